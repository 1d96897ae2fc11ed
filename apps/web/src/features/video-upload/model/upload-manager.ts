import { notifications } from '@mantine/notifications';
import { PROTOCOL_LIST_STAGE_PAGE, VIDEO_PROCESS_DELAY_MS } from '@protocolist/contracts/constants';
import type { UploadStatus } from '@protocolist/contracts/uploads';
import { protocolApi } from '../../../entities/protocol';
import { uploadApi, uploadProgressChanged, uploadProgressCleared } from '../../../entities/upload';
import { processingProgressChanged, processingProgressCleared, VIDEO_TEXTS, videoApi } from '../../../entities/video';
import { describeError, selectToken } from '../../../shared/api';
import { UPLOAD_PARALLEL_CHUNKS } from '../../../shared/config';
import { browserStorage } from '../../../shared/lib';
import type { ApiDispatch } from '../../../shared/api';
import { chunkBytesSetting, chunkCount, chunkRange, missingChunks, uploadPercent } from './chunk-plan';
import { TransferMeter } from './transfer-rate';
import { setCachedStage } from './cached-stage';
import { sleep, withRetries } from './retries';
import { clearUploadDescriptor, isSameFile, readUploadDescriptor, uploadIdOf, writeUploadDescriptor } from './upload-descriptor';
import { isRetryable, uploadErrorMessage } from './upload-errors';
import {
  uploadBytes,
  uploadCompleted,
  uploadDismissed,
  uploadFailed,
  uploadPaused,
  uploadResumed,
  uploadRetrying,
  uploadStarted,
  uploadWarned,
} from './video-upload-slice';
import { VIDEO_UPLOAD_TEXTS } from '../config/messages';

export interface VideoFiles {
  video: File | null;
  /** «Мой файл стенограммы» (.vtt, .srt), sent before the video. */
  subtitles: File | null;
}

export const NO_VIDEO_FILES: VideoFiles = { video: null, subtitles: null };

/** Rounds of «ask the server what is missing, send it» before an upload is given up. */
const MAX_ROUNDS = 3;

/** Uploads of this tab live here, not in a component, so they go on while the user moves between pages. */
const running = new Map<number, AbortController>();
/** Files of an upload that failed or was paused, so «Повторить» / «Продолжить» go on without picking them again. */
const filesOfFailed = new Map<number, VideoFiles>();

class UploadStopped extends Error {}
/** The abort reason of «Пауза»: the chunks the server holds stay, the same files continue later. */
class UploadPaused extends Error {}

/** How often the byte count reaches the store (the browser reports progress far more often). */
const BYTES_REPORT_MS = 250;

/**
 * Bytes of the video the server holds or is receiving: finished chunks plus what the browser has sent of the
 * chunks in flight. It reports to the store at most every BYTES_REPORT_MS, with the speed over the last seconds.
 */
class ByteCounter {
  private done = 0;
  private readonly inFlight = new Map<number, number>();
  private readonly meter = new TransferMeter();
  private lastReport = 0;
  private readonly report: (sentBytes: number, bytesPerSecond: number | null) => void;
  private readonly fileSize: number;

  constructor(report: (sentBytes: number, bytesPerSecond: number | null) => void, fileSize: number) {
    this.report = report;
    this.fileSize = fileSize;
  }

  reset(heldBytes: number): void {
    this.done = heldBytes;
    this.inFlight.clear();
    this.flush(true);
  }

  progress(index: number, loaded: number): void {
    this.inFlight.set(index, loaded);
    this.flush(false);
  }

  finished(index: number, size: number): void {
    this.inFlight.delete(index);
    this.done += size;
    this.flush(true);
  }

  failed(index: number): void {
    this.inFlight.delete(index);
  }

  private total(): number {
    let bytes = this.done;
    for (const loaded of this.inFlight.values()) bytes += loaded;
    return Math.min(this.fileSize, bytes);
  }

  private flush(force: boolean): void {
    const now = Date.now();
    const bytes = this.total();
    this.meter.sample(bytes, now);
    if (!force && now - this.lastReport < BYTES_REPORT_MS) return;
    this.lastReport = now;
    this.report(bytes, this.meter.rate());
  }
}

