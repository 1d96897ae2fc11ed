/** Walks an error and its causes (Drizzle wraps the driver's error in `cause`). */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 8; e = e.cause as typeof e, depth++) {
    if (typeof e !== 'object') return;
    yield e;
  }
}

/** A PostgreSQL unique violation (two requests raced past a check), possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === '23505') return true;
  return false;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATE classes and codes of a server that cannot serve now: 08 connection, 57P01-03 shutting down or starting. */
const UNAVAILABLE_STATES = /^(08|57P0[123]|53300)/;
// node-postgres reports a cut socket or a connect timeout with these messages and no code.
const LOST_CONNECTION = /Connection terminated|connection timeout|Client has encountered a connection error|Client was closed/i;

/** The database is out of reach (stopped, restarting, network cut): worth a 503 and a later retry, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || UNAVAILABLE_STATES.test(e.code))) return true;
    if (typeof e.message === 'string' && LOST_CONNECTION.test(e.message)) return true;
  }
  return false;
}

/** No room left: the disk (ENOSPC), the user's quota (EDQUOT) or the database's disk (SQLSTATE 53100). */
export function isStorageFull(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === 'ENOSPC' || e.code === 'EDQUOT' || e.code === '53100') return true;
  return false;
}
