// The environment variables that hold a model provider's credentials besides the Anthropic key:
// the edges mask them before anything can print them (a provider's error may quote a token).

/** AWS keys (configure-aws-credentials exports them) and a Bedrock API key. */
export const PROVIDER_SECRET_ENV: readonly string[] = [
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_BEARER_TOKEN_BEDROCK',
];
