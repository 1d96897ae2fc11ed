import type { FastifyError, FastifyInstance } from 'fastify';
import { failure } from './envelope.ts';
import { isDatabaseUnavailable, isStorageFull } from '../db/errors.ts';
import { HttpError, type FieldErrors } from './errors.ts';
import { sendSpaIndex } from './web-app.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function fieldErrorsOf(issues: ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const pathParts = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = pathParts.map(String).join('.') || '_';
    const message = issue.params?.issue?.message ?? issue.message ?? 'Неверное значение';
    (errors[field] ??= []).push(message);
  }
  return errors;
}

const statusMessages: Record<number, string> = {
  400: 'Неверный запрос',
  401: 'Требуется вход в систему',
  403: 'Недостаточно прав',
  404: 'Не найдено',
  405: 'Метод не поддерживается',
  406: 'Неподдерживаемый формат ответа',
  409: 'Конфликт состояния',
  413: 'Слишком большой запрос',
  415: 'Неподдерживаемый тип содержимого',
  416: 'Запрошенный диапазон недоступен',
  429: 'Слишком много запросов, повторите позже',
};

export const FAULT_MESSAGES = {
  databaseUnavailable: 'Сервис временно недоступен: нет связи с базой данных. Повторите через несколько секунд',
  storageFull: 'На сервере закончилось место: файл не сохранён. Сообщите администратору',
};
/** A restarting PostgreSQL is usually back within seconds; the pool reconnects by itself. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** One place renders every error as the envelope; a client never sees a stack trace or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(failure(error.message, error.errors));
    }
    const validation = (error as FastifyError).validation as ValidationIssue[] | undefined;
    if (validation) {
      const errors = fieldErrorsOf(validation);
      const first = Object.values(errors)[0]?.[0] ?? 'Неверные данные';
      return reply.code(422).send(failure(first, errors));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        (error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Тело запроса не является корректным JSON'
          : (statusMessages[status] ?? 'Неверный запрос');
      if (status === 429 && error.message) return reply.code(429).send(failure(error.message));
      return reply.code(status).send(failure(message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(failure(FAULT_MESSAGES.databaseUnavailable));
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'no space left');
      return reply.code(507).send(failure(FAULT_MESSAGES.storageFull));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure('Внутренняя ошибка сервера'));
  });

  app.setNotFoundHandler((request, reply) => {
    // A missing hashed asset (an old page after a release) is a 404, not index.html served as a script.
    const notAPage = request.url.startsWith('/api/') || request.url.startsWith('/assets/');
    if (notAPage || request.method !== 'GET' || !app.servesWebApp) {
      return reply.code(404).send(failure('Не найдено'));
    }
    return sendSpaIndex(reply);
  });
}
