import { fork } from 'node:child_process';
import { abortError } from '../media/run-process.ts';
import { progressReporter } from '../progress.ts';
import { SpeechError, type Segment, type TranscribeOptions } from './types.ts';

/** What a recogniser child process sends back (one job per process). */
export type SpeechChildMessage =
  | { type: 'progress'; percent: number }
  | { type: 'done'; segments: Segment[] }
  /** `message` is shown to users only when `ours` (a Russian MediaError/SpeechError), else logged. */
  | { type: 'error'; message: string; ours: boolean; details?: string };

export const ENGINE_FAILED = 'Ошибка распознавания речи';

/**
 * Runs one recognition job in a child process. Native recognisers block their thread for a whole utterance
 * and may abort the process on a broken model file, so they run there: the server's event loop stays free, a
 * crash becomes an error, and a stuck or cancelled job is ended with SIGKILL.
 */
export function runSpeechChild(workerFile: string, job: object, options: TranscribeOptions, stallTimeoutMs: number): Promise<Segment[]> {
  const report = progressReporter(options.onProgress);
  const { signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const child = fork(workerFile, [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
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
    child.on('message', (message: SpeechChildMessage) => {
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

/** The child's side: runs `work` on the one job it is sent and reports the outcome. */
export function serveSpeechJob<Job>(work: (job: Job, send: (message: SpeechChildMessage) => void) => Promise<Segment[]>, isOurs: (error: Error) => boolean): void {
  const send = (message: SpeechChildMessage) => process.send?.(message);
  process.once('message', (job: Job) => {
    work(job, send)
      .then((segments) => send({ type: 'done', segments }))
      .catch((error: unknown) => {
        const err = error instanceof Error ? error : new Error(String(error));
        const ours = isOurs(err);
        send({ type: 'error', message: err.message, ours, details: ours ? (err as { details?: string }).details : err.stack });
      })
      .finally(() => process.disconnect?.());
  });
}
