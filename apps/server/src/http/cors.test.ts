import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

describe('CORS', () => {
  let open: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    [open, closed] = await Promise.all([createTestApp({ CORS_ORIGIN: 'https://app.example.org' }), createTestApp()]);
  });
  afterAll(() => Promise.all([open.close(), closed.close()]));

  it('answers the preflight of a listed origin and marks its responses', async () => {
    const preflight = await open.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://app.example.org', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.org');
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
    const response = await open.app.inject({ method: 'GET', url: '/api/me', headers: { origin: 'https://app.example.org' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe('https://app.example.org');
  });

  it('says nothing to other origins, and nothing at all when CORS_ORIGIN is unset', async () => {
    const other = await open.app.inject({ method: 'GET', url: '/api/me', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const off = await closed.app.inject({ method: 'GET', url: '/api/me', headers: { origin: 'https://app.example.org' } });
    expect(off.headers['access-control-allow-origin']).toBeUndefined();
  });
});
