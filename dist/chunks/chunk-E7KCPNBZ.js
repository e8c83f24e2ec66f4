import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var t=class extends Error{constructor(e,p,n,r){super(e,r);this.outcome=p;this.publish=n}outcome;publish;name="PublishOutcomeError"};export{t as a};
