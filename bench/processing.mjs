// Processing overhead: the whole pipeline (video → audio → speech → transcript → sections → suggestions, as the
// job runs it) against the bare speech engine call on the same audio, in the same run.
//   source scripts/node24.sh; node bench/processing.mjs [--minutes 10 --model ../shared/models/whisper/for-tests-ggml-tiny.bin]
// The input is real Russian speech: the Common Voice clips of ../shared/speech/cv-ru looped to the length asked,
// encoded as an MP4-contained AAC track like a meeting recording. With the test model recognition returns nothing;
// pass --model with a real ggml model to measure the realistic case.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    model: { type: 'string', default: path.resolve(import.meta.dirname, '../../shared/models/whisper/for-tests-ggml-tiny.bin') },
    repeat: { type: 'string', default: '3' },
  },
});
const shared = path.resolve(import.meta.dirname, '../../shared');
const dir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-processing-bench-'));

const { loadConfig } = await import('../apps/server/src/config.ts');
const { buildApp } = await import('../apps/server/src/app.ts');
const { protocols, users } = await import('../apps/server/src/db/schema.ts');
const { runPipeline } = await import('../apps/server/src/modules/processing/run-pipeline.ts');
const { extractAudio } = await import('../apps/server/src/pipeline/media/extract-audio.ts');
const { createSpeechEngine } = await import('../apps/server/src/pipeline/speech/factory.ts');

try {
  const clips = readdirSync(path.join(shared, 'speech/cv-ru')).filter((f) => f.endsWith('.wav'));
  writeFileSync(path.join(dir, 'list.txt'), clips.map((f) => `file '${path.join(shared, 'speech/cv-ru', f)}'`).join('\n'));
  const recording = path.join(dir, 'meeting.mp4');
  execFileSync('ffmpeg', [
    '-v', 'error', '-stream_loop', '-1', '-f', 'concat', '-safe', '0', '-i', path.join(dir, 'list.txt'),
    '-t', String(Number(args.minutes) * 60), '-c:a', 'aac', '-b:a', '64k', recording,
  ]);

  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dir,
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
    APP_ROLE: 'api',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    ASR_ENGINE: 'whisper',
    WHISPER_MODEL: args.model,
  });
  const app = await buildApp(config, { inMemoryDatabase: true, logger: false });
  const [secretary] = await app.db.insert(users).values({ full_name: 'Секретарь', email: 's@example.com', role: 'secretary' }).returning();
  await app.storage.putFile('videos/bench/meeting.mp4', recording);
  const { size } = await import('node:fs').then((fs) => fs.statSync(app.storage.localPath('videos/bench/meeting.mp4')));
  const [protocol] = await app.db
    .insert(protocols)
    .values({
      secretary_id: secretary.id,
      protocol_number: 1,
      theme: 'Бенчмарк',
      event_date: '2026-11-10',
      stage: 'video_process',
      video: { key: 'videos/bench/meeting.mp4', name: 'meeting.mp4', size, mime: 'video/mp4', duration: null },
    })
    .returning();

  const wav = path.join(dir, 'audio.wav');
  await extractAudio(app.storage.localPath('videos/bench/meeting.mp4'), wav);
  const engine = createSpeechEngine(config.speech);
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const time = async (fn) => {
    const started = performance.now();
    await fn();
    return (performance.now() - started) / 1000;
  };
  // Not timed: the first call pays for cold caches (model file, ffmpeg, the child process image).
  await engine.transcribe(wav, { language: 'ru' });
  const bare = [];
  const full = [];
  for (let i = 0; i < Number(args.repeat); i++) {
    bare.push(await time(() => engine.transcribe(wav, { language: 'ru' })));
    full.push(await time(() => runPipeline(app, protocol, () => {})));
  }
  await app.close();
  console.log(`audio: ${args.minutes} min of Russian speech, model ${path.basename(args.model)}, median of ${args.repeat}`);
  console.log(`bare engine call on the extracted WAV: ${median(bare).toFixed(2)} s`);
  console.log(`whole pipeline from the MP4:           ${median(full).toFixed(2)} s`);
  console.log(`overhead ratio pipeline/engine: ${(median(full) / median(bare)).toFixed(2)}x  (goal <= 1.1x)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
