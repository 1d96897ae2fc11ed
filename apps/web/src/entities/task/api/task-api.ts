import type { TaskStatus } from '@protocolist/contracts/enums';
import type { CreateTaskRequest, Task, UpdateTaskRequest } from '@protocolist/contracts/tasks';
import { baseApi, unwrap, type Paged } from '../../../shared/api';

/** GET /api/protocols/tasks: every task the reader may read, narrowed (one secretary's, a status, deadlines). */
export interface TaskListParams {
  page: number;
  limit: number;
  status?: TaskStatus;
  secretary_id?: number;
  as_of?: string;
  from?: string;
  to?: string;
}

export interface ProtocolTasksParams {
  protocolId: number;
  status?: TaskStatus | null;
  search?: string;
}

/** Tasks change the protocol's task count in the list and on its page, and the lists of tasks across protocols. */
const tasksOf = (protocolId: number) => [
  { type: 'ProtocolTask' as const, id: `protocol-${protocolId}` },
  // The lists across protocols: the secretary's «Поручения» and a manager's list of her tasks.
  { type: 'ProtocolTask' as const, id: 'LIST' },
  'Assignment' as const,
  { type: 'Protocol' as const, id: protocolId },
  { type: 'Protocol' as const, id: 'LIST' },
];

export const taskApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTaskList: build.query<Paged<Task>, TaskListParams>({
      query: (params) => ({ url: '/api/protocols/tasks', params: { ...params } }),
      transformResponse: unwrap<Paged<Task>>,
      providesTags: [{ type: 'ProtocolTask', id: 'LIST' }],
    }),
    getProtocolTasks: build.query<Task[], ProtocolTasksParams>({
      query: ({ protocolId, status, search }) => {
        const params: Record<string, string> = {};
        if (status) params.status = status;
        if (search?.trim()) params.search = search.trim();
        return { url: `/api/protocols/${protocolId}/tasks`, params };
      },
      transformResponse: unwrap<Task[]>,
      providesTags: (_result, _error, { protocolId }) => [{ type: 'ProtocolTask', id: `protocol-${protocolId}` }],
    }),
    createTask: build.mutation<Task, CreateTaskRequest & { protocolId: number }>({
      query: ({ protocolId, ...body }) => ({ url: `/api/protocols/${protocolId}/tasks`, method: 'POST', body }),
      transformResponse: unwrap<Task>,
      invalidatesTags: (_result, _error, { protocolId }) => tasksOf(protocolId),
    }),
    updateTask: build.mutation<Task, UpdateTaskRequest & { id: number; protocolId: number }>({
      query: ({ id, protocolId: _protocolId, ...body }) => ({ url: `/api/protocols/tasks/${id}`, method: 'PUT', body }),
      transformResponse: unwrap<Task>,
      invalidatesTags: (_result, _error, { protocolId }) => tasksOf(protocolId),
    }),
    deleteTask: build.mutation<void, { id: number; protocolId: number }>({
      query: ({ id }) => ({ url: `/api/protocols/tasks/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { protocolId }) => tasksOf(protocolId),
    }),
  }),
});

export const { useGetTaskListQuery, useGetProtocolTasksQuery, useCreateTaskMutation, useUpdateTaskMutation, useDeleteTaskMutation } = taskApi;
