import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { ApiClient } from '../support/api.ts';
import { gate } from '../support/browser.ts';
import { repoRoot } from '../support/server.ts';
import { callApi, createPerson } from '../protocols/protocol-helpers.ts';

const MEETING_DIR = path.resolve(repoRoot, '../shared/meetings/zakupki');
export const MEETING_VIDEO = path.join(MEETING_DIR, 'meeting.mp4');
export const MEETING_SUBTITLES = path.join(MEETING_DIR, 'meeting.vtt');

/** 256 KiB chunks: the 1.8 MB meeting goes up in 7 chunks, so parallel sending and resuming are exercised. */
export const TEST_CHUNK_BYTES = 256 * 1024;
export const MEETING_CHUNKS = 7;

/** The server decides from the subtitles alone, so processing is quick and needs no speech model. */
export const VIDEO_SERVER_ENV = { ASR_ENGINE: 'subtitles', JOB_POLL_SECONDS: '0.5', PROCESSING_RETRY_DELAY_SECONDS: '1' };

/** Sets the chunk-size override before the app starts (signIn keeps other localStorage keys). */
export async function useSmallChunks(page: Page): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((bytes) => localStorage.setItem('uploadChunkBytes', String(bytes)), TEST_CHUNK_BYTES);
}

/** Picks files through the browser's file chooser that a click on `trigger` opens. */
export async function chooseFiles(page: Page, trigger: Locator, files: string | string[]): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), trigger.click()]);
  await chooser.setFiles(files);
}

/**
 * Lets the first `passing` chunk requests through and holds the rest until `release()`: the test can look at
 * the upload half-way. Returns how many chunk requests the page has sent so far.
 */
export async function holdChunksAfter(page: Page, passing: number) {
  const held = gate();
  let sent = 0;
  let cut = false;
  await page.route('**/api/protocols/*/upload-chunks', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent += 1;
    if (sent > passing) await held.wait;
    // Errors: the page that sent the request may be gone (reloaded) meanwhile.
    return (cut ? route.abort('internetdisconnected') : route.continue()).catch(() => {});
  });
  return {
    release: held.open,
    /** The held chunks (and any sent later) never reach the server: the connection is lost. */
    cut: () => {
      cut = true;
      held.open();
    },
    sent: () => sent,
  };
}

/** Like `visible`, with its own time limit (processing takes longer than a click). */
export async function visibleWithin(locator: Locator, timeout: number): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

export function videoElement(page: Page): Locator {
  return page.getByTestId('protocol-video');
}

export async function waitForMetadata(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="protocol-video"]');
    return !!video && video.readyState >= HTMLMediaElement.HAVE_METADATA;
  });
}

export function currentTime(page: Page): Promise<number> {
  return videoElement(page).evaluate((video) => (video as HTMLVideoElement).currentTime);
}

export function activeSegment(page: Page): Locator {
  return page.locator('[data-testid="transcript-segment"][data-active="true"]');
}

/** Screenshots for looking at the screens by hand: E2E_SCREENSHOTS=1. */
export async function screenshot(page: Page, name: string, part?: Locator): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  const file = path.join(repoRoot, 'test-results', 'video', `${name}.png`);
  await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file }));
}

async function upload(api: ApiClient, token: string, url: string, fields: Record<string, string>, file: { field: string; path: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, new Blob([await readFile(file.path)], { type: file.type }), path.basename(file.path));
  const response = await fetch(`${api.baseUrl}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, body: form });
  if (!response.ok) throw new Error(`${url} → ${response.status}: ${await response.text()}`);
}

/**
 * The sample meeting as a secretary leaves it, through the API (server started with VIDEO_SERVER_ENV): video and
 * subtitles processed, the suggested tasks accepted unless `acceptSuggestions` is false.
 */
export async function processedMeeting(api: ApiClient, token: string, { acceptSuggestions = true } = {}): Promise<number> {
  for (const name of ['Иванов Сергей Петрович', 'Кузнецов Дмитрий Андреевич', 'Попова Елена Викторовна']) await createPerson(api, token, name);
  const protocol = await callApi<{ id: number }>(api, 'POST', '/api/protocols', token, { theme: 'Планёрка отдела закупок', event_date: '2026-11-10' });
  await upload(api, token, `/api/protocols/${protocol.id}/upload-chunks`, { total_chunks: '1', chunk_index: '0' }, { field: 'video', path: MEETING_VIDEO, type: 'video/mp4' });
  await upload(api, token, `/api/protocols/${protocol.id}/subtitles`, {}, { field: 'file', path: MEETING_SUBTITLES, type: 'text/vtt' });
  await callApi(api, 'POST', `/api/protocols/${protocol.id}/process-video`, token);
  let stage = '';
  for (let waited = 0; waited < 60_000 && stage !== 'success_video_process'; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    stage = (await callApi<{ stage: string }>(api, 'GET', `/api/protocols/${protocol.id}`, token)).stage;
    if (stage === 'error_video_process') throw new Error('processing failed');
  }
  if (!acceptSuggestions) return protocol.id;
  const { suggested_tasks: suggested } = await callApi<{ suggested_tasks: { id: string }[] }>(api, 'GET', `/api/protocols/${protocol.id}`, token);
  for (const task of suggested) await callApi(api, 'POST', `/api/protocols/${protocol.id}/suggestions/tasks/${task.id}/accept`, token, {});
  return protocol.id;
}
