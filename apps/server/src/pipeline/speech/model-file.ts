import { open } from 'node:fs/promises';
import { scanGgml, type WhisperHparams } from './ggml-file.ts';
import type { ModelLocation } from './models.ts';
import { SpeechError } from './types.ts';

export interface ValidModel {
  path: string;
  hparams: WhisperHparams;
  /**
   * 0 for whisper.cpp's test models, which carry a vocabulary but no weights and transcribe to nothing
   * (whisper.cpp loads them as "empty model for testing").
   */
  tensors: number;
}

const DAMAGED = 'Модель распознавания речи повреждена или загружена не полностью';
/** Smaller than any real whisper model's vocabulary alone: placeholders, pointers, error pages. */
const MIN_MODEL_BYTES = 64 * 1024;

function damaged(file: string, why: string, details?: string): SpeechError {
  return new SpeechError('model_invalid', `${DAMAGED}: ${file} — ${why}`, details);
}

function missing(location: ModelLocation): SpeechError {
  const hint = location.name
    ? `Скачайте её командой «npm run models:download -- ${location.name}» или включите WHISPER_AUTO_DOWNLOAD=1`
    : 'Укажите в WHISPER_MODEL путь к файлу модели whisper.cpp (ggml-*.bin) или имя модели, например base';
  return new SpeechError('model_missing', `Модель распознавания речи не найдена: ${location.path}. ${hint}`);
}

function describeText(head: Buffer): string | null {
  const text = head.toString('utf8');
  if (text.startsWith('version https://git-lfs')) {
    return 'это указатель Git LFS, а не сама модель (выполните «git lfs pull» или скачайте модель заново)';
  }
  if (/^\s*<(!doctype|html)/i.test(text)) return 'вместо модели сохранена веб-страница';
  if (head.toString('ascii', 0, 4) === 'GGUF') return 'формат GGUF не подходит, нужен файл whisper.cpp ggml-*.bin';
  return null;
}

/**
 * Checks a model file before whisper.cpp loads it (which on a bad file may crash the process or wait forever):
 * it exists, is a ggml whisper model, has the published size for a known name, and holds all the tensor data
 * its header describes.
 */
export async function validateModelFile(location: ModelLocation): Promise<ValidModel> {
  const file = location.path;
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw missing(location);
    throw new SpeechError('model_invalid', `Не удалось открыть модель распознавания речи: ${file}`, String(error));
  }
  try {
    const { size, isFile } = await handle.stat().then((s) => ({ size: s.size, isFile: s.isFile() }));
    if (!isFile) throw damaged(file, 'это не файл');
    const head = Buffer.alloc(Math.min(size, 256));
    await handle.read(head, 0, head.length, 0);
    const textual = describeText(head);
    if (textual) throw damaged(file, textual);
    if (size < MIN_MODEL_BYTES) throw damaged(file, `файл слишком мал (${size} байт) и не является моделью whisper.cpp`);
    if (location.known && size !== location.known.bytes) {
      throw damaged(file, `размер ${size} байт, а у этой модели ${location.known.bytes} байт`);
    }
    const scan = await scanGgml(handle, size);
    if (scan.kind === 'malformed') throw damaged(file, 'файл не является моделью whisper.cpp (ggml)', scan.reason);
    if (scan.kind === 'truncated') {
      throw damaged(file, `файл обрывается на ${scan.at} байте, а данные модели занимают не меньше ${scan.needed} байт`);
    }
    return { path: file, hparams: scan.hparams, tensors: scan.tensors };
  } finally {
    await handle.close();
  }
}
