import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  scrubCredentialHeaders
} from "./chunk-FO5BEBK5.js";

// src/llm/auth.ts
var WORDS = {
  anthropic: {
    service: "the Anthropic API",
    refused: "check the anthropic-api-key input (or ANTHROPIC_API_KEY)",
    missing: "set the anthropic-api-key input (or ANTHROPIC_API_KEY)"
  },
  bedrock: {
    service: "Amazon Bedrock",
    refused: "check the AWS credentials (the role aws-actions/configure-aws-credentials assumed, or AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN), that they may call bedrock:InvokeModel and bedrock:InvokeModelWithResponseStream on the model, and the aws-region input",
    missing: "no AWS credentials were found: run aws-actions/configure-aws-credentials (role-to-assume, with permissions id-token: write) before this step, or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY",
    missingMessage: /resolve AWS credentials/i
  },
  vertex: {
    service: "Google Vertex AI",
    refused: "check the Google credentials (GOOGLE_APPLICATION_CREDENTIALS, as google-github-actions/auth sets it), that the account has roles/aiplatform.user on the gcp-project-id input, and that the model is enabled in the gcp-region input",
    missing: "no Google application default credentials were found: run google-github-actions/auth (workload_identity_provider, with permissions id-token: write) before this step, or set GOOGLE_APPLICATION_CREDENTIALS",
    missingMessage: /Google OAuth credentials/i
  }
};
var ProviderAuthError = class extends Error {
  constructor(provider, status, message) {
    super(message);
    this.provider = provider;
    this.status = status;
  }
  provider;
  status;
  name = "ProviderAuthError";
};
var clip = (s, n) => s.length > n ? `${s.slice(0, n - 1)}\u2026` : s;
function bodyMessage(text) {
  try {
    const b = JSON.parse(text);
    const m = b.error?.message ?? b.message ?? b.Message;
    if (typeof m === "string") return m;
  } catch {
  }
  return text;
}
function authFailureText(provider, status, detail) {
  const w = WORDS[provider];
  const shown = scrubCredentialHeaders(detail.trim()).replace(/\.$/, "");
  const said = shown === "" ? "" : ` (${clip(shown, 120)})`;
  return status === 0 ? `${w.service}: ${w.missing}${said}` : `HTTP ${status}: ${w.service} refused the credentials${said}; ${w.refused}`;
}
var ProviderPlaceError = class extends Error {
  name = "ProviderPlaceError";
};
var named = (place) => Object.entries(place.inputs).map(([input, value]) => `the ${input} input ("${value}")`).join(", ");
function unreachable(e) {
  const err = e;
  if (err.name === "AbortError" || !/fetch failed|ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(
    `${err.message} ${err.cause?.code} ${err.cause?.message}`
  ))
    return null;
  return clip(err.cause?.message ?? err.message ?? "connection error", 120);
}
function authWording(provider, place) {
  const missing = WORDS[provider].missingMessage;
  const service = WORDS[provider].service;
  return async (request, next) => {
    let response;
    try {
      response = await next(request);
    } catch (e) {
      const err = e;
      if (missing && missing.test(err.message ?? ""))
        throw new ProviderAuthError(
          provider,
          0,
          authFailureText(provider, 0, err.cause?.message ?? "")
        );
      const why = place ? unreachable(e) : null;
      if (place && why !== null)
        throw new ProviderPlaceError(
          `${service} could not be reached at ${new URL(request.url).origin} (${why}): check ${named(place)}, ${place.baseUrlEnv} if it is set, and the runner's network.`,
          { cause: e }
        );
      throw e;
    }
    if (place && response.status === 404) {
      const text2 = await response.text().catch(() => "");
      const said = scrubCredentialHeaders(bodyMessage(text2).trim()).replace(/\.$/, "");
      throw new ProviderPlaceError(
        `HTTP 404: ${service} has no such project, location or model${said ? ` (${clip(said, 160)})` : ""}; check ${named(place)} and that the model is offered there.`
      );
    }
    if (response.status !== 401 && response.status !== 403) return response;
    const text = await response.text().catch(() => "");
    throw new ProviderAuthError(
      provider,
      response.status,
      authFailureText(provider, response.status, bodyMessage(text))
    );
  };
}

// src/llm/credentials.ts
var SCHEME = /^(?:bearer|basic|token)\s+(.+)$/i;
function headerCredentials(headers) {
  const found = [];
  const auth = headers.get("authorization");
  if (auth && !/^AWS4-HMAC-SHA256\s/i.test(auth)) found.push(SCHEME.exec(auth)?.[1] ?? auth);
  for (const name of ["x-api-key", "x-goog-api-key", "x-amz-security-token"]) {
    const value = headers.get(name);
    if (value) found.push(value);
  }
  return found;
}
function credentialFetch(sink, base = fetch) {
  return (input, init) => {
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : void 0)
    );
    for (const value of headerCredentials(headers)) sink.register(value);
    return base(input, init);
  };
}
var heard = /* @__PURE__ */ new WeakSet();
function registerGoogleTokens(client, sink) {
  if (heard.has(client) || typeof client.on !== "function") return;
  heard.add(client);
  client.on("tokens", (tokens) => {
    sink.register(tokens.access_token);
    sink.register(tokens.id_token);
    sink.register(tokens.refresh_token);
  });
}

export {
  authWording,
  credentialFetch,
  registerGoogleTokens
};
//# sourceMappingURL=chunk-KHGEEX46.js.map
