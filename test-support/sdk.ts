// The real SDK pointed at a fake Messages API.
import Anthropic from '@anthropic-ai/sdk';
import type { FakeMessagesApi } from './fake-messages-api.js';

export function sdkFor(
  fake: FakeMessagesApi,
  opts: { maxRetries?: number; timeoutMs?: number } = {},
): Anthropic {
  return new Anthropic({
    apiKey: 'sk-ant-test-key',
    baseURL: fake.url,
    maxRetries: opts.maxRetries ?? 0,
    timeout: opts.timeoutMs ?? 10_000,
  });
}
