// Live recording (issue 27): a long real-speech recording played in real time through Chromium's fake microphone
// into the recording screen (MediaRecorder, 1 s pieces, IndexedDB, the resumable upload), against the real server
// (its own process, embedded database) and the generated GigaAM-CTC-shaped model with Silero VAD.
//   npm run build; source scripts/node24.sh; node bench/live.mjs [--minutes 10 --model <gigaam dir> --threads 1
//                                                                  --no-baseline]
// Prints, for every utterance: its end (the segment's end on the recording's clock, from the moment recording
// started) → its text on the screen, p50 and p95, with the engine's own time per utterance apart (the server's
// «live segment recognised» log lines); baseline measured in the same run: the same segments' arrival over the
// event stream (GET /api/events read by this process), so the ratio is what the page adds. Then «Остановить»
// (confirmed) → the protocol at «Видео обработано» (with the server's own decode/join phases), against a second
// baseline: the same recording processed the way an uploaded file is (POST process-video, full recognition).
// And the server's CPU share while recording (the server process and its ffmpeg/recogniser children, from /proc).
/* global window, document, MutationObserver -- the page.evaluate callbacks run in the browser */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { freePort, ServerProcess } from '../apps/server/src/test/server-process.ts';
import { ApiClient } from '../e2e/support/api.ts';
import { signIn } from '../e2e/support/browser.ts';
import { CHROMIUM_ARGS } from '../e2e/support/e2e.ts';
import { ADMIN } from '../e2e/support/server.ts';
import { fakeMicrophoneArgs } from '../e2e/recording/recording-helpers.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    model: { type: 'string', default: path.join(root, 'apps/server/fixtures/speech/gigaam-ctc') },
    threads: { type: 'string', default: '1' },
    'no-baseline': { type: 'boolean', default: false },
  },
});
const minutes = Number(args.minutes);
const quantile = (values, q) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value) => `${Math.round(value)} ms`;
const sleep = (delay) => new Promise((resolve) => setTimeout(resolve, delay));

// --- The speech: every clip of ../shared/speech with 1.2 s pauses, looped up to the asked length (PCM WAV for Chromium).
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-live-'));
const speechDir = path.join(root, '../shared/speech');
const clips = ['cv-ru', 'voxforge-ru'].flatMap((dir) =>
  readdirSync(path.join(speechDir, dir))
    .filter((file) => file.endsWith('.wav'))
    .map((file) => path.join(speechDir, dir, file)),
);
const pause = path.join(work, 'pause.wav');
execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '1.2', '-c:a', 'pcm_s16le', pause]);
const list = [];
let seconds = 0;
for (let i = 0; seconds < minutes * 60 + 30; i++) {
  const clip = clips[i % clips.length];
  list.push(`file '${clip}'`, `file '${pause}'`);
  seconds += Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', clip], { encoding: 'utf8' })) + 1.2;
}
writeFileSync(path.join(work, 'list.txt'), list.join('\n'));
const wav = path.join(work, 'meeting.wav');
execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', path.join(work, 'list.txt'), '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', wav]);

// --- The server (its own process, so its CPU time is its own) and a secretary with a protocol.
const port = await freePort();
const server = new ServerProcess(path.join(work, 'data'), port, {
  WEB_DIST: path.join(root, 'apps/web/dist'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  GIGAAM_MODEL_DIR: args.model,
  GIGAAM_THREADS: args.threads,
  JOB_POLL_SECONDS: '0.2',
  LOG_LEVEL: 'info',
});
// The engine's own time per utterance and the stop's phases, from the server's log lines.
const engineMs = new Map();
const stopPhases = {};
let logBuffer = '';
server.onOutput((text) => {
  logBuffer += text;
  let end;
  while ((end = logBuffer.indexOf('\n')) >= 0) {
    const line = logBuffer.slice(0, end);
    logBuffer = logBuffer.slice(end + 1);
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.msg === 'live segment recognised') engineMs.set(entry.segment, { engineMs: entry.engineMs, endMs: entry.utteranceEndMs });
      if (entry.msg === 'recording joined') Object.assign(stopPhases, entry, { loggedAt: entry.time });
    } catch {
      // not a log line of ours
    }
  }
});
await server.start();
const api = new ApiClient(server.base);
const { secretary } = await api.createSecretary();
const token = await api.login(secretary.email, secretary.password);
const protocol = (await api.call('POST', '/api/protocols', token, { theme: 'Планёрка', event_date: '2026-11-10' })).body.data;

/** CPU milliseconds of this process's children (the server and what it runs), ended ones included. */
function childrenCpuMs() {
  const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  let ticks = 0;
  for (const pid of children) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime, stime, cutime, cstime (fields 14–17 of stat; the ones after the name start at 3).
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // a child that has just ended
    }
  }
  return (ticks * 1000) / 100;
}

