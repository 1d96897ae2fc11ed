// Live recording (issue 27), server side: a long real-speech recording fed to the API as MediaRecorder would send
// it — WebM/Opus pieces of 3 s, each sent when its 3 s have passed — while the live transcript comes back as
// recording.segment events.
//   source scripts/node24.sh; node bench/live.mjs [--minutes 10 --speed 1 --piece-seconds 3 --model <gigaam dir>
//                                                 --threads 1 --no-baseline]
// --speed 4 sends four times faster than real time (a quicker run; latencies then mean less).
// Prints, for every utterance: its end (in the audio, at the moment it was spoken) → its segment published (p50, p95),
// with the engine's own time for it apart (from the server's «live segment recognised» log lines); «Остановить» →
// the draft ready (stage «Видео обработано»); the server's CPU share while recording (this process and its ffmpeg
// and recogniser children, from /proc). Baseline, measured in the same run: the same recording processed the way an
// uploaded file is (full recognition, POST process-video), against the stop → draft time.
// The server runs in this process (the real app, embedded database, temporary DATA_DIR); the speech is the
// Common Voice and VoxForge clips in ../shared/speech, joined with pauses; the model defaults to the tiny
// GigaAM-CTC-shaped test model (apps/server/fixtures/speech/gigaam-ctc): pass a real GigaAM folder with --model.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { createTestApp, createUser, api } from '../apps/server/src/test/app.ts';
import { protocols } from '../apps/server/src/db/schema.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    speed: { type: 'string', default: '1' },
    'piece-seconds': { type: 'string', default: '3' },
    model: { type: 'string', default: path.join(root, 'apps/server/fixtures/speech/gigaam-ctc') },
    threads: { type: 'string', default: '1' },
    'no-baseline': { type: 'boolean', default: false },
  },
});
const speed = Number(args.speed);
const pieceSeconds = Number(args['piece-seconds']);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const quantile = (values, q) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value) => `${Math.round(value)} ms`;

// --- The recording: real speech clips with pauses, up to the asked length, encoded as Chromium's MediaRecorder does.
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-live-'));
const speechDir = path.join(root, '../shared/speech');
const clips = [
  ...readdirSync(path.join(speechDir, 'cv-ru')).filter((f) => f.endsWith('.wav')).map((f) => path.join(speechDir, 'cv-ru', f)),
  ...readdirSync(path.join(speechDir, 'voxforge-ru')).filter((f) => f.endsWith('.wav')).map((f) => path.join(speechDir, 'voxforge-ru', f)),
];
const list = [];
const pause = path.join(work, 'pause.wav');
execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '1.2', '-c:a', 'pcm_s16le', pause]);
const normalised = clips.map((clip, i) => {
  const out = path.join(work, `clip-${i}.wav`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', clip, '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', out]);
  return { file: out, seconds: Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', out], { encoding: 'utf8' })) };
});
let seconds = 0;
for (let i = 0; seconds < Number(args.minutes) * 60; i++) {
  const clip = normalised[i % normalised.length];
  list.push(`file '${clip.file}'`, `file '${pause}'`);
  seconds += clip.seconds + 1.2;
}
writeFileSync(path.join(work, 'list.txt'), list.join('\n'));
const webmFile = path.join(work, 'meeting.webm');
execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', path.join(work, 'list.txt'), '-c:a', 'libopus', '-b:a', '32k', webmFile]);
const webm = readFileSync(webmFile);
// Pieces as MediaRecorder's timeslice cuts them: piece k holds the bytes of the audio packets of [k·T, (k+1)·T)
// (the container header goes with piece 0), found from ffprobe's packet times and byte positions.
const packets = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'packet=pts_time,pos', '-of', 'csv=p=0', webmFile], { encoding: 'utf8' })
  .trim()
  .split('\n')
  .map((line) => line.split(',').map(Number))
  .filter(([time, pos]) => Number.isFinite(time) && Number.isFinite(pos));
const pieces = [];
let from = 0;
for (let k = 1; from < webm.length; k++) {
  const next = packets.find(([time]) => time >= k * pieceSeconds);
  const to = next ? next[1] : webm.length;
  pieces.push(webm.subarray(from, to));
  from = to;
}
console.log(`recording: ${(seconds / 60).toFixed(1)} min of speech (${clips.length} clips looped), ${pieces.length} pieces of ${pieceSeconds} s, speed ×${speed}`);

