import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { KNOWN_MODELS, DEFAULT_MODEL_BASE_URL, modelFileName } from '../models.ts';

/**
 * Every speech model the product can fetch, check and use. Sizes and SHA-256 sums are those published at the
 * source (Hugging Face's Git LFS metadata); where a source publishes no sum (small files kept outside LFS) the
 * size alone is checked and the model is then loaded once before it counts as ready.
 */
export const MODEL_KINDS = ['gigaam', 'whisper', 'diarization-segmentation', 'diarization-embedding'] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const fileSchema = z.object({
  name: z.string().regex(/^[\w.-]+$/),
  bytes: z.number().int().positive(),
  sha256: sha256.nullable(),
});
const sourceSchema = z.discriminatedUnion('kind', [
  /** Each file fetched on its own from `${baseUrl}/${name}`. */
  z.object({ kind: z.literal('files'), baseUrl: z.url() }),
  /** One .tar.bz2 with the files in a top folder (as sherpa-onnx publishes its models). */
  z.object({ kind: z.literal('archive'), url: z.url(), bytes: z.number().int().positive().nullable(), sha256: sha256.nullable() }),
]);
export const catalogEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/),
  kind: z.enum(MODEL_KINDS),
  title: z.string().min(1),
  licence: z.string().min(1),
  /** Where the files come from; `archive` is also the file an administrator may upload by hand. */
  source: sourceSchema,
  /** A page about the model, shown to the administrator. */
  page: z.url(),
  files: z.array(fileSchema).min(1),
});

export type CatalogFile = z.infer<typeof fileSchema>;
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;

const HF = 'https://huggingface.co';
const GIGAAM_RNNT = 'csukuangfj/sherpa-onnx-nemo-transducer-punct-giga-am-v3-russian-2025-12-16';
const GIGAAM_CTC = 'csukuangfj/sherpa-onnx-nemo-ctc-punct-giga-am-v3-russian-2025-12-16';

const GIGAAM: CatalogEntry[] = [
  {
    id: 'gigaam-v3-e2e-rnnt',
    kind: 'gigaam',
    title: 'GigaAM v3 e2e RNN-T, int8 (с пунктуацией)',
    licence: 'MIT',
    source: { kind: 'files', baseUrl: `${HF}/${GIGAAM_RNNT}/resolve/main` },
    page: `${HF}/${GIGAAM_RNNT}`,
    files: [
      { name: 'encoder.int8.onnx', bytes: 224_570_820, sha256: '369f35a71bf288d3b8e0391fabd8dba5f2314088d440bca474056b7b4b6e66bf' },
      { name: 'decoder.onnx', bytes: 4_600_132, sha256: '38fc7475443ea2a26f63211ca350f73ac50fff824ab7a3876ee2bd610c53bbc4' },
      { name: 'joiner.onnx', bytes: 2_712_896, sha256: '602ff7017a93311aad34df1437c8d7f49911353c13d6eae7a6ee7b041339465c' },
      { name: 'tokens.txt', bytes: 13_354, sha256: null },
    ],
  },
  {
    id: 'gigaam-v3-e2e-ctc',
    kind: 'gigaam',
    title: 'GigaAM v3 e2e CTC, int8 (с пунктуацией)',
    licence: 'MIT',
    source: { kind: 'files', baseUrl: `${HF}/${GIGAAM_CTC}/resolve/main` },
    page: `${HF}/${GIGAAM_CTC}`,
    files: [
      { name: 'model.int8.onnx', bytes: 224_893_661, sha256: 'd5fea8df94263c285e54b21e5774b707c707192d3bdbeffd7b1eb07fb6743b35' },
      { name: 'tokens.txt', bytes: 2_007, sha256: null },
    ],
  },
];

const PYANNOTE = 'csukuangfj/sherpa-onnx-pyannote-segmentation-3-0';
const EMBEDDINGS = 'csukuangfj/speaker-embedding-models';

const DIARIZATION: CatalogEntry[] = [
  {
    id: 'pyannote-segmentation-3.0',
    kind: 'diarization-segmentation',
    title: 'pyannote segmentation 3.0, int8 (кто когда говорит)',
    licence: 'MIT',
    source: { kind: 'files', baseUrl: `${HF}/${PYANNOTE}/resolve/main` },
    page: `${HF}/${PYANNOTE}`,
    files: [{ name: 'model.int8.onnx', bytes: 1_540_506, sha256: 'd582f4b4c6b48205de7e0643c57df0df5615a3c176189be3fc461e9d18827b5d' }],
  },
  {
    id: '3dspeaker-campplus-zh-en',
    kind: 'diarization-embedding',
    title: '3D-Speaker CAM++ (голосовые отпечатки спикеров)',
    licence: 'Apache-2.0',
    source: { kind: 'files', baseUrl: `${HF}/${EMBEDDINGS}/resolve/main` },
    page: `${HF}/${EMBEDDINGS}`,
    files: [
      {
        name: '3dspeaker_speech_campplus_sv_zh_en_16k-common_advanced.onnx',
        bytes: 28_281_164,
        sha256: 'aa3cfc16963a10586a9393f5035d6d6b57e98d358b347f80c2a30bf4f00ceba2',
      },
    ],
  },
];

/** whisper.cpp's ggml models: the sizes and sums of KNOWN_MODELS, kept in one place. */
const WHISPER: CatalogEntry[] = Object.entries(KNOWN_MODELS).map(([name, known]) => ({
  id: `whisper-${name}`,
  kind: 'whisper',
  title: `Whisper ${name} (whisper.cpp, ggml)`,
  licence: 'MIT',
  source: { kind: 'files', baseUrl: DEFAULT_MODEL_BASE_URL },
  page: 'https://huggingface.co/ggerganov/whisper.cpp',
  files: [{ name: modelFileName(name), bytes: known.bytes, sha256: known.sha256 }],
}));

export const BUILT_IN_CATALOG: readonly CatalogEntry[] = [...GIGAAM, ...WHISPER, ...DIARIZATION];

/**
 * The built-in catalogue, plus (ASR_MODELS_CATALOG) a site's own entries, which win on a shared id. Whisper
 * models come from `whisperBaseUrl` (WHISPER_MODEL_BASE_URL) when given.
 */
export async function loadCatalog(extraFile: string | null, whisperBaseUrl: string = DEFAULT_MODEL_BASE_URL): Promise<CatalogEntry[]> {
  const builtIn = BUILT_IN_CATALOG.map((entry) =>
    entry.kind === 'whisper' && entry.source.kind === 'files' ? { ...entry, source: { ...entry.source, baseUrl: whisperBaseUrl.replace(/\/+$/, '') } } : entry,
  );
  if (!extraFile) return builtIn;
  let extra: CatalogEntry[];
  try {
    extra = z.array(catalogEntrySchema).parse(JSON.parse(await readFile(extraFile, 'utf8')));
  } catch (error) {
    throw new Error(`ASR_MODELS_CATALOG: файл ${extraFile} не прочитан — ${error instanceof Error ? error.message : String(error)}`);
  }
  const ids = new Set(extra.map((entry) => entry.id));
  return [...builtIn.filter((entry) => !ids.has(entry.id)), ...extra];
}

export function totalBytes(entry: CatalogEntry): number {
  return entry.files.reduce((sum, file) => sum + file.bytes, 0);
}
