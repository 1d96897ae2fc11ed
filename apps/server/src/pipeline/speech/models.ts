import { existsSync } from 'node:fs';
import path from 'node:path';

export interface KnownModel {
  bytes: number;
  /** Hex SHA-256 of the file published at huggingface.co/ggerganov/whisper.cpp. */
  sha256: string;
}

/**
 * whisper.cpp's ggml models as published on Hugging Face (Git LFS metadata of ggerganov/whisper.cpp),
 * cross-checked against several independent catalogues. Names not listed here download without a checksum
 * and are checked only structurally (ggml header and tensor sizes).
 */
export const KNOWN_MODELS: Readonly<Record<string, KnownModel>> = {
  tiny: { bytes: 77_691_713, sha256: 'be07e048e1e599ad46341c8d2a135645097a538221678b7acdd1b1919c6e1b21' },
  'tiny.en': { bytes: 77_704_715, sha256: '921e4cf8686fdd993dcd081a5da5b6c365bfde1162e72b08d75ac75289920b1f' },
  base: { bytes: 147_951_465, sha256: '60ed5bc3dd14eea856493d334349b405782ddcaf0028d4b5df4088345fba2efe' },
  'base.en': { bytes: 147_964_211, sha256: 'a03779c86df3323075f5e796cb2ce5029f00ec8869eee3fdfb897afe36c6d002' },
  small: { bytes: 487_601_967, sha256: '1be3a9b2063867b937e64e2ec7483364a79917e157fa98c5d94b5c1fffea987b' },
  'small.en': { bytes: 487_614_201, sha256: 'c6138d6d58ecc8322097e0f987c32f1be8bb0a18532a3f88f734d1bbf9c41e5d' },
  medium: { bytes: 1_533_763_059, sha256: '6c14d5adee5f86394037b4e4e8b59f1673b6cee10e3cf0b11bbdbee79c156208' },
  'medium.en': { bytes: 1_533_774_781, sha256: 'cc37e93478338ec7700281a7ac30a10128929eb8f427dda2e865faa8f6da4356' },
  'large-v2': { bytes: 3_094_623_691, sha256: '9a423fe4d40c82774b6af34115b8b935f34152246eb19e80e376071d3f999487' },
  'large-v3': { bytes: 3_095_033_483, sha256: '64d182b440b98d5203c4f9bd541544d84c605196c4f7b845dfa11fb23594d1e2' },
  'large-v3-turbo': { bytes: 1_624_555_275, sha256: '1fc70f774d38eb169993ac391eea357ef47c88757ef72ee5943879b7e8e2bc69' },
};

export const DEFAULT_MODEL_BASE_URL = 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main';

/** A model name: letters, digits, dots, dashes, underscores (e.g. large-v3-turbo, small.en, base-q5_1). */
const MODEL_NAME = /^[a-z0-9][a-z0-9._-]*$/i;

export interface ModelLocation {
  path: string;
  /** Set when WHISPER_MODEL was a name (so it can be downloaded); null for an explicit file path. */
  name: string | null;
  known: KnownModel | null;
}

export function isModelName(value: string): boolean {
  return MODEL_NAME.test(value) && !value.endsWith('.bin');
}

export function modelFileName(name: string): string {
  return `ggml-${name}.bin`;
}

/**
 * WHISPER_MODEL is a path to a ggml file, or a model name: the model manager's DATA_DIR/models/whisper-<name>/
 * when it installed one, else DATA_DIR/models/ggml-<name>.bin.
 */
export function resolveModel(model: string, dataDir: string): ModelLocation {
  if (isModelName(model)) {
    const managed = path.join(dataDir, 'models', `whisper-${model}`, modelFileName(model));
    return {
      path: existsSync(managed) ? managed : path.join(dataDir, 'models', modelFileName(model)),
      name: model,
      known: KNOWN_MODELS[model] ?? null,
    };
  }
  const file = path.resolve(model);
  const knownName = /^ggml-(.+)\.bin$/.exec(path.basename(file))?.[1];
  return { path: file, name: null, known: knownName ? (KNOWN_MODELS[knownName] ?? null) : null };
}
