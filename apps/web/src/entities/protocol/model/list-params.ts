import { PROTOCOL_LIST_STAGE_PAGE } from '@protocolist/contracts/constants';
import type { ProtocolStage, ProtocolStatus } from '@protocolist/contracts/enums';
import type { Paged } from '@protocolist/contracts/fields';
import type { ProtocolListItem } from '@protocolist/contracts/protocols';

/** Seed §9: the protocol list is paged by 15. */
const PROTOCOL_PAGE_SIZE = PROTOCOL_LIST_STAGE_PAGE.limit;

export interface ProtocolListParams {
  page: number;
  limit: number;
  search?: string;
  stage?: ProtocolStage;
  /** A manager's drill-down into one secretary's protocols: in work or done, meeting day from / to. */
  status?: ProtocolStatus;
  secretary_id?: number;
  from?: string;
  to?: string;
}

/**
 * Arguments of the list query with empty filters left out, so the unfiltered first page is exactly
 * `{limit: 15, page: 1}` — the cache entry the video upload updates (seed §4).
 */
export function protocolListParams(page: number, search = '', stage: ProtocolStage | null = null): ProtocolListParams {
  const params: ProtocolListParams = { page, limit: PROTOCOL_PAGE_SIZE };
  const trimmed = search.trim();
  if (trimmed) params.search = trimmed;
  if (stage) params.stage = stage;
  return params;
}

/** Seed §7–8: the list's data.data must be an array. */
export function isProtocolPage(value: unknown): value is Paged<ProtocolListItem> {
  return !!value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data);
}
