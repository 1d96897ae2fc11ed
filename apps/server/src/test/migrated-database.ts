import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/client.ts';

let made: Promise<string> | null = null;

/**
 * A file holding an embedded database with every migration applied, for test apps to start from: a new PGlite
 * runs initdb and the migrations, some 1.5 s of CPU for each of the suite's ~90 test apps. Kept in the system's
 * temporary folder under a name that changes with the migrations and PGlite's version, so that every test process
 * of a run (and later runs) makes it once at most; made under a name of its own and renamed, so that processes
 * making it at the same time never read half of it.
 */
export function migratedDatabaseFile(): Promise<string> {
  made ??= make().catch((error: unknown) => {
    made = null;
    throw error;
  });
  return made;
}

async function make(): Promise<string> {
  const file = path.join(os.tmpdir(), `protocolist-test-database-${fingerprint()}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({ url: null, dataDir: null });
  try {
    const partial = `${file}.${randomUUID()}`;
    writeFileSync(partial, await database.dump!());
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

function fingerprint(): string {
  const hash = createHash('sha256');
  // PGlite's package.json is not among its exports: found from its entry point (dist/index.cjs).
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(JSON.parse(readFileSync(path.join(path.dirname(pgliteEntry), '../package.json'), 'utf8')).version);
  for (const entry of readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true }).filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    hash.update(path.relative(MIGRATIONS_FOLDER, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