/** A mutation sent from here has no component watching it: its cache entry goes once it settles. */
function untracked<T>(request: { unwrap(): Promise<T>; abort(): void; reset(): void }) {
  return { unwrap: () => request.unwrap().finally(() => request.reset()), abort: () => request.abort() };
}

interface Upload {
  dispatch: ApiDispatch;
  protocolId: number;
  file: File;
  signal: AbortSignal;
  bytes: ByteCounter;
}

const retryNotice = (upload: Pick<Upload, 'dispatch' | 'protocolId'>) => (delayMs: number) =>
  upload.dispatch(uploadRetrying({ protocolId: upload.protocolId, message: VIDEO_UPLOAD_TEXTS.retrying(Math.round(delayMs / 1000)) }));

async function readStatus(upload: Upload, uploadId: string): Promise<UploadStatus> {
  return withRetries(() => {
    const request = upload.dispatch(
      uploadApi.endpoints.getUploadStatus.initiate({ protocolId: upload.protocolId, uploadId }, { forceRefetch: true }),
    );
    return { unwrap: () => request.unwrap().finally(() => request.unsubscribe()), abort: () => request.abort() };
  }, upload.signal);
}

/** The last chunk's answer may have been lost after the server assembled the file: the protocol tells. */
async function alreadyAssembled(upload: Upload): Promise<boolean> {
  const request = upload.dispatch(protocolApi.endpoints.getProtocol.initiate(upload.protocolId, { forceRefetch: true }));
  try {
    const protocol = await request.unwrap();
    return protocol.stage === 'video_uploaded' && protocol.video?.name === upload.file.name && protocol.video.size === upload.file.size;
  } catch {
    return false;
  } finally {
    request.unsubscribe();
  }
}

/** Bytes of the chunks that are not pending (the server holds them). */
function heldBytes(plan: { chunkBytes: number; totalChunks: number }, fileSize: number, pending: number[]): number {
  const missing = pending.reduce((sum, index) => {
    const [start, end] = chunkRange(index, fileSize, plan.chunkBytes);
    return sum + (end - start);
  }, 0);
  return fileSize - missing;
}

