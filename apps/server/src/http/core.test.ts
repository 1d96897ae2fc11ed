import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, api, type TestApp } from '../test/app.ts';

describe('server core', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the health check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('renders 401 and unknown API paths in the envelope', async () => {
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toEqual({ status: 'error', message: 'Требуется вход в систему', data: {}, errors: {} });
    const user = await createUser(t.app, 'secretary');
    const missing = await api(t.app, user, { method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe('error');
  });

  it('serves the OpenAPI document without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
