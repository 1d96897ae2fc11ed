import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { api, createTestDatabase, createUser, type TestUser } from './test/app.ts';
import { freePort } from './test/server-process.ts';
import { DatabaseUnreachableError, openDatabase } from './db/client.ts';

/**
 * PostgreSQL stopped under a running app, and an app started before its PostgreSQL. The machine's PostgreSQL is
 * shared, so "stopped" is a TCP proxy in front of it that this test closes (connections cut, new ones refused)
 * and opens again on the same port.
 */
const SERVER = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A TCP proxy to PostgreSQL on a port of its own; `stop()` acts as a stopped server, `start()` as its return. */
function postgresProxy(port: number) {
  const upstream = new URL(SERVER);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  return {
    async start() {
      if (server) return;
      server = net.createServer((client) => {
        const target = net.connect(Number(upstream.port || 5432), upstream.hostname);
        for (const socket of [client, target]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            target.destroy();
          });
        }
        client.pipe(target).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
      server = null;
    },
  };
}

describe('PostgreSQL stopped and started again', () => {
  let fresh: { url: string; drop(): Promise<void> };
  let proxy: ReturnType<typeof postgresProxy>;
  let proxiedUrl: string;
  let app: FastifyInstance;
  let dataDir: string;
  let secretary: TestUser;

  beforeAll(async () => {
    fresh = (await createTestDatabase(SERVER))!;
    const port = await freePort();
    proxy = postgresProxy(port);
    await proxy.start();
    const url = new URL(fresh.url);
    url.host = `127.0.0.1:${port}`;
    proxiedUrl = url.toString();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-db-loss-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      WEB_DIST: '',
      LOG_LEVEL: 'silent',
      DATABASE_URL: proxiedUrl,
    });
    app = await buildApp(config, { logger: false });
    await app.ready();
    secretary = await createUser(app, 'secretary');
  });
  afterAll(async () => {
    await proxy.start();
    await app?.close();
    await proxy.stop();
    await fresh.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const protocolsList = () => api(app, secretary, { method: 'GET', url: '/api/protocols' });

  it('answers 503 in Russian with Retry-After while it is away, /readyz says so, and both recover by themselves', async () => {
    expect((await protocolsList()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', storage: 'ok', queue: 'ok' },
    });

    await proxy.stop();
    // For the moment until the process sees its LISTEN connection cut, it may still answer what it kept in memory
    // (db/data-changes.ts); from then on, nothing.
    await expect.poll(async () => (await protocolsList()).statusCode, { timeout: 2000, interval: 10 }).toBe(503);
    const lost = await protocolsList();
    expect(lost.statusCode).toBe(503);
    expect(lost.json().message).toBe('Сервис временно недоступен: нет связи с базой данных. Повторите через несколько секунд');
    expect(Number(lost.headers['retry-after'])).toBeGreaterThan(0);
    const created = await api(app, secretary, { method: 'POST', url: '/api/protocols', payload: { theme: 'Во время сбоя', event_date: '2026-11-10' } });
    expect(created.statusCode).toBe(503);
    const notReady = await app.inject({ method: 'GET', url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().checks.database).not.toBe('ok');
    expect(notReady.json().checks.queue).not.toBe('ok');
    expect(notReady.json().checks.storage).toBe('ok');
    // Liveness: the process itself is fine; restarting it would not bring the database back.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await proxy.start();
    await expect.poll(async () => (await protocolsList()).statusCode, { timeout: 15_000, interval: 250 }).toBe(200);
    await expect.poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 15_000, interval: 250 }).toBe(200);
  });

  it('waits at start for a database that is not up yet, saying so, and gives up with one clear error', async () => {
    await proxy.stop();
    const lines: string[] = [];
    const log = { warn: (_details: unknown, message: string) => lines.push(message), info: (message: string) => lines.push(message) };
    const opening = openDatabase({ url: proxiedUrl, dataDir: null, poolSize: 2, log, waitSeconds: 30 });
    await expect.poll(() => lines.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(lines[0]).toMatch(/^PostgreSQL at 127\.0\.0\.1:\d+\/test_\w+ is unreachable \(ECONNREFUSED\); waiting for it up to 30 s$/);
    await proxy.start();
    const database = await opening;
    expect((await database.executeSql('SELECT 41 + 1 AS answer')).rows[0]!.answer).toBe(42);
    expect(lines.at(-1)).toMatch(/is reachable; starting$/);
    await database.close();

    await proxy.stop();
    const error = await openDatabase({ url: proxiedUrl, dataDir: null, log, waitSeconds: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    expect((error as Error).message).toMatch(/unreachable \(ECONNREFUSED\); gave up after 1 s \(DATABASE_WAIT_SECONDS\)$/);
    await proxy.start();
  });
});
