import { configureStore, createReducer } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { createReauthBaseQuery, REFRESH_URL } from './base-query';
import { sessionEnded, tokenReceived } from './session-events';

const BASE = 'http://api.test';

/** A stand-in session store: the real one lives in a higher layer. */
function sessionStore(token: string | null) {
  const auth = createReducer({ token, ended: false }, (builder) =>
    builder
      .addCase(tokenReceived, (state, action) => ({ ...state, token: action.payload }))
      .addCase(sessionEnded, () => ({ token: null, ended: true })),
  );
  return configureStore({ reducer: { auth } });
}

function apiOf(store: ReturnType<typeof sessionStore>): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => {},
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}

interface Call {
  url: string;
  method: string;
  authorization: string | null;
  accept: string | null;
}

type Handler = (call: Call) => Response | Promise<Response>;

function fakeFetch(handler: Handler) {
  const calls: Call[] = [];
  const fetchFn = (async (input: RequestInfo) => {
    const request = input as Request;
    const call = {
      url: request.url.replace(BASE, ''),
      method: request.method,
      authorization: request.headers.get('Authorization'),
      accept: request.headers.get('Accept'),
    };
    calls.push(call);
    return handler(call);
  }) as typeof fetch;
  return { calls, fetchFn };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (data: unknown, message = '') => ({ status: 'success', message, data, errors: {} });
const unauthorized = () => json(401, { status: 'error', message: 'Требуется вход в систему', data: {}, errors: {} });

describe('re-auth base query', () => {
  it('sends the bearer token and Accept: application/json', async () => {
    const store = sessionStore('t1');
    const { calls, fetchFn } = fakeFetch(() => json(200, envelope({ id: 1 })));
    const result = await createReauthBaseQuery({ baseUrl: BASE, fetchFn })('/api/me', apiOf(store), {});
    expect(result.data).toEqual(envelope({ id: 1 }));
    expect(calls).toEqual([{ url: '/api/me', method: 'GET', authorization: 'Bearer t1', accept: 'application/json' }]);
  });

  it('treats any 2xx as success and other statuses as errors', async () => {
    const store = sessionStore('t1');
    const statuses = [201, 204, 299, 300, 422];
    const { fetchFn } = fakeFetch(() => {
      const status = statuses.shift()!;
      return status === 204 ? new Response(null, { status }) : json(status, envelope({}));
    });
    const query = createReauthBaseQuery({ baseUrl: BASE, fetchFn });
    const outcomes = [];
    for (let i = 0; i < 5; i += 1) outcomes.push(!(await query('/api/x', apiOf(store), {})).error);
    expect(outcomes).toEqual([true, true, true, false, false]);
  });

  it('on 401 refreshes once, stores the new token and retries the request once', async () => {
    const store = sessionStore('old');
    const { calls, fetchFn } = fakeFetch((call) => {
      if (call.url === REFRESH_URL) return json(200, envelope({ token: 'new' }));
      return call.authorization === 'Bearer new' ? json(200, envelope({ ok: true })) : unauthorized();
    });
    const result = await createReauthBaseQuery({ baseUrl: BASE, fetchFn })('/api/users', apiOf(store), {});
    expect(result.data).toEqual(envelope({ ok: true }));
    expect(store.getState().auth.token).toBe('new');
    expect(calls.map((c) => [c.method, c.url, c.authorization])).toEqual([
      ['GET', '/api/users', 'Bearer old'],
      ['POST', REFRESH_URL, 'Bearer old'],
      ['GET', '/api/users', 'Bearer new'],
    ]);
  });

  it('does not loop when the retried request is refused again', async () => {
    const store = sessionStore('old');
    const { calls, fetchFn } = fakeFetch((call) =>
      call.url === REFRESH_URL ? json(200, envelope({ token: 'new' })) : unauthorized(),
    );
    const result = await createReauthBaseQuery({ baseUrl: BASE, fetchFn })('/api/users', apiOf(store), {});
    expect(result.error?.status).toBe(401);
    expect(calls).toHaveLength(3);
  });

  it('ends the session when the refresh brings no token', async () => {
    const store = sessionStore('expired');
    const { calls, fetchFn } = fakeFetch(() => unauthorized());
    const result = await createReauthBaseQuery({ baseUrl: BASE, fetchFn })('/api/me', apiOf(store), {});
    expect(result.error?.status).toBe(401);
    expect(store.getState().auth).toEqual({ token: null, ended: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/me', REFRESH_URL]);
  });

  it('does not try to refresh a request sent without a token (wrong credentials on login)', async () => {
    const store = sessionStore(null);
    const { calls, fetchFn } = fakeFetch(() => json(401, { status: 'error', message: 'Неверный e-mail или пароль', data: {}, errors: {} }));
    const result = await createReauthBaseQuery({ baseUrl: BASE, fetchFn })(
      { url: '/api/login', method: 'POST', body: { email: 'a@b.c', password: 'x' } },
      apiOf(store),
      {},
    );
    expect(result.error).toMatchObject({ status: 401, data: { message: 'Неверный e-mail или пароль' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.authorization).toBeNull();
    expect(store.getState().auth.ended).toBe(false);
  });

  it('shares one refresh between concurrent 401s (refresh tokens are single use)', async () => {
    const store = sessionStore('old');
    let refreshes = 0;
    const { calls, fetchFn } = fakeFetch(async (call) => {
      if (call.url === REFRESH_URL) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return refreshes === 1 ? json(200, envelope({ token: 'new' })) : unauthorized();
      }
      return call.authorization === 'Bearer new' ? json(200, envelope(call.url)) : unauthorized();
    });
    const query = createReauthBaseQuery({ baseUrl: BASE, fetchFn });
    const results = await Promise.all(['/api/a', '/api/b', '/api/c'].map((url) => query(url, apiOf(store), {})));
    expect(results.map((r) => r.data)).toEqual([envelope('/api/a'), envelope('/api/b'), envelope('/api/c')]);
    expect(refreshes).toBe(1);
    expect(calls.filter((c) => c.authorization === 'Bearer new')).toHaveLength(3);
    expect(store.getState().auth.token).toBe('new');
  });
});