/** Hex SHA-256 of a chunk; none where the browser offers no Web Crypto (a page served over plain http). */
async function chunkSha256(chunk: Blob): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined;
  const digest = await globalThis.crypto.subtle.digest('SHA-256', await chunk.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sends `pending` chunks, UPLOAD_PARALLEL_CHUNKS at a time; true once the server reports the file complete. */
async function sendChunks(upload: Upload, plan: { chunkBytes: number; totalChunks: number; uploadId: string }, pending: number[]) {
  const { dispatch, protocolId, file } = upload;
  const queue = [...pending];
  let sent = plan.totalChunks - pending.length;
  upload.bytes.reset(heldBytes(plan, file.size, pending));
  let completed = false;
  let failure: { error: unknown } | null = null;
  const stop = new AbortController();
  const stopWithUpload = () => stop.abort(upload.signal.reason);
  upload.signal.addEventListener('abort', stopWithUpload, { once: true });

  const worker = async () => {
    for (let index = queue.shift(); index !== undefined && !completed; index = queue.shift()) {
      const [start, end] = chunkRange(index, file.size, plan.chunkBytes);
      const chunkIndex = index;
      const onProgress = (loaded: number) => upload.bytes.progress(chunkIndex, loaded);
      const bytes = file.slice(start, end);
      const chunk = {
        protocolId,
        chunkIndex,
        totalChunks: plan.totalChunks,
        chunk: bytes,
        fileName: file.name,
        onProgress,
        uploadId: plan.uploadId,
        chunkSha256: await chunkSha256(bytes),
      };
      const result = await withRetries(
        () => untracked(dispatch(uploadApi.endpoints.uploadVideoChunk.initiate(chunk))),
        stop.signal,
        (delayMs) => {
          upload.bytes.failed(chunkIndex);
          retryNotice(upload)(delayMs);
        },
      );
      sent += 1;
      completed ||= result.completed;
      upload.bytes.finished(chunkIndex, end - start);
      dispatch(uploadResumed(protocolId));
      if (completed) dispatch(uploadProgressChanged({ protocolId, progress: uploadPercent(sent, plan.totalChunks, completed) }));
    }
  };
  const workers = Array.from({ length: Math.min(UPLOAD_PARALLEL_CHUNKS, queue.length) }, () =>
    worker().catch((error: unknown) => {
      failure ??= { error };
      stop.abort(error);
    }),
  );
  try {
    await Promise.all(workers);
  } finally {
    upload.signal.removeEventListener('abort', stopWithUpload);
  }
  if (upload.signal.aborted) throw upload.signal.reason;
  if (failure) throw (failure as { error: unknown }).error;
  return completed;
}

/** Cuts the file, skips what the server already holds for this very file, sends the rest. */
async function uploadVideo(upload: Upload): Promise<void> {
  const storage = browserStorage();
  const { file, protocolId } = upload;
  const remembered = readUploadDescriptor(storage, protocolId);
  const resuming = remembered && isSameFile(remembered, file) ? remembered : null;
  const chunkBytes = resuming?.chunkBytes ?? chunkBytesSetting(storage);
  const totalChunks = chunkCount(file.size, chunkBytes);
  writeUploadDescriptor(storage, protocolId, { name: file.name, size: file.size, lastModified: file.lastModified, chunkBytes, totalChunks });
  const plan = { chunkBytes, totalChunks, uploadId: uploadIdOf(file, chunkBytes) };

  let held: number[] = [];
  if (resuming) {
    const status = await readStatus(upload, plan.uploadId);
    if (status.total_chunks === plan.totalChunks) held = status.received;
  }
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const missing = missingChunks(plan.totalChunks, held);
    // Every chunk is there but nothing was assembled (the server stopped meanwhile): the last one sent again
    // makes the server try the assembly once more.
    const pending = missing.length > 0 ? missing : [plan.totalChunks - 1];
    if (await sendChunks(upload, plan, pending)) return;
    if (await alreadyAssembled(upload)) return;
    const status = await readStatus(upload, plan.uploadId);
    held = status.total_chunks === plan.totalChunks ? status.received : [];
  }
  throw new UploadStopped(VIDEO_UPLOAD_TEXTS.failed);
}

async function attachSubtitles(upload: Omit<Upload, 'file'>, subtitles: File): Promise<void> {
  const { dispatch, protocolId, signal } = upload;
  try {
    await withRetries(() => untracked(dispatch(uploadApi.endpoints.uploadSubtitles.initiate({ protocolId, file: subtitles }))), signal, retryNotice(upload));
    dispatch(uploadResumed(protocolId));
  } catch (error) {
    if (signal.aborted) throw error;
    dispatch(uploadResumed(protocolId));
    dispatch(uploadWarned({ protocolId, warning: VIDEO_UPLOAD_TEXTS.subtitlesFailed(describeError(error)) }));
  }
}

/**
 * Seed §4: the first-page list shows video_uploaded at once; after 3 s it shows video_process and
 * process-video is called.
 */
async function startProcessingSoon(dispatch: ApiDispatch, protocolId: number): Promise<void> {
  const listPage = { limit: PROTOCOL_LIST_STAGE_PAGE.limit, page: PROTOCOL_LIST_STAGE_PAGE.page };
  dispatch(uploadProgressChanged({ protocolId, progress: 100 }));
  dispatch(uploadCompleted(protocolId));
  setCachedStage(dispatch, protocolId, 'video_uploaded', listPage);
  dispatch(protocolApi.util.invalidateTags([{ type: 'Protocol', id: protocolId }]));
  await sleep(VIDEO_PROCESS_DELAY_MS);
  setCachedStage(dispatch, protocolId, 'video_process', listPage);
  dispatch(processingProgressChanged({ protocolId, progress: 0 }));
  try {
    await withRetries(() => untracked(dispatch(videoApi.endpoints.processVideo.initiate(protocolId))), new AbortController().signal);
  } catch (error) {
    dispatch(processingProgressCleared(protocolId));
    dispatch(protocolApi.util.invalidateTags([{ type: 'Protocol', id: protocolId }, { type: 'Protocol', id: 'LIST' }]));
    notifications.show({ color: 'red', title: VIDEO_TEXTS.startFailed, message: describeError(error) });
  } finally {
    dispatch(uploadDismissed(protocolId));
    dispatch(uploadProgressCleared(protocolId));
  }
}

