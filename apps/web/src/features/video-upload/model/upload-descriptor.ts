/**
 * What this browser remembers about an upload in progress, so that after a reload the same file picked again
 * is cut the same way and only the chunks the server lacks are sent. The File itself cannot be kept.
 */
interface UploadDescriptor {
  name: string;
  size: number;
  lastModified: number;
  chunkBytes: number;
  totalChunks: number;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (protocolId: number) => `videoUpload:${protocolId}`;

export function readUploadDescriptor(storage: KeyValueStorage | null, protocolId: number): UploadDescriptor | null {
  try {
    const parsed = JSON.parse(storage?.getItem(keyOf(protocolId)) ?? 'null') as Partial<UploadDescriptor> | null;
    if (!parsed || typeof parsed.name !== 'string') return null;
    const numbers = [parsed.size, parsed.lastModified, parsed.chunkBytes, parsed.totalChunks];
    return numbers.every((value) => typeof value === 'number' && Number.isFinite(value)) ? (parsed as UploadDescriptor) : null;
  } catch {
    return null;
  }
}

export function writeUploadDescriptor(storage: KeyValueStorage | null, protocolId: number, descriptor: UploadDescriptor): void {
  try {
    storage?.setItem(keyOf(protocolId), JSON.stringify(descriptor));
  } catch {
    // A full or forbidden storage only costs the ability to resume after a reload.
  }
}

export function clearUploadDescriptor(storage: KeyValueStorage | null, protocolId: number): void {
  storage?.removeItem(keyOf(protocolId));
}

export function isSameFile(descriptor: UploadDescriptor, file: Pick<File, 'name' | 'size' | 'lastModified'>): boolean {
  return descriptor.name === file.name && descriptor.size === file.size && descriptor.lastModified === file.lastModified;
}

/**
 * The server's name for this file's upload (its `upload_id`): the same file cut the same way gets the same name
 * after a reload, another file another name, so a resumed upload never takes chunks of a different file.
 */
export function uploadIdOf(file: Pick<File, 'size' | 'lastModified'>, chunkBytes: number): string {
  return ['f', file.size, Math.max(0, Math.trunc(file.lastModified)), chunkBytes].map((part) => part.toString(36)).join('-');
}
