import { createApi } from '@reduxjs/toolkit/query/react';
import { CACHE_KEEP_UNUSED_SECONDS } from '@protocolist/contracts/constants';
import { createReauthBaseQuery } from './base-query';

export const API_TAGS = [
  'Me',
  'User',
  'Settings',
  'Keyword',
  'Meeting',
  'Protocol',
  'ProtocolMember',
  'ProtocolTask',
  'Assignment',
  'FinalProtocol',
  'Stats',
  'Speech',
  'Recording',
] as const;

/** The one API of the app; entities add their endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createReauthBaseQuery(),
  keepUnusedDataFor: CACHE_KEEP_UNUSED_SECONDS,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
