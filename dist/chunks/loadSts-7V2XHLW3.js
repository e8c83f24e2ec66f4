import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  AssumeRoleCommand,
  STSClient
} from "./chunk-JAO4OHAG.js";
import "./chunk-EPHPYTN6.js";
import "./chunk-2E43TO2L.js";
import "./chunk-5IBNNZ3Z.js";
import "./chunk-FKTF7AZY.js";
import "./chunk-VM3YOCHY.js";
import "./chunk-MYZHUAD5.js";
import "./chunk-DSZQWVF4.js";
import "./chunk-7CLAM6AQ.js";
import "./chunk-JWSZZUFR.js";
import "./chunk-S2FHEA2W.js";
import "./chunk-ALWFP5YV.js";
export {
  AssumeRoleCommand,
  STSClient
};
//# sourceMappingURL=loadSts-7V2XHLW3.js.map
