// `npm run models:download [-- ID ...]`: fetches speech models of the catalogue into DATA_DIR/models, with the
// same checks as the admin page. Without an id: the GigaAM model the server uses by default (GIGAAM_MODEL).
import { loadSpeechConfig } from '../../config.ts';
import { probeGigaamModel } from './gigaam/engine.ts';
import { validateModelFile } from './model-file.ts';
import { loadCatalog, totalBytes } from './models/catalog.ts';
import { ModelManager } from './models/manager.ts';
import path from 'node:path';

const MB = 1024 * 1024;

export interface DownloadProgress {
  received: number;
  /** Null when it is not known. */
  total: number | null;
}

export function progressBar({ received, total }: DownloadProgress, width = 30): string {
  const done = `${(received / MB).toFixed(1)} МБ`;
  if (!total) return `  ${done}`;
  const share = Math.min(1, received / total);
  const filled = Math.round(share * width);
  const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
  return `  [${bar}] ${String(Math.floor(share * 100)).padStart(3)}%  ${done} из ${(total / MB).toFixed(1)} МБ`;
}

/** A bar redrawn in place on a terminal; in a log (no TTY), one line per 10 %. */
function progressPrinter(out: NodeJS.WriteStream): (progress: DownloadProgress) => void {
  let lastDrawn = 0;
  let lastDecile = -1;
  return (progress) => {
    if (out.isTTY) {
      const now = Date.now();
      if (now - lastDrawn < 200 && progress.received !== progress.total) return;
      lastDrawn = now;
      out.write(`\r${progressBar(progress)}`);
      return;
    }
    const decile = progress.total ? Math.floor((progress.received / progress.total) * 10) : -1;
    if (decile === lastDecile) return;
    lastDecile = decile;
    out.write(`${progressBar(progress)}\n`);
  };
}

async function main(args: string[]): Promise<number> {
  const config = loadSpeechConfig();
  const catalog = await loadCatalog(config.models.catalogFile, config.whisper.modelBaseUrl);
  if (args.includes('--help')) {
    const lines = catalog.map((entry) => `  ${entry.id.padEnd(30)} ${(totalBytes(entry) / MB).toFixed(0).padStart(5)} МБ  ${entry.title}`);
    process.stdout.write(`Использование: npm run models:download -- [ID ...]\n\nМодели:\n${lines.join('\n')}\n`);
    return 0;
  }
  const models = new ModelManager({
    dir: config.models.dir,
    catalog,
    mirrorUrl: config.models.mirrorUrl,
    probe: async (entry, dir) => {
      if (entry.kind === 'gigaam') await probeGigaamModel(dir);
      if (entry.kind === 'whisper') await validateModelFile({ path: path.join(dir, entry.files[0]!.name), name: null, known: null });
    },
  });
  // Old whisper names (small, large-v3-turbo) still work.
  const ids = (args.length > 0 ? args : [config.gigaam.model]).map((id) => (catalog.some((e) => e.id === id) ? id : `whisper-${id}`));
  let failed = 0;
  for (const id of ids) {
    if (!catalog.some((entry) => entry.id === id)) {
      process.stderr.write(`Модели «${id.replace(/^whisper-/, '')}» нет в каталоге (список: npm run models:download -- --help)\n`);
      failed++;
      continue;
    }
    if ((await models.readyFolder(id)) !== null) {
      process.stdout.write(`Модель ${id} уже установлена: ${models.folder(id)}\n`);
      continue;
    }
    process.stdout.write(`Скачиваем ${id} в ${models.folder(id)}\n`);
    const draw = progressPrinter(process.stdout);
    const onChange = (status: { id: string; state: string; received: number | null; total: number | null }) => {
      if (status.id === id && status.state === 'downloading' && status.received !== null) draw({ received: status.received, total: status.total });
    };
    models.on('change', onChange);
    try {
      const folder = await models.download(id);
      if (process.stdout.isTTY) process.stdout.write('\n');
      process.stdout.write(`Готово: ${folder} (размеры и SHA-256 проверены, модель загружается)\n`);
    } catch (error) {
      if (process.stdout.isTTY) process.stdout.write('\n');
      process.stderr.write(`Не удалось установить ${id}: ${(error as Error).message}\n`);
      failed++;
    } finally {
      models.off('change', onChange);
    }
  }
  return failed ? 1 : 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
