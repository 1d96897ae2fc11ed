import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { reportConnectionLost, reportConnectionOk } from './connection';
import { selectToken, sessionEnded, tokenReceived } from './session-events';

export const REFRESH_URL = '/api/refresh';

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

export interface BaseQueryOptions {
  baseUrl?: string;
  fetchFn?: typeof fetch;
}

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 299;
}

/** Adds the bearer token (when there is one) and asks for JSON. */
export function createRawBaseQuery({ baseUrl = '', fetchFn }: BaseQueryOptions = {}): ApiBaseQuery {
  return fetchBaseQuery({
    baseUrl,
    fetchFn,
    validateStatus: (response) => isSuccessStatus(response.status),
    prepareHeaders: (headers, { getState }) => {
      const token = selectToken(getState());
      if (token) headers.set('Authorization', `Bearer ${token}`);
      headers.set('Accept', 'application/json');
      return headers;
    },
  });
}

function tokenOf(result: { data?: unknown }): string | null {
  const body = result.data as { data?: { token?: unknown }; token?: unknown } | undefined;
  const token = body?.data?.token ?? body?.token;
  return typeof token === 'string' && token ? token : null;
}

/**
 * On a 401 for a request that carried a token: one POST /api/refresh, then the original request once more.
 * Refresh tokens are single use, so concurrent 401s share one refresh instead of racing each other.
 * When no token comes back the session ends.
 */
export function createReauthBaseQuery(options: BaseQueryOptions = {}): ApiBaseQuery {
  const rawBaseQuery = createRawBaseQuery(options);
  let refreshing: Promise<boolean> | null = null;

  const refresh = async (api: Parameters<ApiBaseQuery>[1], extraOptions: object): Promise<boolean> => {
    const result = await rawBaseQuery({ url: REFRESH_URL, method: 'POST' }, api, extraOptions);
    const token = result.error ? null : tokenOf(result);
    if (token) {
      api.dispatch(tokenReceived(token));
      return true;
    }
    api.dispatch(sessionEnded());
    return false;
  };

  const sendOnce: ApiBaseQuery = async (args, api, extraOptions) => {
    const result = await rawBaseQuery(args, api, extraOptions);
    if (result.error?.status === 'FETCH_ERROR') reportConnectionLost();
    else reportConnectionOk();
    return result;
  };

  return async (args, api, extraOptions) => {
    const sentToken = selectToken(api.getState());
    const result = await sendOnce(args, api, extraOptions);
    if (result.error?.status !== 401 || !sentToken) return result;

    const currentToken = selectToken(api.getState());
    if (currentToken && currentToken !== sentToken) {
      // Someone else renewed the token while this request was in flight.
      return rawBaseQuery(args, api, extraOptions);
    }
    if (!currentToken) return result;

    refreshing ??= refresh(api, extraOptions).finally(() => {
      refreshing = null;
    });
    const renewed = await refreshing;
    return renewed ? rawBaseQuery(args, api, extraOptions) : result;
  };
}
