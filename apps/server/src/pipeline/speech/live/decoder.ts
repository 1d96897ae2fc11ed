import { fork, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { mediaToolPath } from '../../media/binaries.ts';
import type { LiveJob, LiveMessage, LiveUtterance } from './protocol.ts';

const WORKER = path.join(import.meta.dirname, 'worker.ts');

export interface LiveDecoderOptions extends LiveJob {
  onUtterance: (utterance: LiveUtterance) => void;
  /** Samples of the take decoded so far (about once a second). */
  onDecoded?: (samples: number) => void;
  /** The recogniser could not start (a broken model): the take is still decoded, without text. */
  onUnrecognised?: (reason: string) => void;
}

/**
 * One take decoded while it is recorded: its container bytes (webm/opus, mp4) go into one ffmpeg, whose 16 kHz
 * mono PCM flows straight into a child that finds and recognises utterances (worker.ts). Bytes must be written
 * in their order; `finish` ends the input and resolves with the take's length in samples once every utterance is out.
 */
export class LiveDecoder {
  readonly #ffmpeg: ChildProcess;
  readonly #worker: ChildProcess;
  readonly #done: Promise<number>;
  #stderr = '';
  #failed: Error | null = null;

  constructor(options: LiveDecoderOptions) {
    const { onUtterance, onDecoded, onUnrecognised, ...job } = options;
    this.#ffmpeg = spawn(
      mediaToolPath('ffmpeg'),
      ['-hide_banner', '-loglevel', 'error', '-probesize', '32768', '-analyzeduration', '0', '-i', 'pipe:0',
        '-vn', '-ac', '1', '-ar', '16000', '-f', 's16le', 'pipe:1'],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    this.#worker = fork(WORKER, [], { execArgv: [], serialization: 'advanced', stdio: ['pipe', 'ignore', 'pipe', 'ipc'] });
    this.#ffmpeg.stdout!.pipe(this.#worker.stdin!);
    this.#ffmpeg.stderr!.setEncoding('utf8').on('data', (text: string) => (this.#stderr = (this.#stderr + text).slice(-2048)));
    this.#worker.stderr!.setEncoding('utf8').on('data', (text: string) => (this.#stderr = (this.#stderr + text).slice(-2048)));
    // A write after ffmpeg died fails here; the failure is reported by `finish`.
    this.#ffmpeg.stdin!.on('error', (error) => (this.#failed ??= error));
    this.#worker.stdin!.on('error', (error) => (this.#failed ??= error));
    this.#done = new Promise<number>((resolve, reject) => {
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        this.kill();
        reject(error);
      };
      this.#worker.on('message', (message: LiveMessage) => {
        if (message.type === 'utterance') onUtterance(message.utterance);
        else if (message.type === 'decoded') onDecoded?.(message.samples);
        else if (message.type === 'unrecognised') onUnrecognised?.(message.message);
        else if (message.type === 'error') fail(new Error(`live recognition failed: ${message.message}`));
        else if (!settled) {
          settled = true;
          onDecoded?.(message.samples);
          resolve(message.samples);
        }
      });
      this.#worker.on('close', (code, signal) => {
        setTimeout(() => fail(new Error(`live recognition ended (${signal ?? code}): ${this.#stderr}`)), 200);
      });
      this.#ffmpeg.on('close', (code) => {
        if (code !== 0 && code !== null) fail(new Error(`ffmpeg could not decode the take (${code}): ${this.#stderr}`));
      });
    });
    this.#done.catch(() => {});
    this.#worker.send(job);
  }

  /** Appends the next bytes of the take; resolves once ffmpeg has taken them in (backpressure). */
  write(bytes: Buffer): Promise<void> {
    if (this.#failed) return Promise.reject(this.#failed);
    return new Promise((resolve, reject) => {
      this.#ffmpeg.stdin!.write(bytes, (error) => (error ? reject(error) : resolve()));
    });
  }

  /** No more bytes: resolves with the take's length in 16 kHz samples once every utterance was handed over. */
  finish(): Promise<number> {
    this.#ffmpeg.stdin!.end();
    return this.#done;
  }

  /** The number of samples once finished, or the failure; without ending the input. */
  get done(): Promise<number> {
    return this.#done;
  }

  kill(): void {
    if (this.#ffmpeg.exitCode === null) this.#ffmpeg.kill('SIGKILL');
    if (this.#worker.exitCode === null) this.#worker.kill('SIGKILL');
  }
}
