import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { SpeechError } from '../types.ts';

/** The two sherpa-onnx folder layouts of NeMo models (GigaAM among them). */
export type GigaamLayout =
  | { kind: 'ctc'; dir: string; model: string; tokens: string }
  | { kind: 'transducer'; dir: string; encoder: string; decoder: string; joiner: string; tokens: string };

const INVALID = 'Папка модели GigaAM не подходит';

/** model.int8.onnx before model.onnx: the int8 variant is the one meant for CPUs. */
function pick(files: string[], prefix: string): string | null {
  const matching = files.filter((file) => file.startsWith(prefix) && file.endsWith('.onnx'));
  matching.sort((a, b) => Number(b.includes('int8')) - Number(a.includes('int8')) || a.localeCompare(b));
  return matching[0] ?? null;
}

/**
 * Finds the model files in an unpacked sherpa-onnx model folder: NeMo transducer (encoder*.onnx, decoder*.onnx,
 * joiner*.onnx, tokens.txt) or NeMo CTC (model*.onnx, tokens.txt).
 */
export async function detectLayout(dir: string): Promise<GigaamLayout> {
  let files: string[];
  try {
    if (!(await stat(dir)).isDirectory()) throw new Error('not a directory');
    files = await readdir(dir);
  } catch (error) {
    throw new SpeechError('model_missing', 'Модель распознавания речи GigaAM не найдена', `${dir}: ${String(error)}`);
  }
  if (!files.includes('tokens.txt')) throw new SpeechError('model_invalid', `${INVALID}: нет файла tokens.txt`, dir);
  const tokens = path.join(dir, 'tokens.txt');
  const [encoder, decoder, joiner] = [pick(files, 'encoder'), pick(files, 'decoder'), pick(files, 'joiner')];
  if (encoder && decoder && joiner) {
    const at = (file: string) => path.join(dir, file);
    return { kind: 'transducer', dir, encoder: at(encoder), decoder: at(decoder), joiner: at(joiner), tokens };
  }
  const model = pick(files, 'model');
  if (model) return { kind: 'ctc', dir, model: path.join(dir, model), tokens };
  throw new SpeechError(
    'model_invalid',
    `${INVALID}: нужны файлы encoder, decoder и joiner (*.onnx) или model*.onnx рядом с tokens.txt`,
    `${dir}: ${files.join(', ')}`,
  );
}
