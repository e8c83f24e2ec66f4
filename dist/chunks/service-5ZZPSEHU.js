import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ResourceError,
  WikiService
} from "./chunk-QGX7CHBC.js";
import "./chunk-4EU7EW3B.js";
import "./chunk-KIKOELTJ.js";
import "./chunk-C5ZDJMPX.js";
import "./chunk-SGFDJFNQ.js";
import "./chunk-4URXVCJZ.js";
import "./chunk-WYYEVTQJ.js";
import "./chunk-PS6SDR24.js";
import "./chunk-72PQLGMD.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-LCQIEUCI.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-LPDO27WZ.js";
import "./chunk-VN722EMA.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-6LV7K3ZW.js";
import "./chunk-VQFWTKHX.js";
import "./chunk-VCD3TOSB.js";
import "./chunk-ALWFP5YV.js";
export {
  ResourceError,
  WikiService
};
//# sourceMappingURL=service-5ZZPSEHU.js.map
