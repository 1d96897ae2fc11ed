/** A row of `upload_chunks` as the uploads module reads it (store.ts). */
export interface ChunkRow {
  uploadId: string;
  total: number;
  index: number;
  size: number;
  key: string;
  fileName: string | null;
  sha256: string | null;
  fileSha256: string | null;
  /** Where its bytes lie in the data file; null: in the object `key`. */
  offset: number | null;
  createdAt: Date;
}
