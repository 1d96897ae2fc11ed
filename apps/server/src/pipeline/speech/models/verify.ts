import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogEntry } from './catalog.ts';
import { sha256Of } from './download.ts';
import { ModelError } from './errors.ts';

/** Written into a model folder once its files passed the checks: later starts compare sizes only. */
const MARKER = '.verified.json';

interface Marker {
  id: string;
  files: Record<string, { bytes: number; sha256: string }>;
}

/** Every file of the entry is there, with its published size and (where one is published) its SHA-256. */
export async function verifyFiles(entry: CatalogEntry, dir: string, signal?: AbortSignal): Promise<Marker> {
  const marker: Marker = { id: entry.id, files: {} };
  for (const file of entry.files) {
    const size = await stat(path.join(dir, file.name)).then((s) => (s.isFile() ? s.size : -1), () => null);
    if (size === null || size < 0) throw new ModelError('invalid', `нет файла ${file.name}`);
    if (size !== file.bytes) {
      const why = size < file.bytes ? 'загружен не полностью' : 'это другой файл';
      throw new ModelError('incomplete', `файл ${file.name}: ${size} байт вместо ${file.bytes} — ${why}`);
    }
    const sum = await sha256Of(path.join(dir, file.name), signal);
    if (file.sha256 && sum !== file.sha256) {
      throw new ModelError('checksum', `файл ${file.name} повреждён: контрольная сумма SHA-256 не совпадает`, `got ${sum}, expected ${file.sha256}`);
    }
    marker.files[file.name] = { bytes: size, sha256: sum };
  }
  return marker;
}

export async function writeMarker(dir: string, marker: Marker): Promise<void> {
  await writeFile(path.join(dir, MARKER), JSON.stringify(marker, null, 2));
}

/** The folder was verified for this entry and its files still have the sizes they had then. */
export async function hasValidMarker(entry: CatalogEntry, dir: string): Promise<boolean> {
  try {
    const marker = JSON.parse(await readFile(path.join(dir, MARKER), 'utf8')) as Marker;
    if (marker.id !== entry.id) return false;
    for (const file of entry.files) {
      const size = (await stat(path.join(dir, file.name))).size;
      if (marker.files[file.name]?.bytes !== size || size !== file.bytes) return false;
    }
    return true;
  } catch {
    return false;
  }
}
