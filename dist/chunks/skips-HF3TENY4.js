import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import"./chunk-67BG23Y2.js";function r(i){return i.filter(e=>e.decision.decision==="skip").map(e=>({...e.merge.sha?{sha:e.merge.sha}:{},title:e.merge.title,tier:e.decision.tier===2?2:1,rule:e.decision.rule,reason:e.decision.reason}))}export{r as skipEntries};