// --- Baseline: the segments as the event stream delivers them to a plain reader.
const streamed = new Map();
const events = new AbortController();
void (async () => {
  const response = await fetch(`${server.base}/api/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: events.signal });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!frame.includes('event: recording.segment')) continue;
      const data = JSON.parse(frame.split('\n').find((line) => line.startsWith('data: ')).slice(6));
      if (!streamed.has(data.segment.id)) streamed.set(data.segment.id, { at: Date.now(), end: data.segment.end });
    }
  }
})().catch(() => {});

// --- The browser: the recording screen, a MutationObserver noting when each segment's text shows.
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...fakeMicrophoneArgs(wav)] });
const page = await (await browser.newContext({ baseURL: server.base, locale: 'ru-RU', viewport: { width: 1280, height: 800 } })).newPage();
await signIn(page, api, secretary, `/main/protocols/${protocol.id}/recording`);
await page.getByRole('meter', { name: 'Уровень звука' }).waitFor({ timeout: 30_000 });
await page.evaluate(() => {
  window.__shown = {};
  new MutationObserver(() => {
    for (const item of document.querySelectorAll('[data-testid="live-segment"]')) {
      const key = `${item.getAttribute('data-start')}`;
      window.__shown[key] ??= { at: Date.now(), end: Number(item.getAttribute('data-end')) };
    }
  }).observe(document.body, { childList: true, subtree: true });
});
const cpuStart = childrenCpuMs();
const recordStart = Date.now();
await page.getByRole('button', { name: 'Начать запись' }).click();
console.log(`recording ${minutes} min of speech in real time (${clips.length} clips looped with pauses)…`);
await sleep(minutes * 60_000);
const recordingWall = Date.now() - recordStart;
const cpuShare = (childrenCpuMs() - cpuStart) / recordingWall;

// The stop request as the page sends it: when it leaves (the last piece recorded, stored and sent first) and its 202.
const stopRequest = {};
page.on('request', (request) => {
  if (request.method() === 'POST' && request.url().endsWith('/stop')) stopRequest.sentAt ??= Date.now();
});
page.on('response', (response) => {
  if (response.request().method() === 'POST' && response.url().endsWith('/stop') && response.status() === 202) stopRequest.acceptedAt ??= Date.now();
});
const stopAt = Date.now();
await page.getByRole('button', { name: 'Остановить и обработать' }).click();
await page.getByRole('dialog', { name: 'Остановить запись?' }).getByRole('button', { name: 'Остановить и обработать' }).click();
for (;;) {
  const { body } = await api.call('GET', `/api/protocols/${protocol.id}`, token);
  if (body.data.stage === 'success_video_process') break;
  if (body.data.stage === 'error_video_process') throw new Error(`processing failed: ${body.data.stage_error}`);
  await sleep(100);
}
const stopToDraft = Date.now() - stopAt;
const serverCpuShare = cpuShare;

const shown = Object.values(await page.evaluate(() => window.__shown));
const onScreen = shown.map((item) => item.at - (recordStart + item.end * 1000));
const overStream = [...streamed.values()].map((item) => item.at - (recordStart + item.end * 1000));
console.log(`segments on screen: ${shown.length}, over the event stream: ${streamed.size}`);
console.log(`utterance end → text on screen: p50 ${ms(quantile(onScreen, 0.5))}, p95 ${ms(quantile(onScreen, 0.95))} (goal p95 ≤ 3000 ms)`);
console.log(
  `baseline, utterance end → event received by a plain reader: p50 ${ms(quantile(overStream, 0.5))}, p95 ${ms(quantile(overStream, 0.95))}; ` +
    `screen/stream p95 ratio ${(quantile(onScreen, 0.95) / quantile(overStream, 0.95)).toFixed(2)}`,
);
const engine = [...engineMs.values()].map((item) => item.engineMs);
const lastEngine = [...engineMs.values()].sort((a, b) => b.endMs - a.endMs)[0]?.engineMs ?? 0;
console.log(`  engine's own time per utterance (${engine.length} logged): p50 ${ms(quantile(engine, 0.5))}, p95 ${ms(quantile(engine, 0.95))}`);
console.log(`«Остановить» (confirmed) → «Видео обработано»: ${ms(stopToDraft)} (goal ≤ 10 s + the last utterance's engine time ${ms(lastEngine)})`);
console.log(
  `  of it: the page ends its take and sends the last pieces ${ms(stopRequest.sentAt - stopAt)}, stop request → 202 ${ms(stopRequest.acceptedAt - stopRequest.sentAt)}, ` +
    `202 → joined ${ms(stopPhases.loggedAt - stopRequest.acceptedAt)} (on the server: last pieces decoded and recognised ${ms(stopPhases.decodeMs)}, ` +
    `takes joined and stored ${ms(stopPhases.joinMs)}), joined → draft ready ${ms(stopAt + stopToDraft - stopPhases.loggedAt)}`,
);
console.log(`server CPU while recording: ${(serverCpuShare * 100).toFixed(1)} % of one core over ${(recordingWall / 1000).toFixed(0)} s (${os.availableParallelism()} cores)`);

if (!args['no-baseline']) {
  // The same recording processed as an uploaded file is: full recognition, then the draft.
  const rerun = Date.now();
  const started = await api.call('POST', `/api/protocols/${protocol.id}/process-video`, token, { replace_transcript: true });
  if (started.status >= 300) throw new Error(`process-video: ${JSON.stringify(started.body)}`);
  for (;;) {
    await sleep(100);
    const { body } = await api.call('GET', `/api/protocols/${protocol.id}`, token);
    if (body.data.stage === 'success_video_process') break;
    if (body.data.stage === 'error_video_process') throw new Error(`processing failed: ${body.data.stage_error}`);
  }
  const full = Date.now() - rerun;
  console.log(`baseline, the same recording processed after upload: ${ms(full)}; stop → draft is ${(stopToDraft / full).toFixed(3)} of it`);
}

events.abort();
await browser.close();
await server.kill();
rmSync(work, { recursive: true, force: true });
