import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { visible } from '../support/browser.ts';
import { settle } from '../layout/layout-checks.ts';
import { repoRoot } from '../support/server.ts';

interface WavModule {
  parseWavHeader(head: Buffer, fileSize: number): { dataOffset: number; dataBytes: number };
  wavHeader(dataBytes: number, sampleRate: number): Buffer;
}
// The server's WAV reader and writer, read at run time (the server's sources are not part of the e2e project).
const { parseWavHeader, wavHeader } = (await import(path.join(repoRoot, 'apps/server/src/pipeline/media/wav.ts'))) as WavModule;

const SPEECH_DIR = path.resolve(repoRoot, '../shared/speech/cv-ru');
/** Four Common Voice sentences (real Russian speech, 16 kHz mono). */
const CLIPS = ['common_voice_ru_18858598.wav', 'common_voice_ru_18879166.wav', 'common_voice_ru_18886581.wav', 'common_voice_ru_18897218.wav'];
const RATE = 16_000;
/** Silence before the first sentence and between sentences: the VAD ends an utterance on each. */
const PAUSE_SECONDS = 2;

/**
 * A WAV of sentences separated by pauses, for Chromium's fake microphone (`--use-file-for-fake-audio-capture`,
 * which plays it in a loop). Returns the file and where each sentence ends (seconds from the file's start).
 */
export function speechWithPauses(): { file: string; utteranceEnds: number[]; seconds: number } {
  const parts: Buffer[] = [];
  const silence = Buffer.alloc(PAUSE_SECONDS * RATE * 2);
  const utteranceEnds: number[] = [];
  let samples = 0;
  parts.push(silence);
  samples += silence.length / 2;
  for (const clip of CLIPS) {
    const wav = readFileSync(path.join(SPEECH_DIR, clip));
    const info = parseWavHeader(wav, wav.length);
    const pcm = wav.subarray(info.dataOffset, info.dataOffset + info.dataBytes);
    parts.push(pcm, silence);
    samples += pcm.length / 2;
    utteranceEnds.push(samples / RATE);
    samples += silence.length / 2;
  }
  const data = Buffer.concat(parts);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'protocolist-speech-')), 'speech.wav');
  writeFileSync(file, Buffer.concat([wavHeader(data.length, RATE), data]));
  return { file, utteranceEnds, seconds: samples / RATE };
}

export function fakeMicrophoneArgs(wav: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`, '--autoplay-policy=no-user-gesture-required'];
}

/** The generated GigaAM-CTC-shaped model with Silero VAD (as the server's own speech tests use). */
export const LIVE_SERVER_ENV = {
  GIGAAM_MODEL_DIR: path.join(repoRoot, 'apps/server/fixtures/speech/gigaam-ctc'),
  GIGAAM_THREADS: '1',
  JOB_POLL_SECONDS: '0.5',
};

export function studio(page: Page) {
  return page.getByTestId('recording-studio');
}

/** Opens the microphone (the Russian explanation first when the browser has not been allowed yet). */
export async function allowMicrophone(page: Page): Promise<void> {
  const controls = page.getByRole('meter', { name: 'Уровень звука' });
  // Allowed before (Chromium's fake media UI allows at once): the stream opens without asking.
  const opened = await controls.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!opened) await page.getByRole('button', { name: 'Разрешить доступ к микрофону' }).click();
  await visible(controls);
}

/** Seconds on the screen's timer (the recording's length so far). */
export async function elapsedSeconds(page: Page): Promise<number> {
  return Number(await page.getByTestId('elapsed').getAttribute('data-seconds'));
}

/** Seconds of audio kept in the browser or on the server. */
export async function keptSeconds(page: Page): Promise<number> {
  return Number(await studio(page).getAttribute('data-kept-seconds'));
}

export async function recordFor(page: Page, seconds: number): Promise<void> {
  const start = await elapsedSeconds(page);
  await expect.poll(() => elapsedSeconds(page), { timeout: (seconds + 10) * 1000 }).toBeGreaterThanOrEqual(start + seconds);
}

/** «Пауза», then the timer's reading (it stands still while paused). */
export async function pauseAndRead(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Пауза', exact: true }).click();
  await visible(page.getByTestId('recording-phase').getByText('Пауза'));
  return elapsedSeconds(page);
}

/** «Остановить и обработать», confirmed; the protocol page opens once the server has the recording. */
export async function stopRecording(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Остановить и обработать' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Остановить запись?' }));
  await dialog.getByRole('button', { name: 'Остановить и обработать' }).click();
  await page.waitForURL((url) => /^\/main\/protocols\/\d+$/.test(url.pathname), { waitUntil: 'commit', timeout: 60_000 });
}

/** Waits until the server holds every piece the page recorded: nothing is waiting in the browser. */
export async function allSent(page: Page, timeout = 60_000): Promise<void> {
  await expect.poll(async () => Number(await page.getByTestId('upload-status').getAttribute('data-pending')), { timeout }).toBe(0);
}

export async function screenshotAt(page: Page, name: string, widths: number[] = [390, 1440]): Promise<void> {
  const dir = path.join(os.tmpdir(), 'protocolist-recording');
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await settle(page);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
}
