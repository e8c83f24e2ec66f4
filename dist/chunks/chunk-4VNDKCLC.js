import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var g=/<(\s*\/?\s*untrusted)/gi;function o(t){return t.replace(g,"&lt;$1")}function n(t){return t.replace(/&/g,"&amp;").replace(/"/g,"&quot;").replace(/</g,"&lt;").replace(/>/g,"&gt;").replace(/[\r\n\u2028\u2029]+/g," ")}function a(t,r,e={}){let s=Object.entries(e).map(([i,c])=>` ${i}="${n(c)}"`).join(""),u=o(r).replace(/\n+$/,"");return`<untrusted kind="${n(t)}"${s}>
${u}
</untrusted>`}export{a};
