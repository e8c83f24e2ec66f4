import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var n={"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;","'":"&#39;","\n":"&#10;","\r":"&#13;"};function e(t){return t.replace(/[&<>"'\n\r]/g,r=>n[r])}function o(t){return t&&/^https?:\/\//i.test(t)?t:null}var a=t=>e(t)||"\u2014",p=t=>t.map(r=>({data:r,header:!0}));export{e as a,o as b,a as c,p as d};
