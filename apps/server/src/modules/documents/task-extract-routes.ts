import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportTokenParams } from '@protocolist/contracts/task-reports';
import { success } from '../../http/envelope.ts';
import { loadReportContext, reportViewLimit } from '../tasks/index.ts';
import { taskExtract } from './task-extract.ts';
import { ok } from '../../http/openapi.ts';
import { taskReportExtract } from '@protocolist/contracts/responses/task-reports';

/** The extract on the public report page of the person responsible (issue 24): only through a good link. */
export async function taskExtractRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/task-reports/:token/extract',
    {
      config: { public: true },
      onRequest: reportViewLimit(app, 'view'),
      schema: {
        response: ok(taskReportExtract),
        tags: ['task-reports'],
        summary: 'Выписка из протокола по вопросу задачи для страницы отчёта исполнителя',
        security: [],
        params: reportTokenParams,
      },
    },
    async (request) => {
      const { task, protocol } = await loadReportContext(app, request.params.token);
      return success(await taskExtract(app, protocol.id, task));
    },
  );
}
