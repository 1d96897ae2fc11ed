export type Env = Record<string, string | undefined>;

export interface LlmConfig {
  /** LLM_URL: an OpenAI-compatible server root ({LLM_URL}/v1/chat/completions). */
  url: string;
  /** LLM_MODEL */
  model: string;
  /** LLM_API_KEY, sent as a Bearer token when set. */
  apiKey: string | null;
  /** LLM_TIMEOUT_MS: 120 s by default. */
  timeoutMs: number;
}

/** The optional chat model that improves summary and tasks; null (rules only) when LLM_URL is not set. */
export function loadLlmConfig(env: Env): LlmConfig | null {
  const url = env.LLM_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error(`LLM_URL должен начинаться с http:// или https://, получено «${url}»`);
  const model = env.LLM_MODEL?.trim();
  if (!model) throw new Error('LLM_MODEL обязателен при LLM_URL');
  const timeout = env.LLM_TIMEOUT_MS ? Number(env.LLM_TIMEOUT_MS) : 120_000;
  if (!Number.isInteger(timeout) || timeout <= 0) throw new Error(`LLM_TIMEOUT_MS должен быть целым числом, получено «${env.LLM_TIMEOUT_MS}»`);
  return { url, model, apiKey: env.LLM_API_KEY || null, timeoutMs: timeout };
}
