import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp } from './test/app.ts';
import { users } from './db/schema.ts';
import { loggerOptions, queryName } from './logging.ts';

describe('what the logs keep of an error', () => {
  it('names a failed query by its verb and table and keeps its SQLSTATE, never its text, values or the server detail', async () => {
    const t = await createTestApp();
    try {
      const secret = 'Секретная-реплика-участника-5e1f';
      await t.app.db.insert(users).values({ full_name: 'А', email: 'dup@example.com', role: 'secretary', password_hash: 'x' });
      const error = await t.app.db
        .insert(users)
        .values({ full_name: secret, email: 'dup@example.com', role: 'secretary', password_hash: 'token-id-777' })
        .catch((e: unknown) => e);
      expect(String((error as Error).message)).toContain(secret); // what would have been logged

      const lines: string[] = [];
      const sink = new Writable({
        write(line, _encoding, done) {
          lines.push(String(line));
          done();
        },
      });
      const logger = Fastify({ logger: { ...(loggerOptions('info') as object), stream: sink } }).log;
      logger.error({ err: error }, 'unhandled error');
      const logged = lines.join('');
      expect(logged).not.toContain(secret);
      expect(logged).not.toContain('token-id-777');
      expect(logged).not.toContain('dup@example.com');
      const { err } = JSON.parse(logged);
      expect(err.message).toBe('failed query: insert "users"');
      expect(err.cause.code).toBe('23505');
      expect(err.stack).toMatch(/^\n {4}at /);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('reads the verb and table of a statement', () => {
    expect(queryName('select "id" from "protocols" where "id" = $1')).toBe('select "protocols"');
    expect(queryName('update "upload_chunks" set "heartbeat_at" = now()')).toBe('update "upload_chunks"');
    expect(queryName('delete from "sessions" where token = $1')).toBe('delete "sessions"');
    expect(queryName('SELECT 1')).toBe('select');
  });
});
