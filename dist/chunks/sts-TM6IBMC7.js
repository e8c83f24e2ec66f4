import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AssumeRole$,
  AssumeRoleCommand,
  AssumeRoleRequest$,
  AssumeRoleResponse$,
  AssumeRoleWithWebIdentity$,
  AssumeRoleWithWebIdentityCommand,
  AssumeRoleWithWebIdentityRequest$,
  AssumeRoleWithWebIdentityResponse$,
  AssumedRoleUser$,
  Credentials$,
  ExpiredTokenException,
  ExpiredTokenException$,
  IDPCommunicationErrorException,
  IDPCommunicationErrorException$,
  IDPRejectedClaimException,
  IDPRejectedClaimException$,
  InvalidContextAssertionException,
  InvalidContextAssertionException$,
  InvalidIdentityTokenException,
  InvalidIdentityTokenException$,
  MalformedPolicyDocumentException,
  MalformedPolicyDocumentException$,
  OriginIdentity$,
  PackedPolicyTooLargeException,
  PackedPolicyTooLargeException$,
  PolicyDescriptorType$,
  ProvidedContext$,
  RegionDisabledException,
  RegionDisabledException$,
  STS,
  STSClient,
  STSServiceException,
  STSServiceException$,
  Tag$,
  TransactionContext$,
  TrustedIdentityPropagationContext$,
  decorateDefaultCredentialProvider,
  errorTypeRegistries,
  getDefaultRoleAssumer,
  getDefaultRoleAssumerWithWebIdentity
} from "./chunk-YL3X6VUX.js";
import "./chunk-7ZVRZBUW.js";
import "./chunk-2E43TO2L.js";
import "./chunk-ME6RWM72.js";
import "./chunk-MYZHUAD5.js";
import {
  Client,
  Command
} from "./chunk-VM3YOCHY.js";
import "./chunk-DSZQWVF4.js";
import "./chunk-JWSZZUFR.js";
import "./chunk-5IBNNZ3Z.js";
import "./chunk-7CLAM6AQ.js";
import "./chunk-S2FHEA2W.js";
import "./chunk-ALWFP5YV.js";
export {
  Command as $Command,
  AssumeRole$,
  AssumeRoleCommand,
  AssumeRoleRequest$,
  AssumeRoleResponse$,
  AssumeRoleWithWebIdentity$,
  AssumeRoleWithWebIdentityCommand,
  AssumeRoleWithWebIdentityRequest$,
  AssumeRoleWithWebIdentityResponse$,
  AssumedRoleUser$,
  Credentials$,
  ExpiredTokenException,
  ExpiredTokenException$,
  IDPCommunicationErrorException,
  IDPCommunicationErrorException$,
  IDPRejectedClaimException,
  IDPRejectedClaimException$,
  InvalidContextAssertionException,
  InvalidContextAssertionException$,
  InvalidIdentityTokenException,
  InvalidIdentityTokenException$,
  MalformedPolicyDocumentException,
  MalformedPolicyDocumentException$,
  OriginIdentity$,
  PackedPolicyTooLargeException,
  PackedPolicyTooLargeException$,
  PolicyDescriptorType$,
  ProvidedContext$,
  RegionDisabledException,
  RegionDisabledException$,
  STS,
  STSClient,
  STSServiceException,
  STSServiceException$,
  Tag$,
  TransactionContext$,
  TrustedIdentityPropagationContext$,
  Client as __Client,
  decorateDefaultCredentialProvider,
  errorTypeRegistries,
  getDefaultRoleAssumer,
  getDefaultRoleAssumerWithWebIdentity
};
//# sourceMappingURL=sts-TM6IBMC7.js.map
