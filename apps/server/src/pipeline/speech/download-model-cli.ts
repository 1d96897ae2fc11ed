// `npm run models:download -- NAME [NAME...]`: fetches whisper.cpp models into DATA_DIR/models.
import path from 'node:path';
import { ensureModel, type DownloadProgress } from './download-model.ts';
import { validateModelFile } from './model-file.ts';
import { KNOWN_MODELS, resolveModel } from './models.ts';

const MB = 1024 * 1024;

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

function usage(): string {
  const names = Object.entries(KNOWN_MODELS)
    .map(([name, model]) => `  ${name.padEnd(16)} ${(model.bytes / MB).toFixed(0).padStart(5)} МБ`)
    .join('\n');
  return `Использование: npm run models:download -- ИМЯ [ИМЯ ...]\n\nМодели с известной контрольной суммой:\n${names}\n`;
}

async function main(names: string[]): Promise<number> {
  if (names.length === 0 || names.includes('--help')) {
    process.stdout.write(usage());
    return names.length === 0 ? 1 : 0;
  }
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  let failed = 0;
  for (const name of names) {
    const location = resolveModel(name, dataDir);
    if (!location.name) {
      process.stderr.write(`«${name}» — не имя модели (пример: base, small, large-v3-turbo)\n`);
      failed++;
      continue;
    }
    const present = await validateModelFile(location).then(() => true, () => false);
    if (present) {
      process.stdout.write(`Модель ${name} уже скачана: ${location.path}\n`);
      continue;
    }
    if (!location.known) process.stdout.write(`Контрольная сумма модели ${name} неизвестна: проверим только структуру файла.\n`);
    process.stdout.write(`Скачиваем ${name} в ${location.path}\n`);
    const draw = progressPrinter(process.stdout);
    try {
      const result = await ensureModel(location, {
        download: true,
        baseUrl: process.env.WHISPER_MODEL_BASE_URL,
        onProgress: draw,
      });
      if (process.stdout.isTTY) process.stdout.write('\n');
      const check = location.known ? 'размер и SHA-256 проверены' : 'проверена структура файла';
      process.stdout.write(`Готово: ${result.path} (${check})\n`);
    } catch (error) {
      if (process.stdout.isTTY) process.stdout.write('\n');
      process.stderr.write(`${(error as Error).message}\n`);
      failed++;
    }
  }
  return failed ? 1 : 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
