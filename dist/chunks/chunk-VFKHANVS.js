import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/llm/auth.ts
var WORDS = {
  anthropic: {
    service: "the Anthropic API",
    refused: "check the anthropic-api-key input (or ANTHROPIC_API_KEY)",
    missing: "set the anthropic-api-key input (or ANTHROPIC_API_KEY)"
  },
  bedrock: {
    service: "Amazon Bedrock",
    refused: "check the AWS credentials (the role aws-actions/configure-aws-credentials assumed, or AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN), that they may call bedrock:InvokeModel and bedrock:InvokeModelWithResponseStream on the model, and the aws-region input",
    missing: "no AWS credentials were found: run aws-actions/configure-aws-credentials (role-to-assume, with permissions id-token: write) before this step, or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY",
    missingMessage: /resolve AWS credentials/i
  },
  vertex: {
    service: "Google Vertex AI",
    refused: "check the Google credentials (GOOGLE_APPLICATION_CREDENTIALS, as google-github-actions/auth sets it), that the account has roles/aiplatform.user on the gcp-project-id input, and that the model is enabled in the gcp-region input",
    missing: "no Google application default credentials were found: run google-github-actions/auth (workload_identity_provider, with permissions id-token: write) before this step, or set GOOGLE_APPLICATION_CREDENTIALS",
    missingMessage: /Google OAuth credentials/i
  }
};
var ProviderAuthError = class extends Error {
  constructor(provider, status, message) {
    super(message);
    this.provider = provider;
    this.status = status;
  }
  provider;
  status;
  name = "ProviderAuthError";
};
var clip = (s, n) => s.length > n ? `${s.slice(0, n - 1)}\u2026` : s;
function bodyMessage(text) {
  try {
    const b = JSON.parse(text);
    const m = b.error?.message ?? b.message ?? b.Message;
    if (typeof m === "string") return m;
  } catch {
  }
  return text;
}
function authFailureText(provider, status, detail) {
  const w = WORDS[provider];
  const said = detail.trim() === "" ? "" : ` (${clip(detail.trim().replace(/\.$/, ""), 120)})`;
  return status === 0 ? `${w.service}: ${w.missing}${said}` : `HTTP ${status}: ${w.service} refused the credentials${said}; ${w.refused}`;
}
function authWording(provider) {
  const missing = WORDS[provider].missingMessage;
  return async (request, next) => {
    let response;
    try {
      response = await next(request);
    } catch (e) {
      const err = e;
      if (missing && missing.test(err.message ?? ""))
        throw new ProviderAuthError(
          provider,
          0,
          authFailureText(provider, 0, err.cause?.message ?? "")
        );
      throw e;
    }
    if (response.status !== 401 && response.status !== 403) return response;
    const text = await response.text().catch(() => "");
    throw new ProviderAuthError(
      provider,
      response.status,
      authFailureText(provider, response.status, bodyMessage(text))
    );
  };
}

export {
  authWording
};
//# sourceMappingURL=chunk-VFKHANVS.js.map
