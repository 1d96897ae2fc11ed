import type { FastifyServerOptions } from 'fastify';

/*
 * What the logs may hold of an error. A failed query's error carries the SQL text with its parameters (Drizzle
 * puts both in its message: user text, token ids, password hashes) and the server's message and detail quote
 * the values ('Key (email)=(…) already exists', 'invalid input syntax …: "…"'). Of a database error the log keeps
 * its SQLSTATE, the statement's verb and table, and the constraint/column names; never a value.
 */

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  code?: string;
  sql?: string;
  table?: string;
  constraint?: string;
  column?: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

type AnyError = Error & Record<string, unknown>;

/** 'insert "upload_chunks"' of a query's text: what it did and where, without its values. */
export function queryName(text: string): string {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update)\s+("?[\w.]+"?(?:\."?\w+"?)?)/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

const isDatabaseError = (error: AnyError) =>
  typeof error.query === 'string' || (typeof error.severity === 'string' && typeof error.code === 'string');

/** The stack's frames without its first line, which repeats the message. */
const framesOf = (stack: unknown) => (typeof stack === 'string' ? stack.slice(Math.max(0, stack.indexOf('\n    at '))) : undefined);

function databaseError(error: AnyError): LoggedError {
  const sql = typeof error.query === 'string' ? queryName(error.query) : undefined;
  const logged: LoggedError = {
    type: typeof error.constructor?.name === 'string' ? error.constructor.name : 'Error',
    message: sql ? `failed query: ${sql}` : `database error ${String(error.code ?? '')}`.trim(),
    stack: framesOf(error.stack) ?? '',
  };
  if (sql) logged.sql = sql;
  for (const field of ['code', 'table', 'constraint', 'column', 'routine', 'severity'] as const) {
    if (typeof error[field] === 'string') logged[field] = error[field];
  }
  return logged;
}

/** The `err` serializer of every log line. */
export function serializeError(value: unknown, depth = 0): LoggedError | unknown {
  if (!(value instanceof Error) && !(value && typeof value === 'object' && 'message' in value)) return value;
  const error = value as AnyError;
  let logged: LoggedError;
  if (isDatabaseError(error)) logged = databaseError(error);
  else {
    logged = { type: typeof error.constructor?.name === 'string' ? error.constructor.name : 'Error', message: String(error.message), stack: typeof error.stack === 'string' ? error.stack : '' };
    for (const field of ['code', 'statusCode', 'errno', 'syscall'] as const) {
      if (error[field] !== undefined) (logged as Record<string, unknown>)[field] = error[field];
    }
  }
  if (error.cause && depth < 5) logged.cause = serializeError(error.cause, depth + 1) as LoggedError;
  return logged;
}

/** The app's logger: its level and the serializer above. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, serializers: { err: (error) => serializeError(error) as LoggedError } };
}
