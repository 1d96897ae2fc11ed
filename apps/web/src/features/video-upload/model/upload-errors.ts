import { errorStatus, isNetworkError, serverMessage, type ApiError } from '../../../shared/api';
import { COMMON } from '../../../shared/config';
import { VIDEO_UPLOAD_TEXTS } from '../config/messages';

/** HTTP status of an error, also when a proxy answered with a non-JSON page. */
function statusOf(error: ApiError): number | string | null {
  if (!error || typeof error !== 'object') return null;
  const { status, originalStatus } = error as { status?: unknown; originalStatus?: unknown };
  if (status === 'PARSING_ERROR' && typeof originalStatus === 'number') return originalStatus;
  return typeof status === 'number' || typeof status === 'string' ? status : null;
}

/** Worth another try: no connection, a timeout, an overloaded or restarting server. */
export function isRetryable(error: ApiError): boolean {
  const status = statusOf(error);
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  return typeof status === 'number' && (status >= 500 || status === 408 || status === 429);
}

/** What the user reads when the upload stops. */
export function uploadErrorMessage(error: ApiError): string {
  const status = errorStatus(error);
  if (status === 413) return VIDEO_UPLOAD_TEXTS.tooLarge;
  if (status === 422) return serverMessage(error) ?? VIDEO_UPLOAD_TEXTS.notMedia;
  if (isNetworkError(error)) return COMMON.networkError;
  return serverMessage(error) ?? VIDEO_UPLOAD_TEXTS.failed;
}