// --- The server, in this process; its log calls give the engine's time per segment and the stop's phases.
const engineMs = new Map();
const stopPhases = {};
const t = await createTestApp({ GIGAAM_MODEL_DIR: args.model, GIGAAM_THREADS: args.threads, JOB_POLL_SECONDS: '0.2' });
const info = t.app.log.info.bind(t.app.log);
t.app.log.info = (entry, message, ...rest) => {
  if (message === 'live segment recognised') engineMs.set(entry.segment, entry.engineMs);
  if (message === 'recording joined') Object.assign(stopPhases, entry);
  return info(entry, message, ...rest);
};
const secretary = await createUser(t.app, 'secretary');
const published = new Map();
t.app.events.subscribe(secretary, (event) => {
  if (event.type === 'recording.segment' && !published.has(event.segment.id)) published.set(event.segment.id, { at: performance.now(), segment: event.segment });
});

const cpu = () => {
  const usage = process.cpuUsage();
  const stat = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  const tick = 100; // USER_HZ
  // Fields 16 and 17 (cutime, cstime) count the children once they have ended (ffmpeg, recognisers).
  return usage.user / 1000 + usage.system / 1000 + ((Number(stat[13]) + Number(stat[14])) * 1000) / tick;
};

const protocol = await api(t.app, secretary, { method: 'POST', url: '/api/protocols', payload: { theme: 'Планёрка', event_date: '2026-11-10' } });
const protocolId = protocol.json().data.id;
const rid = (await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocolId}/recording` })).json().data.id;
await api(t.app, secretary, { method: 'POST', url: `/api/recordings/${rid}/takes`, payload: { mime_type: 'audio/webm;codecs=opus', take: 0 } });

const cpuStart = cpu();
const start = performance.now();
for (const [index, piece] of pieces.entries()) {
  // MediaRecorder hands piece k over once its audio has been recorded.
  await sleep(start + (((index + 1) * pieceSeconds) / speed) * 1000 - performance.now());
  const response = await api(t.app, secretary, {
    method: 'PUT',
    url: `/api/recordings/${rid}/takes/0/pieces/${index}`,
    headers: { 'content-type': 'application/octet-stream', 'x-piece-sha256': createHash('sha256').update(piece).digest('hex') },
    payload: piece,
  });
  if (response.statusCode !== 200) throw new Error(`piece ${index}: ${response.body}`);
}
const recordingWall = performance.now() - start;
const stopAt = performance.now();
const stop = await api(t.app, secretary, { method: 'POST', url: `/api/recordings/${rid}/stop`, payload: { takes: [{ take: 0, pieces: pieces.length }] } });
if (stop.statusCode !== 202) throw new Error(`stop: ${stop.body}`);
async function waitForStage(stage) {
  for (;;) {
    const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocolId));
    if (row.stage === stage) return row;
    if (row.stage === 'error_video_process') throw new Error(`processing failed: ${row.stage_error}`);
    await sleep(50);
  }
}
await waitForStage('success_video_process');
const stopToDraft = performance.now() - stopAt;
const cpuShare = (cpu() - cpuStart) / (performance.now() - start);

const latencies = [];
const engine = [];
for (const { at, segment } of published.values()) {
  // Spoken at start + end/speed; published at `at`.
  latencies.push(at - (start + (segment.end / speed) * 1000));
  if (engineMs.has(segment.id)) engine.push(engineMs.get(segment.id));
}
const lastEngine = engineMs.get([...published.values()].sort((a, b) => b.segment.end - a.segment.end)[0]?.segment.id) ?? 0;
console.log(`segments published live: ${published.size}`);
console.log(`utterance end → segment published: p50 ${ms(quantile(latencies, 0.5))}, p95 ${ms(quantile(latencies, 0.95))} (goal p95 ≤ 3000 ms; includes waiting for the ${pieceSeconds} s piece)`);
console.log(`  engine's own time per utterance: p50 ${ms(quantile(engine, 0.5))}, p95 ${ms(quantile(engine, 0.95))}`);
console.log(`«Остановить» → draft ready: ${ms(stopToDraft)} (goal ≤ 10 s + the last utterance's engine time ${ms(lastEngine)})`);
console.log(`  of it: last pieces decoded and recognised ${ms(stopPhases.decodeMs)}, takes joined and stored ${ms(stopPhases.joinMs)}`);
console.log(`server CPU while recording and stopping: ${(cpuShare * 100).toFixed(1)} % of one core over ${(recordingWall / 1000).toFixed(0)} s (${os.availableParallelism()} cores)`);

if (!args['no-baseline']) {
  // The same file processed as an uploaded one is: full recognition, then the draft.
  const rerun = performance.now();
  const started = await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video`, payload: { replace_transcript: true } });
  if (started.statusCode >= 300) throw new Error(`process-video: ${started.body}`);
  await sleep(100);
  await waitForStage('success_video_process');
  const full = performance.now() - rerun;
  console.log(`baseline, the same recording processed after upload: ${ms(full)}; stop → draft is ${(stopToDraft / full).toFixed(3)} of it`);
}
await t.close();
rmSync(work, { recursive: true, force: true });
