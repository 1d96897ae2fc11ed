import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { ZodType, type z } from 'zod';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { envelopeOf, errorResponse } from '@protocolist/contracts/responses/envelope';

/**
 * The API contract (issue 26): every route declares its answers with `ok(schema)` (the zod schemas of
 * packages/contracts/responses), the serializer sends every answer through them, and this module adds what all
 * routes share: the error answers in the one error shape of errors.ts, an operationId and the document's
 * `servers`.
 */

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Неверный запрос (адрес, JSON или кодировка)',
  401: 'Требуется вход в систему (нет токена или он недействителен)',
  403: 'Недостаточно прав',
  404: 'Не найдено (или чужой объект)',
  409: 'Конфликт состояния (стадия, версия текста, повторное действие)',
  413: 'Слишком большой запрос или файл',
  405: 'Метод не поддерживается (multipart-изменение без _method=PUT)',
  415: 'Неподдерживаемый тип содержимого',
  416: 'Запрошенный диапазон недоступен',
  422: 'Неверные данные: сообщение и ошибки полей',
  429: 'Слишком много запросов (заголовок Retry-After)',
  503: 'Нет связи с базой данных, повторите позже (заголовок Retry-After)',
  507: 'На сервере закончилось место',
};
const ALWAYS = [400, 401, 403, 404, 409, 422, 429, 503];
/** Answers to a body (any method but GET parses one, DELETE included). */
const WITH_BODY = [413, 415];

/** The success answer of a route: the envelope around `data`, with its status (201 for a creation, 202 for a start). */
export function ok<T extends z.ZodType>(data: T, status: 200 | 201 | 202 = 200): Record<number, z.ZodType> {
  return { [status]: envelopeOf(data) };
}

/** Error answers a route has beyond the shared ones (416 of a byte range, 507 of a full disk). */
export function errors(...statuses: number[]): Record<number, z.ZodType> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse]));
}

/** A success answer that is a file or a stream, not JSON: documented by its media types. */
export function file(description: string, mediaTypes: string[], status: 200 | 206 = 200): Record<number, unknown> {
  const content = Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  );
  return { [status]: { description, content } };
}

/** `GET /api/protocols/:id/tasks` → `getProtocolsByIdTasks`: unique, as a method and a path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** Adds the shared error answers and the operationId to every /api route as it is registered. */
export function registerContractHook(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.schema?.hide) return;
    const method = Array.isArray(route.method) ? route.method.join('-') : route.method;
    const errors = [...ALWAYS, ...(method === 'GET' ? [] : WITH_BODY)];
    // A copy: two routes may share one schema object (PUT and its multipart POST twin).
    route.schema = {
      ...route.schema,
      operationId: operationIdOf(method, route.url),
      response: {
        ...Object.fromEntries(errors.map((status) => [status, errorResponse])),
        ...(route.schema?.response ?? {}),
      },
    } as FastifySchema;
  });
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The zod transform, plus: file answers pass as written, error answers refer to the one Error schema. */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const response = (input.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (!response) return jsonSchemaTransform(input);
  const zodAnswers: Record<string, unknown> = {};
  const written: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(response)) {
    if (schema === errorResponse) {
      written[status] = {
        description: ERROR_DESCRIPTIONS[Number(status)] ?? 'Ошибка',
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Error' },
          },
        },
      };
    } else if (schema instanceof ZodType) zodAnswers[status] = schema;
    else written[status] = schema;
  }
  const result = jsonSchemaTransform({
    ...input,
    schema: { ...input.schema, response: zodAnswers },
  } as TransformInput);
  const answers = (result.schema as { response?: Record<string, Record<string, unknown>> }).response ?? {};
  for (const schema of Object.values(answers)) schema.description ??= 'Успешно';
  (result.schema as { response: unknown }).response = {
    ...answers,
    ...written,
  };
  return result;
}

const namedSchemas = createJsonSchemaTransformObject({});

/** The named response schemas (UserRef, Protocol…) as components; their request-side twins no route uses are left out. */
function transformObject(input: Parameters<typeof namedSchemas>[0]): ReturnType<typeof namedSchemas> {
  const document = namedSchemas(input) as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas ?? {};
  // An unused twin may be all that refers to another: drop them until none is left.
  for (let dropped = true; dropped; ) {
    dropped = false;
    const used = JSON.stringify([document.paths, schemas]);
    for (const name of Object.keys(schemas)) {
      if (name.endsWith('Input') && !used.includes(`"#/components/schemas/${name}"`)) {
        delete schemas[name];
        dropped = true;
      }
    }
  }
  return document as ReturnType<typeof namedSchemas>;
}

export function swaggerOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Протоколист API',
        version: '1.0.0',
        description:
          'Протоколы совещаний, стенограммы, поручения и календарь. Ответы — конверт {status, message, data, errors}.',
        license: { name: 'Proprietary', url: `${publicUrl}/` },
      },
      servers: [{ url: publicUrl, description: 'Этот сервер' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject,
  };
}
