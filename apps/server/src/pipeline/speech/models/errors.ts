/** A model that cannot be fetched or used; `message` is Russian and safe to show to the administrator. */
export class ModelError extends Error {
  readonly code: 'unknown_model' | 'download' | 'not_found' | 'checksum' | 'incomplete' | 'invalid' | 'busy';
  readonly details: string | undefined;

  constructor(code: ModelError['code'], message: string, details?: string) {
    super(message);
    this.name = 'ModelError';
    this.code = code;
    this.details = details;
  }
}
