import type { TaskStatus } from '@protocolist/contracts/enums';
import type { Assignment, AssignmentFilterOptions, AssignmentSort, AssignmentStatusFilter, ExportFormat } from '@protocolist/contracts/assignments';
import { baseApi, unwrap, type Paged } from '../../../shared/api';
import { saveBlob } from '../../../shared/lib';

/** The register's filters as the page keeps them (null / false / '': not set). */
export interface AssignmentQuery {
  status: AssignmentStatusFilter | null;
  overdue: boolean;
  week: boolean;
  person: number | null;
  protocol: number | null;
  from: string | null;
  to: string | null;
  search: string;
  sort: AssignmentSort;
  dir: 'asc' | 'desc';
}

/** The API's query parameters for the filters (the list adds its page, an export its format). */
export function assignmentParams(query: AssignmentQuery): Record<string, string> {
  const params: Record<string, string> = { sort: query.sort, direction: query.dir };
  if (query.status) params.status = query.status;
  if (query.overdue) params.overdue = '1';
  if (query.week) params.this_week = '1';
  if (query.person) params.responsible_id = String(query.person);
  if (query.protocol) params.protocol_id = String(query.protocol);
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  if (query.search.trim()) params.search = query.search.trim();
  return params;
}

export const ASSIGNMENTS_PAGE_SIZE = 30;

const LIST = { type: 'Assignment' as const, id: 'LIST' };
const EXPORT_NAMES: Record<ExportFormat, string> = { xlsx: 'Поручения.xlsx', csv: 'Поручения.csv', ics: 'Сроки поручений.ics' };

export const assignmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAssignments: build.query<Paged<Assignment>, { query: AssignmentQuery; page: number }>({
      query: ({ query, page }) => ({
        url: '/api/assignments',
        params: { ...assignmentParams(query), page: String(page), limit: String(ASSIGNMENTS_PAGE_SIZE) },
      }),
      transformResponse: unwrap<Paged<Assignment>>,
      providesTags: [LIST, 'ProtocolTask'],
    }),
    getAssignmentFilters: build.query<AssignmentFilterOptions, void>({
      query: () => '/api/assignments/filters',
      transformResponse: unwrap<AssignmentFilterOptions>,
      providesTags: [LIST],
    }),
    bulkAssignmentStatus: build.mutation<{ changed: number }, { ids: number[]; status: TaskStatus }>({
      query: (body) => ({ url: '/api/assignments/bulk', method: 'POST', body }),
      transformResponse: unwrap<{ changed: number }>,
      // The protocols' task lists and the statistics show the same tasks.
      invalidatesTags: [LIST, 'ProtocolTask', 'Stats'],
    }),
    /** The file needs the bearer token, so it is fetched here and handed to the browser as a download. */
    downloadAssignments: build.mutation<null, { query: AssignmentQuery; format: ExportFormat }>({
      query: ({ query, format }) => ({
        url: `/api/assignments/export/${format}`,
        params: assignmentParams(query),
        cache: 'no-store',
        responseHandler: async (response) => {
          if (!response.ok) return response.json().catch(() => null);
          saveBlob(await response.blob(), EXPORT_NAMES[format]);
          return null;
        },
      }),
    }),
  }),
});

export const { useGetAssignmentsQuery, useGetAssignmentFiltersQuery, useBulkAssignmentStatusMutation, useDownloadAssignmentsMutation } =
  assignmentApi;
