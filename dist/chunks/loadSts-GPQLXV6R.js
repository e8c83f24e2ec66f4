import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AssumeRoleCommand,
  STSClient
} from "./chunk-YL3X6VUX.js";
import "./chunk-7ZVRZBUW.js";
import "./chunk-2E43TO2L.js";
import "./chunk-ME6RWM72.js";
import "./chunk-MYZHUAD5.js";
import "./chunk-VM3YOCHY.js";
import "./chunk-DSZQWVF4.js";
import "./chunk-JWSZZUFR.js";
import "./chunk-5IBNNZ3Z.js";
import "./chunk-7CLAM6AQ.js";
import "./chunk-S2FHEA2W.js";
import "./chunk-ALWFP5YV.js";
export {
  AssumeRoleCommand,
  STSClient
};
//# sourceMappingURL=loadSts-GPQLXV6R.js.map
