import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { signIn } from '../support/browser.ts';
import { callApi, createProtocol } from '../protocols/protocol-helpers.ts';
import { LIVE_SERVER_ENV, speechWithPauses } from './recording-helpers.ts';

interface Seed {
  recordingId: number;
  ownerId?: number;
  updatedAt?: number;
}

/** Takes and pieces as the recording screen keeps them (database «protocolist-recordings», version 1). */
async function seedRecordings(page: Page, seeds: Seed[]): Promise<void> {
  await page.evaluate(async (seeds) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('protocolist-recordings', 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore('pieces', { keyPath: ['recordingId', 'take', 'index'] });
        request.result.createObjectStore('takes', { keyPath: ['recordingId', 'take'] });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(['pieces', 'takes'], 'readwrite');
    for (const seed of seeds) {
      tx.objectStore('takes').put({ recordingId: seed.recordingId, take: 0, mimeType: 'audio/webm;codecs=opus', pieces: 1, seconds: 1, created: true, ownerId: seed.ownerId, updatedAt: seed.updatedAt });
      tx.objectStore('pieces').put({ recordingId: seed.recordingId, take: 0, index: 0, blob: new Blob(['piece']), sha256: 'x' });
    }
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, seeds);
}

/** The recordings with takes, and with pieces, kept in the browser. */
async function keptRecordings(page: Page): Promise<{ takes: number[]; pieces: number[] }> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('protocolist-recordings', 1);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = (store: string) =>
      new Promise<{ recordingId: number }[]>((resolve) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as { recordingId: number }[]);
      });
    const ids = (rows: { recordingId: number }[]) => [...new Set(rows.map((row) => row.recordingId))].sort((a, b) => a - b);
    const kept = { takes: ids(await all('takes')), pieces: ids(await all('pieces')) };
    db.close();
    return kept;
  });
}

describe('recordings left in the browser (issue 27)', () => {
  const e2e = useE2E({ serverEnv: LIVE_SERVER_ENV });

  test('on sign-in the browser drops the pieces of recordings the server has finished or deleted, and of ones idle for 30 days; it keeps the rest', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary({ full_name: 'Смирнова Ольга' });
    const token = await api.login(secretary.email, secretary.password);
    const openRecording = async (theme: string) => {
      const protocol = await createProtocol(api, token, { theme });
      const recording = await callApi<{ id: number }>(api, 'POST', `/api/protocols/${protocol.id}/recording`, token);
      return { protocolId: protocol.id, recordingId: recording.id };
    };

    // Finished on the server: a take of real speech sent and stopped.
    const finished = await openRecording('Остановленная запись');
    await callApi(api, 'POST', `/api/recordings/${finished.recordingId}/takes`, token, { mime_type: 'audio/webm;codecs=opus', take: 0 });
    const webm = path.join(mkdtempSync(path.join(os.tmpdir(), 'cleanup-')), 'take.webm');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', speechWithPauses().file, '-t', '4', '-c:a', 'libopus', '-b:a', '32k', webm]);
    const bytes = readFileSync(webm);
    const put = await fetch(`${api.baseUrl}/api/recordings/${finished.recordingId}/takes/0/pieces/0`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'x-piece-sha256': createHash('sha256').update(bytes).digest('hex') },
      body: bytes,
    });
    expect(put.status).toBe(200);
    await callApi(api, 'POST', `/api/recordings/${finished.recordingId}/stop`, token, { takes: [{ take: 0, pieces: 1 }] });
    await expect
      .poll(async () => (await callApi<{ state: string }>(api, 'GET', `/api/recordings/${finished.recordingId}`, token)).state, { timeout: 90_000 })
      .toBe('stopped');

    // Deleted: its protocol was removed.
    const deleted = await openRecording('Удалённый протокол');
    await callApi(api, 'DELETE', `/api/protocols/${deleted.protocolId}`, token);
    const live = await openRecording('Идущая запись');
    const idle = await openRecording('Брошенная запись');
    const now = Date.now();
    const DAY = 24 * 60 * 60 * 1000;

    await page.goto('/favicon.svg');
    await seedRecordings(page, [
      { recordingId: finished.recordingId, ownerId: secretary.id, updatedAt: now },
      { recordingId: deleted.recordingId, ownerId: secretary.id, updatedAt: now },
      // The server does not know it either, but another user of this computer recorded it: hers to send.
      { recordingId: deleted.recordingId + 1000, ownerId: secretary.id + 1000, updatedAt: now },
      { recordingId: live.recordingId, ownerId: secretary.id, updatedAt: now - 29 * DAY },
      { recordingId: idle.recordingId, ownerId: secretary.id, updatedAt: now - 31 * DAY },
    ]);
    await signIn(page, api, secretary, '/main');
    const expected = [live.recordingId, deleted.recordingId + 1000].sort((a, b) => a - b);
    await expect.poll(async () => (await keptRecordings(page)).takes, { timeout: 30_000 }).toEqual(expected);
    expect((await keptRecordings(page)).pieces).toEqual(expected);
  }, 240_000);
});
