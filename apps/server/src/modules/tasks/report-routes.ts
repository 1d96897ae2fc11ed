import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  REPORT_FILE_MAX_BYTES,
  REPORT_LIMIT_WINDOW_MINUTES,
  REPORT_SENDS_PER_IP,
  REPORT_SENDS_PER_LINK,
  REPORT_VIEWS_PER_IP,
  TASK_REPORT_MESSAGES,
  reportTokenParams,
  returnTaskReportRequest,
  sendTaskReportRequest,
} from '@protocolist/contracts/task-reports';
import { id } from '@protocolist/contracts/fields';
import { taskReports } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { conflict, notFound, tooManyRequests } from '../../http/errors.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams } from '../../http/params.ts';
import { RateLimiter } from '../auth/index.ts';
import { taskMailQueue } from './mail-queue.ts';
import { presentTask } from './presenter.ts';
import { revokeReportLinks } from './report-links.ts';
import { file, ok } from '../../http/openapi.ts';
import { REPORT_FILE_TYPES } from '@protocolist/contracts/task-reports';
import { taskResponse } from '@protocolist/contracts/responses/tasks';
import { publicTaskReportPage } from '@protocolist/contracts/responses/task-reports';
import { acceptReport, loadReportContext, publicReportPage, returnReport, sendReport } from './reports.ts';

const windowMs = REPORT_LIMIT_WINDOW_MINUTES * 60 * 1000;

/**
 * The hook that counts a view of a public report page per address (and a send per address and link), before
 * anything is read; 429 with a Russian message past the limit.
 */
export function reportViewLimit(app: FastifyInstance, kind: 'view' | 'send' = 'view') {
  const limiter = new RateLimiter(app.db);
  const max = kind === 'view' ? REPORT_VIEWS_PER_IP : REPORT_SENDS_PER_IP;
  return async (request: FastifyRequest) => {
    // The token's own count keeps one leaked link from being hammered from many addresses. Keyed by the whole
    // token's hash, not the link's id: a made-up token with a real id must not use up the real person's sends.
    const token = String((request.params as { token?: unknown }).token ?? '');
    const linkId = createHash('sha256').update(token).digest('hex').slice(0, 32);
    const { waitMs } = await limiter.hit([
      { key: `task-report-${kind}-ip:${request.ip}`, max, windowMs },
      ...(kind === 'send' ? [{ key: `task-report-send-link:${linkId}`, max: REPORT_SENDS_PER_LINK, windowMs }] : []),
    ]);
    if (waitMs > 0) throw tooManyRequests(TASK_REPORT_MESSAGES.tooManyRequests(Math.ceil(waitMs / 1000)), waitMs / 1000);
  };
}

function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Reports of the people responsible (issue 24): the public page behind the link in their letters, limited per
 * address like the public sign-in routes; and the secretary's decisions on them and on the link.
 */
export async function taskReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/task-reports/:token',
    {
      config: { public: true },
      onRequest: reportViewLimit(app, 'view'),
      schema: {
        response: ok(publicTaskReportPage),
        tags: ['task-reports'],
        summary: 'Страница отчёта исполнителя по ссылке из письма', security: [], params: reportTokenParams },
    },
    async (request) => success(await publicReportPage(app, await loadReportContext(app, request.params.token))),
  );

  r.post(
    '/api/task-reports/:token',
    {
      config: {
        public: true,
        files: { fields: { file: { maxBytes: REPORT_FILE_MAX_BYTES, tooLarge: TASK_REPORT_MESSAGES.fileTooLarge } } },
      },
      // Counted before the body is read: a flood of large files is refused at the door.
      onRequest: reportViewLimit(app, 'send'),
      schema: {
        response: ok(publicTaskReportPage),
        tags: ['task-reports'],
        summary: 'Отчёт исполнителя: «Выполнено» или «Нужен перенос срока» (JSON или multipart с файлом file)',
        security: [],
        params: reportTokenParams,
        body: sendTaskReportRequest,
      },
    },
    async (request) => {
      const context = await loadReportContext(app, request.params.token);
      await sendReport(app, context, request.body, request.uploads.file);
      return success(await publicReportPage(app, await loadReportContext(app, request.params.token)), TASK_REPORT_MESSAGES.sent);
    },
  );

  r.post(
    '/api/protocols/tasks/:id/report/accept',
    { schema: { response: ok(taskResponse), tags: ['task-reports'], summary: 'Принять отчёт исполнителя', params: idParams } },
    async (request) => {
      const task = await loadOwned(app.db, 'task', request.params.id, request.user, 'write');
      await acceptReport(app, request.user, task);
      return success(await presentTask(app, task.id), TASK_REPORT_MESSAGES.accepted);
    },
  );

  r.post(
    '/api/protocols/tasks/:id/report/return',
    {
      schema: { response: ok(taskResponse), tags: ['task-reports'], summary: 'Вернуть отчёт исполнителю с комментарием', params: idParams, body: returnTaskReportRequest },
    },
    async (request) => {
      const task = await loadOwned(app.db, 'task', request.params.id, request.user, 'write');
      await returnReport(app, request.user, task, request.body.comment);
      return success(await presentTask(app, task.id), TASK_REPORT_MESSAGES.returned);
    },
  );

  r.get(
    '/api/protocols/tasks/:id/reports/:reportId/file',
    {
      schema: {
        response: file('Файл отчёта', [...new Set(Object.values(REPORT_FILE_TYPES))]),
        tags: ['task-reports'],
        summary: 'Файл отчёта исполнителя',
        params: z.object({ id, reportId: id }),
      },
    },
    async (request, reply) => {
      const task = await loadOwned(app.db, 'task', request.params.id, request.user, 'read');
      const [report] = await app.db
        .select({ file: taskReports.file })
        .from(taskReports)
        .where(and(eq(taskReports.id, request.params.reportId), eq(taskReports.task_id, task.id)));
      if (!report?.file) throw notFound('Файл не найден');
      const body = await app.storage.read(report.file.key);
      return reply
        .header('content-type', report.file.mime)
        .header('content-length', String(report.file.size))
        .header('content-disposition', attachment(report.file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  r.post(
    '/api/protocols/tasks/:id/report-link',
    { schema: { response: ok(taskResponse), tags: ['task-reports'], summary: 'Отозвать ссылку для отчёта и отправить исполнителю новую', params: idParams } },
    async (request) => {
      const task = await loadOwned(app.db, 'task', request.params.id, request.user, 'write');
      if (task.responsible_id === null) throw conflict(TASK_REPORT_MESSAGES.noResponsible);
      // A task not yet announced is told together with its final protocol, the link with it.
      if (task.assignment_mailed_at === null) throw conflict(TASK_REPORT_MESSAGES.notAnnounced);
      const responsibleId = task.responsible_id;
      await app.db.transaction(async (tx) => {
        await revokeReportLinks(tx, task.id);
        await taskMailQueue.enqueue(app, [{ kind: 'link', taskId: task.id, responsibleId }], tx);
      });
      return success(await presentTask(app, task.id), TASK_REPORT_MESSAGES.linkReissued);
    },
  );

  r.delete(
    '/api/protocols/tasks/:id/report-link',
    { schema: { response: ok(taskResponse), tags: ['task-reports'], summary: 'Отозвать ссылку для отчёта', params: idParams } },
    async (request) => {
      const task = await loadOwned(app.db, 'task', request.params.id, request.user, 'write');
      await revokeReportLinks(app.db, task.id);
      return success(await presentTask(app, task.id), TASK_REPORT_MESSAGES.linkRevoked);
    },
  );
}
