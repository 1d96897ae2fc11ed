import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { sweepTmp } from './tmp-sweep.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the sweep of DATA_DIR/tmp', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-sweep-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Writes a file and dates it `ageMs` back. */
  function file(name: string, ageMs: number) {
    const full = path.join(dir, name);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'x');
    const when = new Date(Date.now() - ageMs);
    utimesSync(full, when, when);
    return full;
  }

  it('removes what has not changed for the given age, keeps what a live job still writes', async () => {
    file('chunk-dead', 2 * DAY_MS);
    file('process-7-dead/audio.wav', 2 * DAY_MS);
    const oldDir = path.join(dir, 'process-7-dead');
    utimesSync(oldDir, new Date(Date.now() - 2 * DAY_MS), new Date(Date.now() - 2 * DAY_MS));
    file('process-8-live/audio.wav', 2 * DAY_MS);
    file('process-8-live/transcript.json', 60_000);
    file('chunk-live', 60_000);
    expect(await sweepTmp(dir, DAY_MS)).toBe(2);
    expect(readdirSync(dir).sort()).toEqual(['chunk-live', 'process-8-live']);
  });

  it('on the embedded database, removes every leftover at start', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-sweep-app-'));
    mkdirSync(path.join(dataDir, 'tmp', 'process-3-x'), { recursive: true });
    writeFileSync(path.join(dataDir, 'tmp', 'process-3-x', 'audio.wav'), 'x');
    writeFileSync(path.join(dataDir, 'tmp', 'chunk-1'), 'x');
    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      expect(readdirSync(path.join(dataDir, 'tmp'))).toEqual(t.app.database.kind === 'pglite' ? [] : ['chunk-1', 'process-3-x']);
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
