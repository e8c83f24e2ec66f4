import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AssumeRoleCommand,
  STSClient
} from "./chunk-AKXGR6UY.js";
import "./chunk-EH2JGHVJ.js";
import "./chunk-5IBNNZ3Z.js";
import "./chunk-2E43TO2L.js";
import "./chunk-WAOE2N4Y.js";
import "./chunk-MYZHUAD5.js";
import "./chunk-VM3YOCHY.js";
import "./chunk-DSZQWVF4.js";
import "./chunk-7CLAM6AQ.js";
import "./chunk-JWSZZUFR.js";
import "./chunk-S2FHEA2W.js";
import "./chunk-ALWFP5YV.js";
export {
  AssumeRoleCommand,
  STSClient
};
//# sourceMappingURL=loadSts-FG4IUAE2.js.map
