import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { extract } from 'tar';
import bz2 from 'unbzip2-stream';
import { ModelError } from './errors.ts';

/**
 * Unpacks a .tar.bz2 into `into` (which must not exist yet). node-tar keeps every entry inside `into`
 * (no absolute paths, no `..`, no links out).
 */
export async function unpackTarBz2(archive: string, into: string): Promise<void> {
  await mkdir(into, { recursive: false });
  try {
    await pipeline(createReadStream(archive), bz2(), extract({ cwd: into, strict: true }));
  } catch (error) {
    throw new ModelError('invalid', 'архив повреждён или это не архив .tar.bz2', String(error));
  }
}

/** The folder that holds the files: the unpacked folder itself, or its only subfolder (sherpa-onnx's layout). */
export async function folderWith(root: string, fileNames: string[]): Promise<string> {
  const has = async (dir: string) => (await Promise.all(fileNames.map((name) => stat(path.join(dir, name)).then(() => true, () => false)))).every(Boolean);
  if (await has(root)) return root;
  const entries = await readdir(root, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory());
  if (folders.length === 1 && (await has(path.join(root, folders[0]!.name)))) return path.join(root, folders[0]!.name);
  throw new ModelError('invalid', `в архиве нет нужных файлов (${fileNames.join(', ')})`);
}
