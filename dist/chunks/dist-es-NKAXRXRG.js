import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ENV_ACCOUNT_ID,
  ENV_CREDENTIAL_SCOPE,
  ENV_EXPIRATION,
  ENV_KEY,
  ENV_SECRET,
  ENV_SESSION,
  fromEnv
} from "./chunk-UFYTJQPP.js";
import "./chunk-ME6RWM72.js";
import "./chunk-MYZHUAD5.js";
import "./chunk-VM3YOCHY.js";
import "./chunk-DSZQWVF4.js";
import "./chunk-JWSZZUFR.js";
import "./chunk-7CLAM6AQ.js";
import "./chunk-S2FHEA2W.js";
import "./chunk-ALWFP5YV.js";
export {
  ENV_ACCOUNT_ID,
  ENV_CREDENTIAL_SCOPE,
  ENV_EXPIRATION,
  ENV_KEY,
  ENV_SECRET,
  ENV_SESSION,
  fromEnv
};
//# sourceMappingURL=dist-es-NKAXRXRG.js.map
