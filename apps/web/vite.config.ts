import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build (where they are smaller), so the server
 * sends them by Accept-Encoding without compressing per request (apps/server/src/http/web-app.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'protocolist:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const source = readFileSync(file);
        const brotli = brotliCompressSync(source, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // A browser without <link rel="modulepreload"> (Safari before 17) still loads every module, only not ahead of
    // time; the polyfill for it was JavaScript that /login downloaded (issue 16).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (what /login runs) in one chunk: one file compresses better than
        // the twenty small shared chunks the automatic splitting made of it (issue 16, /login's budget). Rolldown
        // calls a module initial when an initial one imports it, used or not: reselect, which Redux Toolkit
        // imports for what only RTK Query uses, stays with the screens (and, a leaf, needs no dependencies moved).
        codeSplitting: {
          groups: [
            {
              name: 'index',
              tags: ['$initial'],
              test: (id: string) => !/[\\/]node_modules[\\/]reselect[\\/]/.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
