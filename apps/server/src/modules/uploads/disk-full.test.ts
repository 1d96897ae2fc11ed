import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { wavHeader } from '../../pipeline/media/wav.ts';
import { chunksOf } from '../../test/files.ts';
import { insertProtocol, sendChunk } from './test-fixtures.ts';

/**
 * A real full disk: DATA_DIR is a tmpfs of 8 MiB mounted for this test (CI runs as root). An upload too large for
 * it gets 507 in Russian and leaves nothing behind; one of 60 % of it fits, since assembly makes no second copy.
 */
const DISK_BYTES = 8 * 1024 * 1024;

/** A WAV file of noise: valid media (ffprobe accepts it) of any size. */
function wav(bytes: number): Buffer {
  const data = randomBytes(bytes);
  const header = wavHeader(bytes - 44, 16_000);
  header.copy(data);
  return data;
}

/** Every file under `dir`, relative. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('a full disk', () => {
  let dataDir: string;
  let t: TestApp;
  let secretary: TestUser;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-full-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_BYTES}`, 'tmpfs', dataDir]);
    t = await createTestApp({ DATA_DIR: dataDir, MAX_UPLOAD_BYTES: String(64 * 1024 * 1024) });
    secretary = await createUser(t.app, 'secretary');
  });
  afterAll(async () => {
    await t?.close();
    execFileSync('umount', [dataDir]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const status = async (protocolId: number) =>
    (await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocolId}/upload-chunks` })).json().data;

  it('answers 507 in Russian to a chunk that does not fit, and keeps nothing of it', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    const chunks = chunksOf(wav(12 * 1024 * 1024), 3 * 1024 * 1024);
    for (const index of [0, 1]) expect((await sendChunk(t.app, secretary, protocol.id, index, chunks.length, chunks[index]!)).statusCode).toBe(200);
    const full = await sendChunk(t.app, secretary, protocol.id, 2, chunks.length, chunks[2]!);
    expect(full.statusCode).toBe(507);
    expect(full.json().message).toBe('На сервере закончилось место: файл не сохранён. Сообщите администратору');
    // The chunks acknowledged before stay; the one that failed left neither a row nor bytes.
    expect((await status(protocol.id)).received).toEqual([0, 1]);
    expect(filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json().checks.storage).toBe('ENOSPC');

    // The secretary gives up on this file: space comes back.
    expect((await api(t.app, secretary, { method: 'DELETE', url: `/api/protocols/${protocol.id}` })).statusCode).toBeLessThan(300);
    expect(filesUnder(dataDir).filter((file) => file.startsWith('files/uploads'))).toEqual([]);
  });

  it('takes a file of 60 % of the free space: assembly writes no second copy', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    const video = wav(Math.floor(DISK_BYTES * 0.6));
    const chunks = chunksOf(video, 1024 * 1024);
    let last;
    for (const [index, chunk] of chunks.entries()) last = await sendChunk(t.app, secretary, protocol.id, index, chunks.length, chunk);
    expect(last!.statusCode).toBe(200);
    expect(last!.json().data.completed).toBe(true);
    expect(filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
    expect(filesUnder(path.join(dataDir, 'files')).filter((file) => file.startsWith('videos/'))).toHaveLength(1);
  });
});
