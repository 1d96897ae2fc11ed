import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type MediaTool = 'ffmpeg' | 'ffprobe';

const ENV_NAMES: Record<MediaTool, string> = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' };
const INSTALLER_PACKAGES: Record<MediaTool, string> = {
  ffmpeg: '@ffmpeg-installer/ffmpeg',
  ffprobe: '@ffprobe-installer/ffprobe',
};

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findOnPath(name: string, envPath: string | undefined): string | null {
  for (const dir of (envPath ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

/** The optional npm packages that ship static binaries, for machines without a system ffmpeg. */
function fromInstallerPackage(tool: MediaTool): string | null {
  try {
    const required = createRequire(import.meta.url)(INSTALLER_PACKAGES[tool]) as { path?: string };
    return required.path && isExecutable(required.path) ? required.path : null;
  } catch {
    return null;
  }
}

/** FFMPEG_PATH and FFPROBE_PATH as `loadConfig` read them; null: looked for. */
export type MediaToolPaths = Record<MediaTool, string | null>;

let configured: MediaToolPaths = { ffmpeg: null, ffprobe: null };

/** Set once by `buildApp` from the configuration. */
export function configureMediaTools(paths: MediaToolPaths): void {
  configured = { ...paths };
}

const cache = new Map<string, string>();

/**
 * Path of ffmpeg or ffprobe: FFMPEG_PATH / FFPROBE_PATH when set, else the system binary on the operating
 * system's search PATH, else the one shipped by @ffmpeg-installer / @ffprobe-installer when that package is installed.
 */
export function mediaToolPath(tool: MediaTool, searchPath: string | undefined = process.env.PATH): string {
  const override = configured[tool];
  if (override) return override;
  const key = `${tool}\0${searchPath ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const found = findOnPath(tool, searchPath) ?? fromInstallerPackage(tool);
  if (!found) {
    throw new Error(`Программа ${tool} не найдена: установите ffmpeg или укажите путь в ${ENV_NAMES[tool]}`);
  }
  cache.set(key, found);
  return found;
}
