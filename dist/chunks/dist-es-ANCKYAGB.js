import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  normalizeProvider
} from "./chunk-MYZHUAD5.js";
import "./chunk-DSZQWVF4.js";
import {
  CredentialsProviderError,
  NODE_REGION_CONFIG_FILE_OPTIONS,
  ProviderError,
  loadConfig
} from "./chunk-JWSZZUFR.js";
import "./chunk-7CLAM6AQ.js";
import "./chunk-S2FHEA2W.js";
import "./chunk-ALWFP5YV.js";

// node_modules/@aws-sdk/credential-providers/dist-es/createCredentialChain.js
var createCredentialChain = (...credentialProviders) => {
  let expireAfter = -1;
  const baseFunction = async (awsIdentityProperties) => {
    const credentials = await propertyProviderChain(...credentialProviders)(awsIdentityProperties);
    if (!credentials.expiration && expireAfter !== -1) {
      credentials.expiration = new Date(Date.now() + expireAfter);
    }
    return credentials;
  };
  const withOptions = Object.assign(baseFunction, {
    expireAfter(milliseconds) {
      if (milliseconds < 5 * 6e4) {
        throw new Error("@aws-sdk/credential-providers - createCredentialChain(...).expireAfter(ms) may not be called with a duration lower than five minutes.");
      }
      expireAfter = milliseconds;
      return withOptions;
    }
  });
  return withOptions;
};
var propertyProviderChain = (...providers) => async (awsIdentityProperties) => {
  if (providers.length === 0) {
    throw new ProviderError("No providers in chain", { tryNextLink: false });
  }
  let lastProviderError;
  for (const provider of providers) {
    try {
      return await provider(awsIdentityProperties);
    } catch (err) {
      lastProviderError = err;
      if (err?.tryNextLink) {
        continue;
      }
      throw err;
    }
  }
  throw lastProviderError;
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromCognitoIdentity.js
var fromCognitoIdentity = (options) => {
  return async (args) => {
    const { fromCognitoIdentity: _fromCognitoIdentity } = await import("./dist-es-ZZAP2VOM.js");
    return _fromCognitoIdentity(options)(args);
  };
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromCognitoIdentityPool.js
var fromCognitoIdentityPool = (options) => {
  return async (args) => {
    const { fromCognitoIdentityPool: _fromCognitoIdentityPool } = await import("./dist-es-ZZAP2VOM.js");
    return _fromCognitoIdentityPool(options)(args);
  };
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromContainerMetadata.js
var fromContainerMetadata = (init) => {
  return async (props) => {
    init?.logger?.debug("@smithy/credential-provider-imds", "fromContainerMetadata");
    const { fromContainerMetadata: _fromContainerMetadata } = await import("./dist-es-TJD7XNDX.js");
    return _fromContainerMetadata(init)();
  };
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromEnv.js
var fromEnv = (init) => {
  return async (args) => {
    const { fromEnv: _fromEnv } = await import("./dist-es-NKAXRXRG.js");
    return _fromEnv(init)(args);
  };
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromHttp.js
var fromHttp = (options = {}) => {
  return async (args) => {
    const { fromHttp: _fromHttp } = await import("./dist-es-C2QH5W5S.js");
    return _fromHttp(options)(args);
  };
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromIni.js
var fromIni = (init = {}) => {
  return async (args) => {
    const { fromIni: _fromIni } = await import("./dist-es-2ZZSX52T.js");
    return _fromIni({ ...init })(args);
  };
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromInstanceMetadata.js
var fromInstanceMetadata = (init) => {
  return async (props) => {
    init?.logger?.debug("@smithy/credential-provider-imds", "fromInstanceMetadata");
    const { setCredentialFeature } = await import("./client-CBBNVLKU.js");
    const { fromInstanceMetadata: _fromInstanceMetadata } = await import("./dist-es-TJD7XNDX.js");
    return _fromInstanceMetadata(init)().then((creds) => setCredentialFeature(creds, "CREDENTIALS_IMDS", "0"));
  };
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromLoginCredentials.js
var fromLoginCredentials = (init) => {
  return async (args) => {
    const { fromLoginCredentials: _fromLoginCredentials } = await import("./dist-es-L5OQO4P7.js");
    return _fromLoginCredentials({ ...init })(args);
  };
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromNodeProviderChain.js
var fromNodeProviderChain = (init = {}) => {
  let chain;
  return async (args) => {
    if (!chain) {
      const { defaultProvider } = await import("./dist-es-WLTYGAW2.js");
      chain = defaultProvider({ ...init });
    }
    return chain(args);
  };
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromProcess.js
var fromProcess = (init) => {
  return async (args) => {
    const { fromProcess: _fromProcess } = await import("./dist-es-WJLZRKE3.js");
    return _fromProcess(init)(args);
  };
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromSSO.js
var fromSSO = (init = {}) => {
  return async (args) => {
    const { fromSSO: _fromSSO } = await import("./dist-es-7AFSZJXL.js");
    return _fromSSO({ ...init })(args);
  };
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromTemporaryCredentials.base.js
var ASSUME_ROLE_DEFAULT_REGION = "us-east-1";
var fromTemporaryCredentials = (options, credentialDefaultProvider, regionProvider) => {
  let stsClient;
  return async (awsIdentityProperties = {}) => {
    const { callerClientConfig } = awsIdentityProperties;
    const profile = options.clientConfig?.profile ?? callerClientConfig?.profile;
    const logger = options.logger ?? callerClientConfig?.logger;
    logger?.debug("@aws-sdk/credential-providers - fromTemporaryCredentials (STS)");
    const params = { ...options.params, RoleSessionName: options.params.RoleSessionName ?? "aws-sdk-js-" + Date.now() };
    if (params?.SerialNumber) {
      if (!options.mfaCodeProvider) {
        throw new CredentialsProviderError(`Temporary credential requires multi-factor authentication, but no MFA code callback was provided.`, {
          tryNextLink: false,
          logger
        });
      }
      params.TokenCode = await options.mfaCodeProvider(params?.SerialNumber);
    }
    const { AssumeRoleCommand, STSClient } = await import("./loadSts-GPQLXV6R.js");
    if (!stsClient) {
      const defaultCredentialsOrError = typeof credentialDefaultProvider === "function" ? credentialDefaultProvider() : void 0;
      const credentialSources = [
        options.masterCredentials,
        options.clientConfig?.credentials,
        void callerClientConfig?.credentials,
        callerClientConfig?.credentialDefaultProvider?.(),
        defaultCredentialsOrError
      ];
      let credentialSource = "STS client default credentials";
      if (credentialSources[0]) {
        credentialSource = "options.masterCredentials";
      } else if (credentialSources[1]) {
        credentialSource = "options.clientConfig.credentials";
      } else if (credentialSources[2]) {
        credentialSource = "caller client's credentials";
        throw new Error("fromTemporaryCredentials recursion in callerClientConfig.credentials");
      } else if (credentialSources[3]) {
        credentialSource = "caller client's credentialDefaultProvider";
      } else if (credentialSources[4]) {
        credentialSource = "AWS SDK default credentials";
      }
      const regionSources = [
        options.clientConfig?.region,
        callerClientConfig?.region,
        await regionProvider?.({
          profile
        }),
        ASSUME_ROLE_DEFAULT_REGION
      ];
      let regionSource = "default partition's default region";
      if (regionSources[0]) {
        regionSource = "options.clientConfig.region";
      } else if (regionSources[1]) {
        regionSource = "caller client's region";
      } else if (regionSources[2]) {
        regionSource = "file or env region";
      }
      const requestHandlerSources = [
        filterRequestHandler(options.clientConfig?.requestHandler),
        filterRequestHandler(callerClientConfig?.requestHandler)
      ];
      let requestHandlerSource = "STS default requestHandler";
      if (requestHandlerSources[0]) {
        requestHandlerSource = "options.clientConfig.requestHandler";
      } else if (requestHandlerSources[1]) {
        requestHandlerSource = "caller client's requestHandler";
      }
      logger?.debug?.(`@aws-sdk/credential-providers - fromTemporaryCredentials STS client init with ${regionSource}=${await normalizeProvider(coalesce(regionSources))()}, ${credentialSource}, ${requestHandlerSource}.`);
      stsClient = new STSClient({
        userAgentAppId: callerClientConfig?.userAgentAppId,
        ...options.clientConfig,
        credentials: coalesce(credentialSources),
        logger,
        profile,
        region: coalesce(regionSources),
        requestHandler: coalesce(requestHandlerSources)
      });
    }
    if (options.clientPlugins) {
      for (const plugin of options.clientPlugins) {
        stsClient.middlewareStack.use(plugin);
      }
    }
    const { Credentials } = await stsClient.send(new AssumeRoleCommand(params));
    if (!Credentials || !Credentials.AccessKeyId || !Credentials.SecretAccessKey) {
      throw new CredentialsProviderError(`Invalid response from STS.assumeRole call with role ${params.RoleArn}`, {
        logger
      });
    }
    return {
      accessKeyId: Credentials.AccessKeyId,
      secretAccessKey: Credentials.SecretAccessKey,
      sessionToken: Credentials.SessionToken,
      expiration: Credentials.Expiration,
      credentialScope: Credentials.CredentialScope
    };
  };
};
var filterRequestHandler = (requestHandler) => {
  return requestHandler?.metadata?.handlerProtocol === "h2" ? void 0 : requestHandler;
};
var coalesce = (args) => {
  for (const item of args) {
    if (item !== void 0) {
      return item;
    }
  }
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromTemporaryCredentials.js
var fromTemporaryCredentials2 = (options) => {
  return fromTemporaryCredentials(options, fromNodeProviderChain, async ({ profile = process.env.AWS_PROFILE }) => loadConfig({
    environmentVariableSelector: (env) => env.AWS_REGION,
    configFileSelector: (profileData) => {
      return profileData.region;
    },
    default: () => void 0
  }, { ...NODE_REGION_CONFIG_FILE_OPTIONS, profile })());
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromTokenFile.js
var fromTokenFile = (init = {}) => {
  return async (args) => {
    const { fromTokenFile: _fromTokenFile } = await import("./dist-es-KV775FZW.js");
    return _fromTokenFile({ ...init })(args);
  };
};

// node_modules/@aws-sdk/credential-providers/dist-es/fromWebToken.js
var fromWebToken = (init) => {
  return async (args) => {
    const { fromWebToken: _fromWebToken } = await import("./dist-es-KV775FZW.js");
    return _fromWebToken({ ...init })(args);
  };
};
export {
  createCredentialChain,
  fromCognitoIdentity,
  fromCognitoIdentityPool,
  fromContainerMetadata,
  fromEnv,
  fromHttp,
  fromIni,
  fromInstanceMetadata,
  fromLoginCredentials,
  fromNodeProviderChain,
  fromProcess,
  fromSSO,
  fromTemporaryCredentials2 as fromTemporaryCredentials,
  fromTokenFile,
  fromWebToken,
  propertyProviderChain
};
//# sourceMappingURL=dist-es-ANCKYAGB.js.map
