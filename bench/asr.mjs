// Speech recognition: real-time factor and word error rate of every GigaAM model present, and the pipeline's
// overhead over bare sherpa-onnx on the same audio.
//   source scripts/node24.sh; node bench/asr.mjs [--threads 2] [--limit N] [--model-dir PATH ...]
// Models: the catalogue's GigaAM models installed in DATA_DIR/models (npm run models:download), GIGAAM_MODEL_DIR
// when set, and any --model-dir (e.g. apps/server/fixtures/speech/gigaam-ctc, the tiny test model: it measures
// the machinery, its text is noise). A catalogue model that is not installed is reported as missing.
// Audio: the Common Voice clips of ../shared/speech/cv-ru (manifest.tsv) and the VoxForge clips (*.txt).
//   bare sherpa-onnx — one OfflineRecognizer in this process, each clip decoded whole: the baseline;
//   pipeline — the product's engine on all clips joined with 1 s pauses (as in a meeting): child process,
//              model load, Silero VAD, one decode per utterance.
// Prints RTF (seconds of work per second of audio; goal ≤ 0.15 on 2 cores for GigaAM v3 int8), WER (goal ≤ 10 %
// on Common Voice) and pipeline / bare (goal ≤ 1.1).
import { createRequire } from 'node:module';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readSpeechSamples, wavHeader } from '../apps/server/src/pipeline/media/wav.ts';
import { loadSpeechConfig } from '../apps/server/src/config.ts';
import { createGigaamEngine } from '../apps/server/src/pipeline/speech/gigaam/engine.ts';
import { detectLayout } from '../apps/server/src/pipeline/speech/gigaam/layout.ts';
import { recognizerConfig } from '../apps/server/src/pipeline/speech/gigaam/recognizer-config.ts';
import { cleanRecognizedText } from '../apps/server/src/pipeline/speech/gigaam/text.ts';
import { loadCatalog } from '../apps/server/src/pipeline/speech/models/catalog.ts';
import { ModelManager } from '../apps/server/src/pipeline/speech/models/manager.ts';
import { totalWordErrorRate, wordErrorRate } from '../apps/server/src/pipeline/speech/wer.ts';

const { values } = parseArgs({
  options: { threads: { type: 'string', default: '2' }, limit: { type: 'string' }, 'model-dir': { type: 'string', multiple: true } },
});
const threads = Number(values.threads);
const sherpa = createRequire(import.meta.url)('sherpa-onnx-node');
const SHARED = path.resolve(import.meta.dirname, '../../shared/speech');
const RATE = 16_000;

function clips() {
  const cv = path.join(SHARED, 'cv-ru');
  const list = readFileSync(path.join(cv, 'manifest.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [file, , , text] = line.split('\t');
      return { set: 'cv-ru', file: path.join(cv, file), reference: text ?? '' };
    });
  const vox = path.join(SHARED, 'voxforge-ru');
  for (const name of readdirSync(vox).filter((file) => file.endsWith('.wav')).sort()) {
    list.push({ set: 'voxforge-ru', file: path.join(vox, name), reference: readFileSync(path.join(vox, name.replace(/\.wav$/, '.txt')), 'utf8').trim() });
  }
  return values.limit ? list.slice(0, Number(values.limit)) : list;
}

/** Baseline: load once, decode each clip whole, in this process. */
function bare(layout, audio) {
  const started = performance.now();
  const recognizer = new sherpa.OfflineRecognizer(recognizerConfig(layout, threads));
  const texts = audio.map(({ samples }) => {
    const stream = recognizer.createStream();
    stream.acceptWaveform({ samples, sampleRate: RATE });
    recognizer.decode(stream);
    return cleanRecognizedText(recognizer.getResult(stream).text);
  });
  return { seconds: (performance.now() - started) / 1000, texts };
}

