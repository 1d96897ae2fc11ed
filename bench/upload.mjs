// Chunked upload through the API against writing the same chunks straight to disk, in the same run.
//   source scripts/node24.sh; node bench/upload.mjs [--size-mb 1024 --chunk-mb 10 --parallel 3 --rounds 5
//                                                   --database-url postgres://…/empty_db]
// The server runs as its own process (the real main.ts, embedded database unless --database-url, temporary
// DATA_DIR); its resident memory is sampled from /proc while the uploads run, so the peak growth over its idle
// size is printed too. The file is a WAV of noise (valid media, so the server's ffprobe check passes) made chunk
// by chunk. Baselines: the same chunks written to one file (page cache only; one fsync at the end; an fsync per
// chunk, the guarantee the API gives), and the same requests to two bare reference servers (one discards the
// bytes, one parses and fsyncs them and does nothing else: see startReferenceServer). Ratios are medians of
// per-round ratios.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { wavHeader } from '../apps/server/src/pipeline/media/wav.ts';
import { ServerProcess, freePort } from '../apps/server/src/test/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');

const { values: args } = parseArgs({
  options: {
    'size-mb': { type: 'string', default: '1024' },
    'chunk-mb': { type: 'string', default: '10' },
    parallel: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '5' },
    // Empty: the embedded database, as `npm start` runs. A PostgreSQL URL (an empty database) measures that setup.
    'database-url': { type: 'string', default: '' },
  },
});
const MB = 1024 * 1024;
const size = Number(args['size-mb']) * MB;
const chunkSize = Number(args['chunk-mb']) * MB;
const parallel = Number(args.parallel);
const rounds = Number(args.rounds);
const total = Math.ceil(size / chunkSize);

// One block of noise reused for every chunk: generating 1 GiB of random bytes would measure the generator.
const noise = randomBytes(chunkSize);
function chunk(index) {
  const length = Math.min(chunkSize, size - index * chunkSize);
  if (index > 0) return noise.subarray(0, length);
  const first = Buffer.from(noise.subarray(0, length));
  wavHeader(size - 44, 16_000).copy(first);
  return first;
}

