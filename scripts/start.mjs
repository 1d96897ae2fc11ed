// `npm start`: builds the web app when its bundle is missing or older than its sources, then runs the server
// in this terminal. Runs under Node 24 (package.json calls it through scripts/node24.sh).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

/** Newest modification time of the files that make up the web bundle. */
function newestSourceTime() {
  const sources = [path.join(webDir, 'src'), path.join(webDir, 'public'), path.join(webDir, 'index.html')];
  const packages = path.join(root, 'packages/contracts/src');
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  [...sources, packages].forEach(visit);
  return newest;
}

function webBundleIsStale() {
  if (!existsSync(builtIndex)) return true;
  return statSync(builtIndex).mtimeMs < newestSourceTime();
}

if (webBundleIsStale()) {
  console.log('Сборка веб-приложения…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('Сборка веб-приложения не удалась');
    process.exit(build.status ?? 1);
  }
}

// Own process group: a Ctrl+C reaches the server once, through the forwarding below, so its graceful
// shutdown is not cut short by a second signal from the terminal.
// The Dockerfile's Node flags and malloc arenas (memory of an idle server, bench/memory.mjs).
const NODE_FLAGS = ['--max-semi-space-size=1', '--wasm-lazy-compilation'];
const server = spawn(process.execPath, [...NODE_FLAGS, path.join(root, 'apps/server/src/main.ts'), ...process.argv.slice(2)], {
  cwd: root,
  env: { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072', ...process.env },
  stdio: 'inherit',
  detached: true,
});
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal] ?? 1) : 1));
});
