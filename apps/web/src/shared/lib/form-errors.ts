import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { describeError, serverFieldErrors, type ApiError } from '../api/errors';

/**
 * Puts the server's 422 messages on the matching form fields. Returns the message for the form as a whole
 * when no field took it (another status, or errors for fields the form does not have).
 */
export function applyServerErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback?: string,
): string | null {
  const fieldErrors = serverFieldErrors(error);
  let placed = false;
  for (const [field, message] of Object.entries(fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed = true;
    }
  }
  return placed ? null : describeError(error, fallback);
}
