import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { validateModelFile, type ValidModel } from './model-file.ts';
import { DEFAULT_MODEL_BASE_URL, KNOWN_MODELS, modelFileName, type KnownModel, type ModelLocation } from './models.ts';
import { SpeechError } from './types.ts';

export interface DownloadProgress {
  received: number;
  /** Null when neither the table nor the server says. */
  total: number | null;
}

export interface DownloadModelOptions {
  /** Models are saved as <modelsDir>/ggml-<name>.bin. */
  modelsDir: string;
  /** WHISPER_MODEL_BASE_URL; Hugging Face's whisper.cpp repository by default. */
  baseUrl?: string;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
  /** Sizes and checksums to verify against; KNOWN_MODELS by default. */
  catalog?: Readonly<Record<string, KnownModel>>;
}

export interface DownloadedModel {
  path: string;
  bytes: number;
  sha256: string;
  /** False for names missing from KNOWN_MODELS: nothing to compare the checksum with. */
  verified: boolean;
}

function failure(name: string, why: string, details?: string): SpeechError {
  return new SpeechError('model_download', `Не удалось скачать модель распознавания речи «${name}»: ${why}`, details);
}

/**
 * Downloads ggml-<name>.bin into modelsDir, checking size and SHA-256 against the catalog. The file is written
 * as .part next to its final name and renamed only after every check passed; on any failure nothing is left.
 */
export async function downloadModel(name: string, options: DownloadModelOptions): Promise<DownloadedModel> {
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name)) throw failure(name, 'недопустимое имя модели');
  const known = (options.catalog ?? KNOWN_MODELS)[name] ?? null;
  const fileName = modelFileName(name);
  const url = `${(options.baseUrl || DEFAULT_MODEL_BASE_URL).replace(/\/+$/, '')}/${fileName}`;
  const target = path.join(options.modelsDir, fileName);
  const partial = `${target}.part`;
  await mkdir(options.modelsDir, { recursive: true });

  let response: Response;
  try {
    response = await fetch(url, { signal: options.signal, redirect: 'follow' });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw failure(name, `сервер ${new URL(url).host} недоступен`, String(error));
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw failure(name, response.status === 404 ? 'такой модели нет на сервере' : `сервер ответил HTTP ${response.status}`);
  }
  const announced = Number(response.headers.get('content-length')) || null;
  const total = known?.bytes ?? announced;
  const hash = createHash('sha256');
  let received = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      received += chunk.length;
      options.onProgress?.({ received, total });
      callback(null, chunk);
    },
  });
  try {
    try {
      await pipeline(response.body, meter, createWriteStream(partial), { signal: options.signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw failure(name, 'соединение прервалось до конца загрузки', String(error));
    }
    const expectedBytes = known?.bytes ?? announced;
    if (expectedBytes !== null && received !== expectedBytes) {
      throw failure(name, `получено ${received} байт из ${expectedBytes}, файл загружен не полностью`);
    }
    const sha256 = hash.digest('hex');
    if (known && sha256 !== known.sha256) {
      throw failure(name, 'контрольная сумма SHA-256 не совпадает, файл повреждён', `got ${sha256}, expected ${known.sha256}`);
    }
    await rename(partial, target);
    return { path: target, bytes: received, sha256, verified: known !== null };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export interface EnsureModelOptions {
  /** Download a named model that is missing or damaged (WHISPER_AUTO_DOWNLOAD=1, or the download command). */
  download: boolean;
  baseUrl?: string;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
  catalog?: Readonly<Record<string, KnownModel>>;
}

/** A usable model file: the one in place, else (when allowed and WHISPER_MODEL is a name) a fresh download. */
export async function ensureModel(location: ModelLocation, options: EnsureModelOptions): Promise<ValidModel & { downloaded: boolean }> {
  try {
    return { ...(await validateModelFile(location)), downloaded: false };
  } catch (error) {
    if (!options.download || !location.name || !(error instanceof SpeechError)) throw error;
  }
  await downloadModel(location.name, {
    modelsDir: path.dirname(location.path),
    baseUrl: options.baseUrl,
    onProgress: options.onProgress,
    signal: options.signal,
    catalog: options.catalog,
  });
  try {
    return { ...(await validateModelFile(location)), downloaded: true };
  } catch (error) {
    // Only unverified names get here: a file that passed a checksum is a whisper model.
    await rm(location.path, { force: true });
    throw error;
  }
}
