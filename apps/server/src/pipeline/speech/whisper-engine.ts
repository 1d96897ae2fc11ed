import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { abortError } from '../media/run-process.ts';
import { assertSpeechWav, readWavInfo } from '../media/wav.ts';
import { progressReporter } from '../progress.ts';
import { ensureModel, type DownloadProgress } from './download-model.ts';
import { resolveModel } from './models.ts';
import { clampPrompt } from './prompt.ts';
import { SpeechError, type Segment, type SpeechEngine, type TranscribeOptions } from './types.ts';
import type { WhisperJob, WhisperMessage } from './whisper-protocol.ts';

export interface WhisperEngineOptions {
  /** WHISPER_MODEL: a path to a ggml file or a model name (DATA_DIR/models/ggml-<name>.bin). */
  model: string;
  dataDir: string;
  /** WHISPER_AUTO_DOWNLOAD: fetch a named model on first use. */
  autoDownload?: boolean;
  modelBaseUrl?: string;
  onModelDownload?: (progress: DownloadProgress) => void;
  /** WHISPER_THREADS; min(4, CPUs) by default. */
  threads?: number;
  /** WHISPER_AUDIO_CTX (whisper.cpp --audio-ctx): smaller is faster and less accurate; 0 = full. */
  audioCtx?: number;
  /** Tokens per segment, 0 = unlimited. Test models (no weights) get 8 so whisper.cpp always returns. */
  maxTokens?: number;
  /** Length of the pieces fed to whisper.cpp; progress moves once per piece. */
  chunkSeconds?: number;
  /** Kill the recogniser when a piece takes longer than this. */
  stallTimeoutMs?: number;
}

const WORKER = path.join(import.meta.dirname, 'whisper-worker.ts');
const TEST_MODEL_MAX_TOKENS = 8;
const ENGINE_FAILED = 'Ошибка распознавания речи';

export function defaultWhisperThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

function runWorker(job: WhisperJob, options: TranscribeOptions, stallTimeoutMs: number): Promise<Segment[]> {
  const report = progressReporter(options.onProgress);
  const { signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const child = fork(WORKER, [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    let stderr = '';
    let settled = false;
    let stallTimer: NodeJS.Timeout | undefined;
    const finish = (error: Error | null, segments?: Segment[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(stallTimer);
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null) child.kill('SIGKILL');
      if (error) reject(error);
      else resolve(segments ?? []);
    };
    const armStallTimer = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        finish(new SpeechError('engine_failed', `${ENGINE_FAILED}: распознавание зависло и было остановлено`));
      }, stallTimeoutMs);
    };
    const onAbort = () => finish(abortError(signal!));
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4096);
    });
    child.on('message', (message: WhisperMessage) => {
      if (message.type === 'progress') {
        armStallTimer();
        report(Math.min(99, message.percent));
      } else if (message.type === 'done') {
        report(100);
        finish(null, message.segments);
      } else {
        const text = message.ours ? message.message : `${ENGINE_FAILED}: ${message.message}`;
        finish(new SpeechError('engine_failed', text, message.details));
      }
    });
    child.on('error', (error) => finish(new SpeechError('engine_failed', ENGINE_FAILED, String(error))));
    child.on('close', (code, exitSignal) => {
      const how = exitSignal ? `сигнал ${exitSignal}` : `код ${code}`;
      const crashed = new SpeechError('engine_failed', `${ENGINE_FAILED}: процесс распознавания завершился аварийно (${how})`, stderr);
      // A last IPC message may still be in flight when the process is already gone.
      setTimeout(() => finish(crashed), 200);
    });
    armStallTimer();
    child.send(job);
  });
}

/** whisper.cpp (through @napi-rs/whisper) in a child process, one process per transcription. */
export function createWhisperEngine(options: WhisperEngineOptions): SpeechEngine {
  return {
    name: 'whisper',
    async transcribe(wavPath, transcribeOptions) {
      const { signal } = transcribeOptions;
      const model = await ensureModel(resolveModel(options.model, options.dataDir), {
        download: options.autoDownload ?? false,
        baseUrl: options.modelBaseUrl,
        onProgress: options.onModelDownload,
        signal,
      });
      assertSpeechWav(await readWavInfo(wavPath));
      const job: WhisperJob = {
        wavPath,
        modelPath: model.path,
        language: transcribeOptions.language,
        prompt: clampPrompt(transcribeOptions.prompt),
        threads: options.threads ?? defaultWhisperThreads(),
        audioCtx: options.audioCtx ?? 0,
        maxTokens: options.maxTokens || (model.tensors === 0 ? TEST_MODEL_MAX_TOKENS : 0),
        chunkSeconds: options.chunkSeconds ?? 120,
      };
      return runWorker(job, transcribeOptions, options.stallTimeoutMs ?? 30 * 60_000);
    },
  };
}
