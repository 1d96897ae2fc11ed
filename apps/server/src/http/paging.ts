import type { FastifyRequest } from 'fastify';
import type { Paged } from '@protocolist/contracts/fields';
import { DEFAULT_PAGE_SIZE } from '@protocolist/contracts/constants';

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

export function pageRequest(query: { page?: number; limit?: number }, defaultLimit = DEFAULT_PAGE_SIZE): PageRequest {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}

/** The Laravel-style paged object (data, links, meta) that the seed's clients read. */
export function paged<T>(request: FastifyRequest, page: PageRequest, total: number, items: T[]): Paged<T> {
  const url = new URL(request.url, 'http://localhost');
  const path = `${request.server.publicUrl}${url.pathname}`;
  const lastPage = Math.max(1, Math.ceil(total / page.limit));
  const link = (n: number) => {
    const params = new URLSearchParams(url.search);
    params.set('page', String(n));
    return `${path}?${params.toString()}`;
  };
  const from = items.length > 0 ? page.offset + 1 : null;
  return {
    data: items,
    links: {
      first: link(1),
      last: link(lastPage),
      prev: page.page > 1 ? link(page.page - 1) : null,
      next: page.page < lastPage ? link(page.page + 1) : null,
    },
    meta: {
      current_page: page.page,
      from,
      last_page: lastPage,
      path,
      per_page: page.limit,
      to: from === null ? null : page.offset + items.length,
      total,
    },
  };
}