/** The clips joined with 1 s of silence into one 16 kHz WAV, as a meeting would be. */
async function joined(audio, dir) {
  const pause = new Int16Array(RATE);
  const parts = audio.flatMap(({ samples }) => [Int16Array.from(samples, (x) => Math.max(-32768, Math.min(32767, Math.round(x * 32768)))), pause]);
  const pcm = Buffer.concat(parts.map((part) => Buffer.from(part.buffer)));
  const file = path.join(dir, 'joined.wav');
  await writeFile(file, Buffer.concat([wavHeader(pcm.length, RATE), pcm]));
  return file;
}

const pct = (x) => `${(x * 100).toFixed(1)} %`;

const config = loadSpeechConfig(process.env);
const catalog = await loadCatalog(config.models.catalogFile);
const manager = new ModelManager({ dir: config.models.dir, catalog });
const models = [];
for (const entry of catalog.filter((item) => item.kind === 'gigaam')) {
  const folder = await manager.readyFolder(entry.id);
  if (folder) models.push({ name: entry.id, dir: folder });
  else console.log(`${entry.id}: модель не установлена (npm run models:download -- ${entry.id}), пропускаем`);
}
if (config.gigaam.modelDir) models.push({ name: 'GIGAAM_MODEL_DIR', dir: config.gigaam.modelDir });
for (const dir of values['model-dir'] ?? []) models.push({ name: path.basename(path.resolve(dir)), dir: path.resolve(dir) });
if (models.length === 0) {
  console.log('\nНет ни одной модели GigaAM: измерять нечего.');
  process.exit(0);
}

const list = clips();
const audio = await Promise.all(list.map(async (clip) => ({ ...clip, samples: (await readSpeechSamples(clip.file)).samples })));
const audioSeconds = audio.reduce((sum, clip) => sum + clip.samples.length / RATE, 0);
const scratch = await mkdtemp(path.join(tmpdir(), 'bench-asr-'));
console.log(`\nЗаписей: ${audio.length} (${audioSeconds.toFixed(1)} с речи), потоков: ${threads}\n`);
console.log(['модель', 'RTF голый sherpa', 'RTF конвейер', 'конвейер / голый', 'WER cv-ru', 'WER voxforge', 'WER конвейер'].join('\t'));
try {
  const wav = await joined(audio, scratch);
  for (const model of models) {
    const layout = await detectLayout(model.dir);
    bare(layout, audio.slice(0, 1)); // warm-up: the file cache, the first allocation
    const baseline = bare(layout, audio);
    const werOf = (set) =>
      totalWordErrorRate(audio.flatMap((clip, index) => (clip.set === set ? [wordErrorRate(clip.reference, baseline.texts[index])] : [])));
    const engine = createGigaamEngine({ modelDir: async () => model.dir, threads });
    const started = performance.now();
    const segments = await engine.transcribe(wav, { language: 'ru' });
    const pipelineSeconds = (performance.now() - started) / 1000;
    const pipelineWer = wordErrorRate(audio.map((clip) => clip.reference).join(' '), segments.map((segment) => segment.text).join(' ')).wer;
    console.log(
      [
        model.name,
        (baseline.seconds / audioSeconds).toFixed(3),
        (pipelineSeconds / audioSeconds).toFixed(3),
        `${(pipelineSeconds / baseline.seconds).toFixed(2)}×`,
        pct(werOf('cv-ru')),
        pct(werOf('voxforge-ru')),
        pct(pipelineWer),
      ].join('\t'),
    );
    const overhead = pipelineSeconds - baseline.seconds;
    console.log(
      `  ${segments.length} фрагментов на ${audio.length} записей; голый sherpa ${baseline.seconds.toFixed(2)} с, конвейер ${pipelineSeconds.toFixed(2)} с: ` +
        `сверх распознавания ${overhead.toFixed(2)} с (RTF +${(overhead / audioSeconds).toFixed(4)} — процесс, загрузка модели, VAD)`,
    );
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}
