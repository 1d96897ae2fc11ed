// Chunked upload through the API against writing the same chunks straight to disk, in the same run.
//   source scripts/node24.sh; node bench/upload.mjs [--size-mb 1024 --chunk-mb 10 --parallel 3]
// The server runs as its own process (the real main.ts, embedded database, temporary DATA_DIR); its resident
// memory is sampled from /proc while the upload runs, so the peak growth over its idle size is printed too.
// The file is a WAV of noise (valid media, so the server's ffprobe check passes) made chunk by chunk.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    'size-mb': { type: 'string', default: '1024' },
    'chunk-mb': { type: 'string', default: '10' },
    parallel: { type: 'string', default: '3' },
  },
});
const MB = 1024 * 1024;
const size = Number(args['size-mb']) * MB;
const chunkSize = Number(args['chunk-mb']) * MB;
const parallel = Number(args.parallel);
const total = Math.ceil(size / chunkSize);
const root = path.resolve(import.meta.dirname, '..');

function wavHeader(dataBytes) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

// One block of noise reused for every chunk: generating 1 GiB of random bytes would measure the generator.
const noise = randomBytes(chunkSize);
function chunk(index) {
  const length = Math.min(chunkSize, size - index * chunkSize);
  if (index > 0) return noise.subarray(0, length);
  const first = Buffer.from(noise.subarray(0, length));
  wavHeader(size - 44).copy(first);
  return first;
}

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function baseline(dir) {
  const handle = await open(path.join(dir, 'baseline.wav'), 'w');
  const started = performance.now();
  for (let index = 0; index < total; index++) await handle.write(chunk(index));
  await handle.close();
  return (performance.now() - started) / 1000;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-upload-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin123',
      MAX_UPLOAD_BYTES: String(size + chunkSize),
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'inherit',
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        if (i > 600) throw new Error('server did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const call = async (method, url, token, body) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        },
        body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
      });
      const json = await response.json();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.message}`);
      return json.data;
    };
    const admin = (await call('POST', '/api/login', null, { email: 'admin@example.com', password: 'admin123' })).token;
    const manager = await call('POST', '/api/users', admin, { full_name: 'Руководитель', email: 'm@example.com', role: 'manager', password: 'secret123' });
    await call('POST', '/api/users', admin, { full_name: 'Секретарь', email: 's@example.com', role: 'secretary', password: 'secret123', manager_id: manager.id });
    const token = (await call('POST', '/api/login', null, { email: 's@example.com', password: 'secret123' })).token;
    const protocol = await call('POST', '/api/protocols', token, { theme: 'Бенчмарк загрузки', event_date: '2026-11-10' });

    const diskSeconds = await baseline(dataDir);
    const idleRss = rssKb(server.pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssKb(server.pid));
    }, 50);
    const started = performance.now();
    let next = 0;
    let completed = false;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < total) {
          const index = next++;
          const form = new FormData();
          form.set('total_chunks', String(total));
          form.set('chunk_index', String(index));
          form.set('video', new Blob([chunk(index)], { type: 'audio/wav' }), 'bench.wav');
          const result = await call('POST', `/api/protocols/${protocol.id}/upload-chunks`, token, form);
          completed ||= result.completed;
        }
      }),
    );
    const apiSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (!completed) throw new Error('the upload did not complete');

    const mbps = (seconds) => (size / MB / seconds).toFixed(1);
    console.log(`file ${size / MB} MiB in ${total} chunks of ${chunkSize / MB} MiB, ${parallel} in flight`);
    console.log(`direct disk writes:   ${diskSeconds.toFixed(2)} s  (${mbps(diskSeconds)} MiB/s)`);
    console.log(`through the API:      ${apiSeconds.toFixed(2)} s  (${mbps(apiSeconds)} MiB/s, incl. assembly and ffprobe)`);
    console.log(`throughput ratio API/disk: ${(diskSeconds / apiSeconds).toFixed(2)}x  (goal >= 0.8x)`);
    console.log(`server RSS: idle ${(idleRss / 1024).toFixed(0)} MiB, peak ${(peakRss / 1024).toFixed(0)} MiB, growth ${((peakRss - idleRss) / 1024).toFixed(0)} MiB  (goal <= 64 MiB)`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
