import type { TaskStatus } from '@protocolist/contracts/enums';
import type {
  ManagerAllStats,
  SecretaryEntityStats,
  SecretaryMeetingMarker,
  SecretaryStatsRow,
  WeekTaskStats,
} from '@protocolist/contracts/stats';
import type { Task } from '@protocolist/contracts/tasks';
import { baseApi, unwrap, type Paged } from '../../../shared/api';

export interface DateRange {
  start_date_at: string;
  end_date_at: string;
}

export interface WeeklyTasksArgs {
  secretaryId: number;
  /** YYYY-MM */
  month: string;
}

export interface MyTasksArgs {
  status: TaskStatus;
  limit: number;
}

/**
 * The figures change with meetings, protocols, tasks and users, so besides 'Stats' they also carry the list
 * tags those entities' mutations invalidate: a change anywhere refreshes the numbers shown.
 */
const FIGURES = [
  'Stats' as const,
  { type: 'Meeting' as const, id: 'LIST' },
  { type: 'Protocol' as const, id: 'LIST' },
  { type: 'Keyword' as const, id: 'LIST' },
];
const TEAM = [...FIGURES, { type: 'User' as const, id: 'LIST' }];

export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeamTotals: build.query<ManagerAllStats, void>({
      query: () => '/api/stats/manager/all',
      transformResponse: unwrap<ManagerAllStats>,
      providesTags: TEAM,
    }),
    getSecretaryRows: build.query<SecretaryStatsRow[], void>({
      query: () => '/api/stats/manager/secretaries',
      transformResponse: unwrap<SecretaryStatsRow[]>,
      providesTags: TEAM,
    }),
    /** The signed-in secretary's meeting dates (calendar markers). */
    getMeetingMarkers: build.query<SecretaryMeetingMarker[], DateRange>({
      query: (range) => ({ url: '/api/stats/secretary/meetings', params: range }),
      transformResponse: unwrap<SecretaryMeetingMarker[]>,
      providesTags: FIGURES,
    }),
    getSecretaryEntities: build.query<SecretaryEntityStats, number>({
      query: (secretaryId) => `/api/stats/secretary/${secretaryId}/entities`,
      transformResponse: unwrap<SecretaryEntityStats>,
      providesTags: FIGURES,
    }),
    getWeeklyTasks: build.query<WeekTaskStats[], WeeklyTasksArgs>({
      query: ({ secretaryId, month }) => ({ url: `/api/stats/secretary/${secretaryId}/tasks`, params: { month } }),
      transformResponse: unwrap<WeekTaskStats[]>,
      providesTags: FIGURES,
    }),
    /** The caller's tasks of one status, the nearest deadline first (GET /api/protocols/tasks). */
    getMyTasks: build.query<Paged<Task>, MyTasksArgs>({
      query: (params) => ({ url: '/api/protocols/tasks', params: { ...params, page: 1 } }),
      transformResponse: unwrap<Paged<Task>>,
      providesTags: [{ type: 'ProtocolTask', id: 'MINE' }, ...FIGURES],
    }),
  }),
});

export const {
  useGetTeamTotalsQuery,
  useGetSecretaryRowsQuery,
  useGetMeetingMarkersQuery,
  useGetSecretaryEntitiesQuery,
  useGetWeeklyTasksQuery,
  useGetMyTasksQuery,
} = statsApi;
