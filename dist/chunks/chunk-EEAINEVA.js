import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
var E=["AWS_SECRET_ACCESS_KEY","AWS_SESSION_TOKEN","AWS_BEARER_TOKEN_BEDROCK"];export{E as a};
