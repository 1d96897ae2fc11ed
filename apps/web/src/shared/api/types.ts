import type { Envelope, Paged } from '@protocolist/contracts/fields';

export type { Envelope, Paged };

/** Unwraps the `{status, message, data, errors}` envelope. */
export function unwrap<T>(response: Envelope<T>): T {
  return response.data;
}
