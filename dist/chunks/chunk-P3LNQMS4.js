import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var r=class extends Error{constructor(e,s,n,o){super(e,o);this.outcome=s;this.publish=n}outcome;publish;name="PublishOutcomeError"};export{r as a};