// The multipart body is written as three buffers on a keep-alive connection: undici's FormData copies a Blob
// through a stream and costs the shared 2 cores more than the server's own work, which is what is measured here.
const agent = new http.Agent({ keepAlive: true });
const boundary = `----protocolist-bench-${randomBytes(8).toString('hex')}`;
function sendChunk(port, url, token, index) {
  const head = Buffer.from(
    [
      `--${boundary}\r\nContent-Disposition: form-data; name="total_chunks"\r\n\r\n${total}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="chunk_index"\r\n\r\n${index}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="bench.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    ].join(''),
  );
  const body = chunk(index);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        agent,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + body.length + tail.length,
        },
      },
      (response) => {
        const parts = [];
        response.on('data', (part) => parts.push(part));
        response.on('end', () => {
          const json = JSON.parse(Buffer.concat(parts).toString('utf8'));
          if (response.statusCode !== 200) reject(new Error(`chunk ${index}: ${response.statusCode} ${json.message}`));
          else resolve(json.data);
        });
      },
    );
    request.on('error', reject);
    request.write(head);
    request.write(body);
    request.end(tail);
  });
}

/**
 * Reference servers, each a bare node:http server in its own process answered by the same client:
 * - 'discard' reads every request body and drops it: what moving the bytes over HTTP alone costs here;
 * - 'write' parses the multipart body (the same parser as the API) and writes the file part to a file of its
 *   own, fsynced before the answer: the least any server giving the API's guarantee must do, without login,
 *   database or checks.
 */
async function startReferenceServer(mode, dir) {
  const port = await freePort();
  const source = `
    const http = require('node:http');
    const fs = require('node:fs');
    const { pipeline } = require('node:stream/promises');
    const { Busboy } = require('@fastify/busboy');
    let files = 0;
    http.createServer((request, response) => {
      const answer = () => response.end('{"data":{"completed":true}}');
      if (${JSON.stringify(mode)} === 'discard') {
        request.resume();
        request.on('end', answer);
        return;
      }
      const parser = new Busboy({ headers: request.headers });
      let written = Promise.resolve();
      parser.on('file', (name, stream) => {
        written = pipeline(stream, fs.createWriteStream(${JSON.stringify(dir)} + '/part-' + files++, { flush: true }));
      });
      parser.on('finish', () => written.then(answer));
      request.pipe(parser);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { process: child, port };
}

async function referenceUpload(reference, dir) {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < total) await sendChunk(reference.port, '/', '', next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const name of readdirSync(dir)) rmSync(path.join(dir, name));
  return seconds;
}


const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/**
 * The same chunks written to one file in order. `sync`: 'none' leaves them in the page cache, 'end' adds the one
 * fsync that puts the file on disk, 'each' fsyncs every chunk (the guarantee the API gives when it answers).
 */
async function baseline(dir, sync) {
  const file = path.join(dir, 'baseline.wav');
  const handle = await open(file, 'w');
  const started = performance.now();
  for (let index = 0; index < total; index++) {
    await handle.write(chunk(index));
    if (sync === 'each') await handle.datasync();
  }
  if (sync === 'end') await handle.datasync();
  await handle.close();
  const seconds = (performance.now() - started) / 1000;
  rmSync(file);
  return seconds;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-upload-bench-'));
  const port = await freePort();
  const referenceDir = mkdtempSync(path.join(dataDir, 'reference-'));
  const discardServer = await startReferenceServer('discard', referenceDir);
  const leastServer = await startReferenceServer('write', referenceDir);
  const server = new ServerProcess(dataDir, port, { MAX_UPLOAD_BYTES: String(size + chunkSize), DATABASE_URL: args['database-url'] });
  try {
    await server.start();
    const call = async (method, url, token, body) => {
      const { status, json } = await server.call(method, url, token, body);
      if (status >= 400) throw new Error(`${method} ${url}: ${status} ${json.message}`);
      return json.data;
    };
    const token = await server.secretaryToken();

    const idleRss = rssKb(server.pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssKb(server.pid));
    }, 50);

    const upload = async () => {
      const protocol = await call('POST', '/api/protocols', token, { theme: 'Бенчмарк загрузки', event_date: '2026-11-10' });
      const started = performance.now();
      let next = 0;
      let completed = false;
      await Promise.all(
        Array.from({ length: parallel }, async () => {
          while (next < total) {
            const index = next++;
            const result = await sendChunk(port, `/api/protocols/${protocol.id}/upload-chunks`, token, index);
            completed ||= result.completed;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      if (!completed) throw new Error('the upload did not complete');
      await call('DELETE', `/api/protocols/${protocol.id}`, token);
      return seconds;
    };

    // Before each measurement: the same amount written and deleted untimed, then `sync`. On a virtual machine the
    // first touch of memory pages the host took back is several times slower than any later one, and without this
    // it lands on whichever measurement comes first; `sync` leaves no write-back of the one before to pay for.
    const measure = async (run) => {
      await baseline(dataDir, 'none');
      execFileSync('sync');
      return run();
    };
    const disk = { cache: [], durable: [], eachChunk: [] };
    const api = [];
    const transport = [];
    const least = [];
    for (let round = 0; round < rounds; round++) {
      disk.cache.push(await measure(() => baseline(dataDir, 'none')));
      disk.durable.push(await measure(() => baseline(dataDir, 'end')));
      disk.eachChunk.push(await measure(() => baseline(dataDir, 'each')));
      transport.push(await measure(() => referenceUpload(discardServer, referenceDir)));
      least.push(await measure(() => referenceUpload(leastServer, referenceDir)));
      api.push(await measure(upload));
    }
    clearInterval(sampler);

    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const line = (label, values) =>
      `${label.padEnd(34)} ${median(values).toFixed(2)} s  (${(size / MB / median(values)).toFixed(0)} MiB/s; runs ${values.map((v) => v.toFixed(2)).join(', ')})`;
    console.log(`file ${size / MB} MiB in ${total} chunks of ${chunkSize / MB} MiB, ${parallel} in flight, median of ${rounds} rounds`);
    console.log(line('disk, page cache only:', disk.cache));
    console.log(line('disk, durable (one fsync at end):', disk.durable));
    console.log(line('disk, each chunk fsynced:', disk.eachChunk));
    console.log(line('HTTP alone (bytes discarded):', transport));
    console.log(line('least server (multipart → fsync):', least));
    console.log(line('API (each chunk fsynced):', api));
    // Ratios per round, then their median: the virtual disk's speed drifts over a run more than within a round.
    const ratio2 = (measured, baselines) => median(measured.map((seconds, round) => baselines[round] / seconds)).toFixed(2);
    const ratio = (baselines) => ratio2(api, baselines);
    console.log(`throughput ratio API / disk, one fsync at end:   ${ratio(disk.durable)}x  (goal >= 0.8x)`);
    console.log(`throughput ratio API / disk, each chunk fsynced: ${ratio(disk.eachChunk)}x  (same guarantee as the API)`);
    console.log(`throughput ratio API / disk, page cache only:    ${ratio(disk.cache)}x`);
    console.log(`throughput ratio API / least server:             ${ratio(least)}x  (login, database, checks, assembly)`);
    console.log(`throughput ratio HTTP alone / disk, one fsync:   ${ratio2(transport, disk.durable)}x  (a ceiling for any server here)`);
    console.log(`throughput ratio least server / disk, one fsync: ${ratio2(least, disk.durable)}x  (the most this API could reach here)`);
    console.log(`server RSS: idle ${(idleRss / 1024).toFixed(0)} MiB, peak ${(peakRss / 1024).toFixed(0)} MiB, growth ${((peakRss - idleRss) / 1024).toFixed(0)} MiB  (goal <= 64 MiB)`);
  } finally {
    agent.destroy();
    discardServer.process.kill('SIGTERM');
    leastServer.process.kill('SIGTERM');
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
