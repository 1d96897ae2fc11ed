import type { Envelope } from '@protocolist/contracts/fields';
import type { FieldErrors } from './errors.ts';

export function success<T>(data: T, message = ''): Envelope<T> {
  return { status: 'success', message, data, errors: {} };
}

export function failure(message: string, errors: FieldErrors = {}): Envelope<Record<string, never>> {
  return { status: 'error', message, data: {}, errors };
}
