import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig, type Env } from '../config.ts';
import { buildApp } from '../app.ts';
import { checkAnswers } from './contract.ts';
import { migratedDatabaseFile } from './migrated-database.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/index.ts';
import type { Role } from '@protocolist/contracts/enums';

/**
 * A real app for API tests: the embedded database in memory, or, when TEST_DATABASE_URL is set, a fresh
 * PostgreSQL database made for this app and dropped on close.
 */
export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh PostgreSQL database on TEST_DATABASE_URL's server (or on `serverUrl`; dropped by `drop`), or null for
 * the embedded one.
 */
export async function createTestDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (!serverUrl) return null;
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pg's pool.end() resolves before its sockets have closed; forcing the drop at that moment kills
      // them mid-goodbye and surfaces as unhandled 57P01 errors. Wait for them to go first.
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(env: Env = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-test-'));
  const database = await createTestDatabase();
  const databaseUrl = database?.url;
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
    // An upload's own processing job waits for its page; tests that check it without the page set this lower.
    PROCESSING_AUTOSTART_SECONDS: '3600',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config, {
    inMemoryDatabase: true,
    databaseFrom: databaseUrl ? undefined : await migratedDatabaseFile(),
    logger: false,
  });
  checkAnswers(app);
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  role: Role;
}

let counter = 0;

/** Inserts a user directly and signs a token for it (tests of other modules need not go through login). */
export async function createUser(
  app: FastifyInstance,
  role: Role,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  counter += 1;
  const email = fields.email ?? `${role}${counter}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'secret123';
  const [row] = await app.db
    .insert(users)
    .values({
      full_name: `${role} ${counter}`,
      email,
      role,
      password_hash: await hashPassword(password),
      ...fields,
    })
    .returning();
  const { token } = await app.tokens.issue(row!.id);
  return { id: row!.id, email, password, token, role };
}

/** `app.inject` with the bearer token of `user` and Accept: application/json. */
export function api(app: FastifyInstance, user: TestUser | null, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: {
      accept: 'application/json',
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
      ...options.headers,
    },
  });
}
