// Word error rate and speed of the configured speech engine on clips with reference transcripts.
//   source scripts/node24.sh; node bench/asr-wer.mjs --manifest ../shared/speech/cv-ru/manifest.tsv [--limit N]
// The engine comes from the environment like in the server: ASR_ENGINE, WHISPER_MODEL (a path or a name in
// DATA_DIR/models), ASR_URL … Prints per-clip and total WER (normalised: lowercase, ё → е, no punctuation)
// and the real-time factor (processing time / audio duration; below 1 is faster than real time).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { extractAudio } from '../apps/server/src/pipeline/media/extract-audio.ts';
import { assertSpeechWav, readWavInfo } from '../apps/server/src/pipeline/media/wav.ts';
import { loadSpeechConfig } from '../apps/server/src/config.ts';
import { createSpeechEngine } from '../apps/server/src/pipeline/speech/factory.ts';
import { totalWordErrorRate, wordErrorRate } from '../apps/server/src/pipeline/speech/wer.ts';

const { values } = parseArgs({ options: { manifest: { type: 'string' }, limit: { type: 'string' } } });
if (!values.manifest) {
  console.error('Использование: node bench/asr-wer.mjs --manifest ПУТЬ/manifest.tsv [--limit N]');
  process.exit(2);
}

/** manifest.tsv: a header, then file, duration_seconds, licence, reference text (tab-separated). */
async function readManifest(file, limit) {
  const lines = (await readFile(file, 'utf8')).trim().split('\n').slice(1);
  const clips = lines.map((line) => {
    const [name, seconds, , text] = line.split('\t');
    return { file: path.resolve(path.dirname(file), name), seconds: Number(seconds), reference: text ?? '' };
  });
  return limit ? clips.slice(0, limit) : clips;
}

/** Clips already in 16 kHz mono PCM are used as they are; anything else goes through ffmpeg first. */
async function speechWav(file, scratch) {
  try {
    assertSpeechWav(await readWavInfo(file));
    return file;
  } catch {
    const output = path.join(scratch, `${path.basename(file)}.wav`);
    await extractAudio(file, output);
    return output;
  }
}

const percent = (x) => `${(x * 100).toFixed(1)}%`;

const config = loadSpeechConfig(process.env);
const engine = createSpeechEngine(config);
const clips = await readManifest(values.manifest, values.limit ? Number(values.limit) : 0);
const scratch = await mkdtemp(path.join(tmpdir(), 'asr-wer-'));
console.log(`Движок: ${engine.name}${engine.name === 'whisper' ? ` (${config.whisper.model})` : ''}; записей: ${clips.length}\n`);
console.log(['файл', 'сек', 'RTF', 'WER', 'распознано'].join('\t'));

const results = [];
let audioSeconds = 0;
let processingSeconds = 0;
try {
  for (const clip of clips) {
    const wav = await speechWav(clip.file, scratch);
    const started = performance.now();
    const segments = await engine.transcribe(wav, { language: 'ru' });
    const elapsed = (performance.now() - started) / 1000;
    const hypothesis = segments.map((s) => s.text).join(' ');
    const result = wordErrorRate(clip.reference, hypothesis);
    results.push(result);
    audioSeconds += clip.seconds;
    processingSeconds += elapsed;
    console.log([path.basename(clip.file), clip.seconds.toFixed(1), (elapsed / clip.seconds).toFixed(2), percent(result.wer), hypothesis.slice(0, 80) || '—'].join('\t'));
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}

const errors = results.reduce((sum, r) => ({ s: sum.s + r.substitutions, d: sum.d + r.deletions, i: sum.i + r.insertions }), { s: 0, d: 0, i: 0 });
const words = results.reduce((sum, r) => sum + r.words, 0);
console.log(`\nИтого: WER ${percent(totalWordErrorRate(results))} (${words} слов; замены ${errors.s}, пропуски ${errors.d}, вставки ${errors.i})`);
console.log(`Скорость: RTF ${(processingSeconds / (audioSeconds || 1)).toFixed(2)} (${processingSeconds.toFixed(1)} с на ${audioSeconds.toFixed(1)} с записи)`);
