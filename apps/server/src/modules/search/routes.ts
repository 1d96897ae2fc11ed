import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE_ACTIONS } from '@protocolist/contracts/policies';
import { SEARCH_PAGE_SIZE, searchQuery, type SearchResults } from '@protocolist/contracts/search';
import { success } from '../../http/envelope.ts';
import { paged, pageRequest } from '../../http/paging.ts';
import { countHits, findHits, searchScope } from './service.ts';
import { findPeople } from './people.ts';
import { ok } from '../../http/openapi.ts';
import { searchResults } from '@protocolist/contracts/responses/search';

/** GET /api/search (issue 17). */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/search',
    {
      config: { roles: ROLE_ACTIONS['search.use'] },
      schema: {
        response: ok(searchResults),
        tags: ['search'],
        summary: 'Полнотекстовый поиск по протоколам, стенограммам, задачам и совещаниям, которые видит пользователь',
        description:
          'Слова ищутся по основе («поставщикам» находит «поставщики»), ё и е не различаются. Фраза в кавычках — слова ' +
          'подряд, «-слово» исключает слово, «или» — любое из слов. Результаты — лучшие сначала, со сниппетом, где ' +
          'совпавшие слова отмечены `hit`; у попадания в стенограмму `start` — секунда видео. `users` — люди (имя, e-mail, ' +
          'отдел, должность) для тех, кто видит весь справочник (администратор), на первой странице без фильтров. `counts` — число попаданий ' +
          'каждого вида при тех же фильтрах (без `kind`), не больше 1000 (`capped`: где-то больше). Слово, найденное больше ' +
          'чем в 300 местах, ранжируется среди 300 самых новых.',
        querystring: searchQuery,
      },
    },
    async (request) => {
      const { page: pageNumber, limit, ...filters } = request.query;
      const page = pageRequest({ page: pageNumber, limit }, SEARCH_PAGE_SIZE);
      const scope = await searchScope(app, request.user);
      // People are found on the first page of an unfiltered search: they have no date, stage, secretary or kind.
      const people = pageNumber === 1 && !filters.kind && !filters.from && !filters.to && !filters.secretary && !filters.stage;
      const [{ counts, capped }, hits, users] = await Promise.all([
        countHits(app, scope, filters),
        findHits(app, scope, filters, page),
        people ? findPeople(app, request.user, filters.q) : [],
      ]);
      const total = filters.kind ? counts[filters.kind] : Object.values(counts).reduce((sum, n) => sum + n, 0);
      const results: SearchResults = { ...paged(request, page, total, hits), users, counts, capped };
      return success(results);
    },
  );
}
