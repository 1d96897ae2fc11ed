import type { AcceptAllResult } from '@protocolist/contracts/suggestions';
import type { Task } from '@protocolist/contracts/tasks';
import { protocolApi } from '../../../entities/protocol';
import { baseApi, unwrap } from '../../../shared/api';

export interface TaskOverrides {
  essence?: string;
  responsible_id?: number;
  /** A person in no directory: the server makes them an external member and the responsible. */
  new_responsible_name?: string;
  deadline?: string;
}

interface SuggestionRef {
  protocolId: number;
  suggestionId: string;
}

type Kind = 'tasks' | 'members';

const pathOf = (kind: Kind, { protocolId, suggestionId }: SuggestionRef) =>
  `/api/protocols/${protocolId}/suggestions/${kind}/${encodeURIComponent(suggestionId)}`;

/** What a decision changes: the suggestion lists, tasks or members, and the counts in the list. */
const touched = (kind: Kind, protocolId: number) => [
  { type: 'Protocol' as const, id: protocolId },
  { type: 'Protocol' as const, id: 'LIST' },
  kind === 'tasks'
    ? { type: 'ProtocolTask' as const, id: `protocol-${protocolId}` }
    : { type: 'ProtocolMember' as const, id: protocolId },
];

/** The decided suggestion leaves the page at once instead of after the refetch. */
function dropFromCache(kind: Kind) {
  return async (
    { protocolId, suggestionId }: SuggestionRef,
    { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
  ) => {
    try {
      await queryFulfilled;
    } catch {
      return;
    }
    dispatch(
      protocolApi.util.updateQueryData('getProtocol', protocolId, (protocol) => {
        if (kind === 'tasks') protocol.suggested_tasks = protocol.suggested_tasks.filter((item) => item.id !== suggestionId);
        else protocol.suggested_members = protocol.suggested_members.filter((item) => item.id !== suggestionId);
      }),
    );
  };
}

export const suggestionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Creates the task; fields the secretary corrected replace the suggested ones. */
    acceptSuggestedTask: build.mutation<Task, SuggestionRef & { overrides?: TaskOverrides }>({
      query: ({ overrides, ...ref }) => ({ url: `${pathOf('tasks', ref)}/accept`, method: 'POST', body: overrides ?? {} }),
      transformResponse: unwrap<Task>,
      onQueryStarted: dropFromCache('tasks'),
      invalidatesTags: (_result, _error, { protocolId }) => touched('tasks', protocolId),
    }),
    dismissSuggestedTask: build.mutation<void, SuggestionRef>({
      query: (ref) => ({ url: pathOf('tasks', ref), method: 'DELETE' }),
      onQueryStarted: dropFromCache('tasks'),
      invalidatesTags: (_result, _error, { protocolId }) => touched('tasks', protocolId),
    }),
    acceptSuggestedMember: build.mutation<{ member_id: number }, SuggestionRef>({
      query: (ref) => ({ url: `${pathOf('members', ref)}/accept`, method: 'POST' }),
      transformResponse: unwrap<{ member_id: number }>,
      onQueryStarted: dropFromCache('members'),
      invalidatesTags: (_result, _error, { protocolId }) => touched('members', protocolId),
    }),
    /** «Принять все»: every member, and every task that has a person and a deadline; the message says what is left. */
    acceptAllSuggestions: build.mutation<{ result: AcceptAllResult; message: string }, number>({
      query: (protocolId) => ({ url: `/api/protocols/${protocolId}/suggestions/accept-all`, method: 'POST' }),
      transformResponse: (response: { data: AcceptAllResult; message: string }) => ({ result: response.data, message: response.message }),
      invalidatesTags: (_result, _error, protocolId) => [
        ...touched('tasks', protocolId),
        { type: 'ProtocolMember' as const, id: protocolId },
      ],
    }),
    dismissSuggestedMember: build.mutation<void, SuggestionRef>({
      query: (ref) => ({ url: pathOf('members', ref), method: 'DELETE' }),
      onQueryStarted: dropFromCache('members'),
      invalidatesTags: (_result, _error, { protocolId }) => touched('members', protocolId),
    }),
  }),
});

export const {
  useAcceptSuggestedTaskMutation,
  useDismissSuggestedTaskMutation,
  useAcceptSuggestedMemberMutation,
  useAcceptAllSuggestionsMutation,
  useDismissSuggestedMemberMutation,
} = suggestionsApi;
