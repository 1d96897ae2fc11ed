import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every answer of an API test checked against the app's own OpenAPI document, as a validating proxy (Prism) would
 * (issue 26): the status must be declared for the operation, the content type among its media types, and a JSON
 * body valid against its schema. A violation turns the answer into a 500 naming it, so the test that made the
 * request fails.
 */

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
}

export interface Answer {
  method: string;
  /** The route as Fastify names it: /api/protocols/:id */
  route: string;
  status: number;
  contentType: string | undefined;
  body: string | null;
}

const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

export class ContractChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  private readonly validators = new Map<string, ValidateFunction>();

  private readonly document: OpenApiDocument;

  constructor(document: OpenApiDocument) {
    this.document = document;
    this.ajv.addSchema(document as object, 'openapi.json');
  }

  /** What is wrong with one answer (null: it conforms, or its route is not in the document). */
  check(answer: Answer): string | null {
    const path = answer.route.replace(/:(\w+)/g, '{$1}');
    const method = answer.method.toLowerCase();
    const operation = this.document.paths[path]?.[method];
    if (!operation) return null;
    const where = `${answer.method} ${path} → ${answer.status}`;
    const responses = operation.responses ?? {};
    const statusKey = String(answer.status) in responses ? String(answer.status) : 'default' in responses ? 'default' : null;
    if (!statusKey) return `${where}: статус не описан в документе`;
    const content = responses[statusKey]!.content;
    if (!content || answer.body === null || answer.body === '') return null;
    const type = (answer.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    const mediaKey = Object.keys(content).find(
      (declared) => declared === type || (declared.endsWith('/*') && type.startsWith(declared.slice(0, -1))) || declared === '*/*',
    );
    if (!mediaKey) return `${where}: тип ${type || '(нет)'} не из описанных (${Object.keys(content).join(', ')})`;
    if (mediaKey !== 'application/json' || !content[mediaKey]!.schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${where}: тело не JSON`;
    }
    const validate = this.validatorFor(path, method, statusKey);
    if (validate(body)) return null;
    const details = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message}`);
    return `${where}: тело не по схеме: ${details.join('; ')}`;
  }

  private validatorFor(path: string, method: string, status: string): ValidateFunction {
    const key = `${method} ${path} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      const pointer = ['paths', path, method, 'responses', status, 'content', 'application/json', 'schema'].map(pointerPart).join('/');
      validate = this.ajv.compile({ $ref: `openapi.json#/${pointer}` });
      this.validators.set(key, validate);
    }
    return validate;
  }
}

/** Every answer of the app through the checker; violations become 500 answers that say what broke. */
export function checkAnswers(app: FastifyInstance): void {
  let checker: ContractChecker | null = null;
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const route = request.routeOptions.url;
    if (!route || request.method === 'HEAD') return payload;
    checker ??= new ContractChecker(app.swagger() as unknown as OpenApiDocument);
    const violation = checker.check({
      method: request.method,
      route,
      status: reply.statusCode,
      contentType: reply.getHeader('content-type') as string | undefined,
      body: typeof payload === 'string' ? payload : Buffer.isBuffer(payload) && isJson(reply) ? payload.toString('utf8') : null,
    });
    if (!violation) return payload;
    console.error(`Нарушение контракта API: ${violation}`);
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({ status: 'error', message: `Нарушение контракта API: ${violation}`, data: {}, errors: {} });
  });
}

const isJson = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('application/json');
