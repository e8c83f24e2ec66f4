import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var r={"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;","'":"&#39;","\n":"&#10;","\r":"&#13;"};function e(t){return t.replace(/[&<>"'\n\r]/g,n=>r[n])}function s(t){return t&&/^https?:\/\//i.test(t)?t:null}export{e as a,s as b};
