import { configureStore, createReducer } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { createRawBaseQuery } from './base-query';
import { isOnline, reportConnectionOk } from './connection';
import { sendJson } from './send-json';

const BASE = 'http://api.test';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A server stand-in answering every request with `respond()`, recording what it was sent. */
function server(respond: () => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetchFn = (async (input: RequestInfo) => {
    const request = input as Request;
    seen.push({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
    });
    return respond();
  }) as typeof fetch;
  return { seen, fetchFn };
}

function apiWithToken(token: string | null): BaseQueryApi {
  const store = configureStore({ reducer: { auth: createReducer({ token }, () => {}) } });
  return {
    signal: new AbortController().signal,
    abort: () => {},
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type: 'mutation',
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const answers: [string, () => Response | Promise<Response>][] = [
  ['200 with an envelope', () => json(200, { status: 'success', message: '', data: { token: 't' }, errors: {} })],
  ['204 without a body', () => new Response(null, { status: 204 })],
  ['401 wrong credentials', () => json(401, { status: 'error', message: 'Неверный e-mail или пароль', data: {}, errors: {} })],
  ['422 with field errors', () => json(422, { status: 'error', message: 'Проверьте поля', data: {}, errors: { email: ['Неверный формат e-mail'] } })],
  ['429 too many attempts', () => json(429, { status: 'error', message: 'Слишком много попыток входа. Повторите через 15 минут', data: {}, errors: {} })],
  ['502 from a proxy, not JSON', () => new Response('<html>Bad Gateway</html>', { status: 502 })],
  ['200 that is not JSON', () => new Response('not json', { status: 200 })],
  ['no connection', () => Promise.reject(new TypeError('Failed to fetch'))],
];

describe('sendJson (the sign-in requests) answers as fetchBaseQuery does', () => {
  it.each(answers)('%s', async (_name, respond) => {
    for (const token of [null, 'abc']) {
      const request = { url: '/api/login', method: 'POST', body: { email: 'a@b.c', password: 'x' } };
      const viaRtk = server(respond);
      const rtk = await createRawBaseQuery({ baseUrl: BASE, fetchFn: viaRtk.fetchFn })(request, apiWithToken(token), {});
      const ours = server(respond);
      const outcome = await sendJson({ ...request, url: `${BASE}${request.url}`, token }, ours.fetchFn).then(
        (data) => ({ data }),
        (error: unknown) => ({ error }),
      );
      expect(outcome).toEqual('error' in rtk ? { error: rtk.error } : { data: rtk.data });
      expect(ours.seen).toEqual(viaRtk.seen);
    }
  });

  it('sends a GET without a body and reports the connection as fetchBaseQuery does', async () => {
    const viaRtk = server(() => json(200, { data: { id: 1 } }));
    await createRawBaseQuery({ baseUrl: BASE, fetchFn: viaRtk.fetchFn })('/api/me', apiWithToken('abc'), {});
    const ours = server(() => json(200, { data: { id: 1 } }));
    await sendJson({ url: `${BASE}/api/me`, token: 'abc' }, ours.fetchFn);
    expect(ours.seen).toEqual(viaRtk.seen);

    reportConnectionOk();
    await expect(sendJson({ url: `${BASE}/api/me` }, server(() => Promise.reject(new TypeError('x'))).fetchFn)).rejects.toMatchObject({
      status: 'FETCH_ERROR',
    });
    expect(isOnline()).toBe(false);
    await sendJson({ url: `${BASE}/api/me` }, server(() => json(200, {})).fetchFn);
    expect(isOnline()).toBe(true);
  });
});
