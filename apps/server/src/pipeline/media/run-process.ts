import { spawn } from 'node:child_process';

export interface ProcessResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  /** The last few kilobytes of stderr: enough for an error message, bounded for long runs. */
  stderr: string;
}

export interface RunProcessOptions {
  signal?: AbortSignal;
  /** Called for each complete stdout line; stdout is then not collected. */
  onStdoutLine?: (line: string) => void;
}

const STDERR_TAIL = 8 * 1024;

export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  return new DOMException('Операция прервана', 'AbortError');
}

/** Runs a program without a shell; the child is killed (SIGKILL) as soon as the signal aborts. */
export function runProcess(command: string, args: string[], options: RunProcessOptions = {}): Promise<ProcessResult> {
  const { signal, onStdoutLine } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let pending = '';
    let stderr = '';
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (!onStdoutLine) {
        stdout += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onStdoutLine(line.trimEnd());
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code, exitSignal) => {
      signal?.removeEventListener('abort', onAbort);
      if (pending && onStdoutLine) onStdoutLine(pending.trimEnd());
      if (signal?.aborted) reject(abortError(signal));
      else resolve({ code, signal: exitSignal, stdout, stderr });
    });
  });
}
