/** The optional chat model that improves summary and tasks (null without LLM_URL); read by `loadConfig`. */
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
