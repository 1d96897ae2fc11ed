import type { FileHandle } from 'node:fs/promises';

/** 'lmgg' on disk: the little-endian uint32 0x67676d6c that starts every whisper.cpp ggml model. */
export const GGML_MAGIC = 0x67676d6c;

export interface WhisperHparams {
  nVocab: number;
  nAudioCtx: number;
  nAudioState: number;
  nAudioHead: number;
  nAudioLayer: number;
  nTextCtx: number;
  nTextState: number;
  nTextHead: number;
  nTextLayer: number;
  nMels: number;
  ftype: number;
}

export type GgmlScan =
  | { kind: 'complete'; hparams: WhisperHparams; tensors: number; bytes: number }
  /** The file ends before the data its own header describes. */
  | { kind: 'truncated'; at: number; needed: number }
  /** Numbers that no whisper model has: not a ggml model, or a damaged one. */
  | { kind: 'malformed'; reason: string };

/** [bytes per block, elements per block] for the ggml tensor types whisper models use. */
const TYPE_SIZES: Record<number, [number, number]> = {
  0: [4, 1], // F32
  1: [2, 1], // F16
  2: [18, 32], // Q4_0
  3: [20, 32], // Q4_1
  6: [22, 32], // Q5_0
  7: [24, 32], // Q5_1
  8: [34, 32], // Q8_0
  9: [36, 32], // Q8_1
  10: [84, 256], // Q2_K
  11: [110, 256], // Q3_K
  12: [144, 256], // Q4_K
  13: [176, 256], // Q5_K
  14: [210, 256], // Q6_K
  15: [292, 256], // Q8_K
  30: [2, 1], // BF16
};

class EndOfFile extends Error {
  readonly needed: number;
  constructor(needed: number) {
    super('end of file');
    this.needed = needed;
  }
}

/** Sequential little-endian reads over a file handle, buffered in 1 MiB windows. */
class FileCursor {
  position = 0;
  private buffer = Buffer.alloc(0);
  private bufferStart = 0;
  private readonly handle: FileHandle;
  readonly size: number;

  constructor(handle: FileHandle, size: number) {
    this.handle = handle;
    this.size = size;
  }

  private async ensure(length: number): Promise<number> {
    if (this.position + length > this.size) throw new EndOfFile(this.position + length);
    const offset = this.position - this.bufferStart;
    if (offset >= 0 && offset + length <= this.buffer.length) return offset;
    this.buffer = Buffer.alloc(Math.max(length, 1 << 20));
    const { bytesRead } = await this.handle.read(this.buffer, 0, this.buffer.length, this.position);
    this.buffer = this.buffer.subarray(0, bytesRead);
    this.bufferStart = this.position;
    return 0;
  }

  async int32(): Promise<number> {
    const offset = await this.ensure(4);
    this.position += 4;
    return this.buffer.readInt32LE(offset);
  }

  skip(length: number): void {
    if (this.position + length > this.size) throw new EndOfFile(this.position + length);
    this.position += length;
  }
}

function within(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Walks a legacy whisper.cpp ggml file the way whisper.cpp loads it (hyper-parameters, mel filters, vocabulary,
 * then tensors with their shapes) without reading tensor data, so a truncated download is caught before loading.
 */
export async function scanGgml(handle: FileHandle, size: number): Promise<GgmlScan> {
  const cursor = new FileCursor(handle, size);
  try {
    if ((await cursor.int32()) >>> 0 !== GGML_MAGIC) return { kind: 'malformed', reason: 'no ggml magic' };
    const values: number[] = [];
    for (let i = 0; i < 11; i++) values.push(await cursor.int32());
    const [nVocab, nAudioCtx, nAudioState, nAudioHead, nAudioLayer, nTextCtx, nTextState, nTextHead, nTextLayer, nMels, ftype] =
      values as [number, number, number, number, number, number, number, number, number, number, number];
    const hparams = { nVocab, nAudioCtx, nAudioState, nAudioHead, nAudioLayer, nTextCtx, nTextState, nTextHead, nTextLayer, nMels, ftype };
    const sane =
      within(nVocab, 1, 1_000_000) && within(nAudioCtx, 1, 100_000) && within(nAudioLayer, 1, 1024) &&
      within(nTextLayer, 1, 1024) && within(nTextCtx, 1, 100_000) && within(nMels, 1, 1024);
    if (!sane) return { kind: 'malformed', reason: `implausible hyper-parameters ${values.join(',')}` };

    const melRows = await cursor.int32();
    const melColumns = await cursor.int32();
    if (!within(melRows, 1, 1024) || !within(melColumns, 1, 100_000)) return { kind: 'malformed', reason: 'mel filters' };
    cursor.skip(melRows * melColumns * 4);

    const vocabSize = await cursor.int32();
    if (!within(vocabSize, 0, 1_000_000)) return { kind: 'malformed', reason: 'vocabulary size' };
    for (let i = 0; i < vocabSize; i++) {
      const length = await cursor.int32();
      if (!within(length, 0, 10_000)) return { kind: 'malformed', reason: `token ${i} length ${length}` };
      cursor.skip(length);
    }

    let tensors = 0;
    while (cursor.position < size) {
      const dims = await cursor.int32();
      const nameLength = await cursor.int32();
      const type = await cursor.int32();
      if (!within(dims, 1, 4) || !within(nameLength, 1, 1024)) return { kind: 'malformed', reason: `tensor ${tensors}` };
      let elements = 1;
      for (let d = 0; d < dims; d++) elements *= await cursor.int32();
      cursor.skip(nameLength);
      const typeSize = TYPE_SIZES[type];
      // A type this table does not know: the rest cannot be measured, so what was read has to do.
      if (!typeSize) break;
      cursor.skip(Math.ceil(elements / typeSize[1]) * typeSize[0]);
      tensors++;
    }
    return { kind: 'complete', hparams, tensors, bytes: size };
  } catch (error) {
    if (error instanceof EndOfFile) return { kind: 'truncated', at: size, needed: error.needed };
    throw error;
  }
}
