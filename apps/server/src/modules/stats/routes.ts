import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  secretaryMeetingsQuery,
  secretaryParams,
  secretaryTasksQuery,
  type SecretaryEntityStats,
  type SecretaryMeetingMarker,
} from '@protocolist/contracts/stats';
import { ROLE_ACTIONS, rolesWithAccess } from '@protocolist/contracts/policies';
import { loadOwned } from '../../http/access.ts';
import { success } from '../../http/envelope.ts';
import { todayIn } from '../../lib/time-zones.ts';
import { getOrganizationSettings, organizationToday } from '../settings/index.ts';
import { countsPerSecretary, keywordCount, totalCounts } from './counts.ts';
import { oneSecretary, readableSecretaries } from './scope.ts';
import { weeklyTaskStates, weeksOfMonth } from './weekly.ts';
import { ok } from '../../http/openapi.ts';
import { entityCounts, secretaryStatsRow, secretaryMeetingMarker, secretaryEntityStats, weekTaskStats } from '@protocolist/contracts/responses/stats';

const tags = ['stats'];
const managers = { roles: ROLE_ACTIONS['stats.team'] };
const readers = { roles: rolesWithAccess('secretary_stats', 'read') };

/** Statistics (PRODUCT.md §10): every figure is counted by the database. */
export async function statsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const today = () => organizationToday(app);

  r.get(
    '/api/stats/manager/all',
    {
      config: managers,
      schema: { response: ok(entityCounts), tags, summary: 'Сводка по всем секретарям руководителя (администратора — по всем)' },
    },
    async (request) => success((await totalCounts(app, readableSecretaries(request.user), await today())).counts),
  );

  r.get(
    '/api/stats/manager/secretaries',
    { config: managers, schema: { response: ok(z.array(secretaryStatsRow)), tags, summary: 'Статистика по каждому секретарю руководителя' } },
    async (request) => success(await countsPerSecretary(app, readableSecretaries(request.user), await today())),
  );

  r.get(
    '/api/stats/secretary/meetings',
    {
      config: { roles: rolesWithAccess('meeting', 'write') },
      schema: {
        response: ok(z.array(secretaryMeetingMarker)),
        tags,
        summary: 'Даты совещаний секретаря в диапазоне (отметки календаря)',
        querystring: secretaryMeetingsQuery,
      },
    },
    async (request) => {
      const { rows } = await app.database.executeSql(
        `SELECT id, to_char(event_date, 'YYYY-MM-DD') AS event_date FROM meetings
         WHERE secretary_id = $1 AND event_date BETWEEN $2::date AND $3::date
         ORDER BY event_date, event_start_time, id`,
        [request.user.id, request.query.start_date_at, request.query.end_date_at],
      );
      return success(rows as unknown as SecretaryMeetingMarker[]);
    },
  );

  r.get(
    '/api/stats/secretary/:id/entities',
    {
      config: readers,
      schema: { response: ok(secretaryEntityStats), tags, summary: 'Протоколы, совещания, поручения и ключевые слова секретаря', params: secretaryParams },
    },
    async (request) => {
      const id = request.params.id;
      // Independent reads go out together (the pool has several connections).
      const [, day] = await Promise.all([loadOwned(app.db, 'secretary_stats', id, request.user, 'read'), today()]);
      const [{ counts, keywordHits }, keywordTotal] = await Promise.all([
        totalCounts(app, oneSecretary(id), day),
        keywordCount(app, id),
      ]);
      const data: SecretaryEntityStats = { ...counts, keywords: { hits: keywordHits, total: keywordTotal } };
      return success(data);
    },
  );

  r.get(
    '/api/stats/secretary/:id/tasks',
    {
      config: readers,
      schema: {
        response: ok(z.array(weekTaskStats)),
        tags,
        summary: 'Состояние поручений секретаря на конец каждой недели месяца',
        params: secretaryParams,
        querystring: secretaryTasksQuery,
      },
    },
    async (request) => {
      const id = request.params.id;
      const [, timezone] = await Promise.all([
        loadOwned(app.db, 'secretary_stats', id, request.user, 'read'),
        getOrganizationSettings(app).then((settings) => settings.timezone),
      ]);
      const month = request.query.month ?? todayIn(timezone).slice(0, 7);
      return success(await weeklyTaskStates(app, id, weeksOfMonth(month), timezone));
    },
  );
}