/** Starts (or resumes, for the same file) the upload of a protocol's video; returns at once if one runs. */
export function startVideoUpload(protocolId: number, files: VideoFiles) {
  return async (dispatch: ApiDispatch, getState: () => unknown): Promise<void> => {
    const { video, subtitles } = files;
    if (!video || running.has(protocolId)) return;
    const controller = new AbortController();
    running.set(protocolId, controller);
    filesOfFailed.delete(protocolId);
    const bytes = new ByteCounter((sentBytes, bytesPerSecond) => {
      dispatch(uploadBytes({ protocolId, sentBytes, bytesPerSecond }));
      dispatch(uploadProgressChanged({ protocolId, progress: Math.min(99, Math.floor((sentBytes / Math.max(1, video.size)) * 100)) }));
    }, video.size);
    const upload: Upload = { dispatch, protocolId, file: video, signal: controller.signal, bytes };
    dispatch(uploadStarted({ protocolId, fileName: video.name, fileSize: video.size }));
    let subtitlesLeft = subtitles;
    try {
      if (subtitles) {
        await attachSubtitles(upload, subtitles);
        subtitlesLeft = null;
      }
      await uploadVideo(upload);
      clearUploadDescriptor(browserStorage(), protocolId);
      await startProcessingSoon(dispatch, protocolId);
    } catch (error) {
      if (controller.signal.reason instanceof UploadPaused) {
        filesOfFailed.set(protocolId, { video, subtitles: subtitlesLeft });
        dispatch(uploadPaused(protocolId));
        return;
      }
      // A cancelled upload, or a session that ended (its state is already gone), says nothing more.
      if (controller.signal.aborted || !selectToken(getState())) return;
      // The server refused the file itself (not media, too large): sending it again would not help.
      if (error instanceof UploadStopped || isRetryable(error)) filesOfFailed.set(protocolId, { video, subtitles: subtitlesLeft });
      dispatch(uploadFailed({ protocolId, message: error instanceof UploadStopped ? error.message : uploadErrorMessage(error) }));
    } finally {
      running.delete(protocolId);
    }
  };
}

/** «Пауза»: stops sending; the chunks the server holds stay, «Продолжить» sends the rest of the same file. */
export function pauseVideoUpload(protocolId: number) {
  return (): void => {
    running.get(protocolId)?.abort(new UploadPaused(VIDEO_UPLOAD_TEXTS.paused));
  };
}

/** «Повторить» after a failure, «Продолжить» after a pause: the same files, sending only what the server still lacks. */
export function retryVideoUpload(protocolId: number) {
  return (dispatch: ApiDispatch): void => {
    const files = filesOfFailed.get(protocolId);
    if (files) void dispatch(startVideoUpload(protocolId, files));
  };
}

export function canRetryVideoUpload(protocolId: number): boolean {
  return filesOfFailed.has(protocolId) && !running.has(protocolId);
}

/** Stops sending; the chunks the server holds stay, so the same file picked later continues from there. */
export function cancelVideoUpload(protocolId: number) {
  return (dispatch: ApiDispatch): void => {
    running.get(protocolId)?.abort(new Error(VIDEO_UPLOAD_TEXTS.cancelled));
    running.delete(protocolId);
    filesOfFailed.delete(protocolId);
    dispatch(uploadDismissed(protocolId));
    dispatch(uploadProgressCleared(protocolId));
  };
}

/** Forgets a failed upload (the user picks another file instead). */
export function dismissVideoUpload(protocolId: number) {
  return (dispatch: ApiDispatch): void => {
    if (running.has(protocolId)) return;
    filesOfFailed.delete(protocolId);
    dispatch(uploadDismissed(protocolId));
    dispatch(uploadProgressCleared(protocolId));
  };
}
