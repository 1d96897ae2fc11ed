import type { Role } from '@protocolist/contracts/enums';

export interface UserListParams {
  page?: number;
  limit?: number;
  search?: string;
  withBlocked?: boolean;
  role?: Role | null;
}

/** Query string of GET /api/users; `with_blocked` is sent (as 1) only when true, empty filters not at all. */
export function userListQuery(params: UserListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (params.limit) query.limit = params.limit;
  if (params.page) query.page = params.page;
  const search = params.search?.trim();
  if (search) query.search = search;
  if (params.withBlocked === true) query.with_blocked = 1;
  if (params.role) query.role = params.role;
  return query;
}
