import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  replyThread
} from "./chunk-ICM4DBZG.js";
import "./chunk-ALWFP5YV.js";
export {
  replyThread
};
//# sourceMappingURL=comments-J3PJIBHR.js.map
