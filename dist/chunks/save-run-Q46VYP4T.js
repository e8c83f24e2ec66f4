import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  archiveBranch,
  runSave
} from "./chunk-252NB3BE.js";
import "./chunk-RSATWOFN.js";
import "./chunk-XA65F3EV.js";
import "./chunk-PFUNNCXE.js";
import "./chunk-73IPIAXZ.js";
import "./chunk-EFLKZY2N.js";
import "./chunk-3WR4ZRG2.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-ICM4DBZG.js";
import "./chunk-EG2VR7QE.js";
import "./chunk-VO5JNOXD.js";
import "./chunk-VEMQLS7P.js";
import "./chunk-ALWFP5YV.js";
export {
  archiveBranch,
  runSave
};
//# sourceMappingURL=save-run-Q46VYP4T.js.map
