import type {
  SpeechCheckResult,
  SpeechEngineChoice,
  SpeechModel,
  SpeechModelEvent,
  SpeechOverview,
  SpeechReadiness,
} from '@protocolist/contracts/speech';
import { baseApi, unwrap } from '../../../shared/api';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

export type { SpeechCheckResult, SpeechEngineChoice, SpeechModel, SpeechOverview, SpeechReadiness };

export const speechApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSpeech: build.query<SpeechOverview, void>({
      query: () => '/api/speech',
      transformResponse: unwrap<SpeechOverview>,
      providesTags: ['Speech'],
    }),
    getSpeechEngines: build.query<SpeechEngineChoice[], void>({
      query: () => '/api/speech/engines',
      transformResponse: unwrap<SpeechEngineChoice[]>,
    }),
    getSpeechReadiness: build.query<SpeechReadiness, void>({
      query: () => '/api/speech/readiness',
      transformResponse: unwrap<SpeechReadiness>,
      providesTags: ['Speech'],
    }),
    downloadModel: build.mutation<SpeechModel, string>({
      query: (id) => ({ url: `/api/speech/models/${id}/download`, method: 'POST' }),
      transformResponse: unwrap<SpeechModel>,
      invalidatesTags: ['Speech'],
    }),
    uploadModelArchive: build.mutation<SpeechModel, { id: string; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `/api/speech/models/${id}/archive`, method: 'POST', body };
      },
      transformResponse: unwrap<SpeechModel>,
      invalidatesTags: ['Speech'],
    }),
    deleteModel: build.mutation<SpeechModel, string>({
      query: (id) => ({ url: `/api/speech/models/${id}`, method: 'DELETE' }),
      transformResponse: unwrap<SpeechModel>,
      invalidatesTags: ['Speech'],
    }),
    setActiveModel: build.mutation<SpeechOverview, string>({
      query: (id) => ({ url: '/api/speech/active-model', method: 'PUT', body: { model_id: id } }),
      transformResponse: unwrap<SpeechOverview>,
      invalidatesTags: ['Speech'],
    }),
    checkSpeech: build.mutation<SpeechCheckResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/api/speech/check', method: 'POST', body };
      },
      transformResponse: unwrap<SpeechCheckResult>,
    }),
  }),
});

export const {
  useGetSpeechQuery,
  useGetSpeechEnginesQuery,
  useGetSpeechReadinessQuery,
  useDownloadModelMutation,
  useUploadModelArchiveMutation,
  useDeleteModelMutation,
  useSetActiveModelMutation,
  useCheckSpeechMutation,
} = speechApi;

/**
 * A model event from the event stream: the row moves in place (progress) and readiness follows. The dispatch reads
 * the API's own slice of the root state, which this layer cannot name.
 */
export function applySpeechModelEvent(dispatch: ThunkDispatch<any, unknown, UnknownAction>, event: SpeechModelEvent): void {
  dispatch(
    speechApi.util.updateQueryData('getSpeech', undefined, (overview) => {
      const index = overview.models.findIndex((model) => model.id === event.model.id);
      if (index >= 0) overview.models[index] = event.model;
      overview.ready = event.ready;
      if (event.ready) overview.notice = null;
    }),
  );
  dispatch(
    speechApi.util.updateQueryData('getSpeechReadiness', undefined, (readiness) => {
      readiness.ready = event.ready;
      if (event.ready) readiness.notice = null;
    }),
  );
}
