import { PROTOCOL_STAGE_LABELS, PROTOCOL_STAGES, type ProtocolStage, type ProtocolStatus } from './enums.ts';

export { PROTOCOL_STAGE_LABELS, PROTOCOL_STAGES, type ProtocolStage };

/**
 * The protocol stage machine (PRODUCT.md §7), the only list of which stage may follow which. The server moves
 * stages only through it (`transitionStage`); the web reads it to offer only the buttons that can work.
 */
export const STAGE_TRANSITIONS: Readonly<Record<ProtocolStage, readonly ProtocolStage[]>> = {
  no_video: ['video_uploaded', 'finish'],
  // A newly uploaded file replaces one not yet processed, or one whose processing failed.
  video_uploaded: ['video_process', 'video_uploaded'],
  video_process: ['success_video_process', 'error_video_process'],
  error_video_process: ['video_process', 'video_uploaded'],
  // Re-processing keeps what the secretary edited (the job never overwrites edited parts).
  success_video_process: ['finish', 'video_process'],
  finish: ['final'],
  final: ['finish'],
};

export function canTransition(from: ProtocolStage, to: ProtocolStage): boolean {
  return STAGE_TRANSITIONS[from].includes(to);
}

/** Stages from which `to` can be reached in one step. */
export function stagesLeadingTo(to: ProtocolStage): ProtocolStage[] {
  return PROTOCOL_STAGES.filter((from) => canTransition(from, to));
}

/** Status follows the stage: a protocol is done only in its final stage. */
export function statusForStage(stage: ProtocolStage): ProtocolStatus {
  return stage === 'final' ? 'success' : 'process';
}

/** Stages that only the upload and processing of a video set: no form or button moves a protocol there. */
export const AUTOMATIC_STAGES = ['video_uploaded', 'video_process', 'success_video_process', 'error_video_process'] as const;

/** Named questions about a stage, so that no screen or route writes its own list of stages. */
export const STAGE_RULES = {
  /** A video may be uploaded (again): nothing processed yet, or the last processing failed. */
  canUploadVideo: (stage: ProtocolStage) => canTransition(stage, 'video_uploaded'),
  /** Recognition may be started or re-run. */
  canProcessVideo: (stage: ProtocolStage) => canTransition(stage, 'video_process'),
  /**
   * A transcript file (WebVTT, SRT) may be attached or removed: a later recognition run will read it, and none
   * is running now.
   */
  canAttachSubtitles: (stage: ProtocolStage) => canTransition(stage, 'video_uploaded') || canTransition(stage, 'video_process'),
  /** Recognition is running: the job's worker owns the protocol's stage until it ends. */
  isProcessing: (stage: ProtocolStage) => stage === 'video_process',
  /**
   * The transcript and draft sections may be saved. Not while recognition runs: its result would replace them, so
   * a save then is refused (409) rather than lost; the editors are read-only meanwhile.
   */
  canEditText: (stage: ProtocolStage) => stage !== 'video_process',
  /** The draft sections may be cut again from the transcript: only a draft, and not while recognition runs. */
  canRebuildSections: (stage: ProtocolStage) => stage !== 'final' && stage !== 'video_process',
  /** «Завершить проверку»: a hand-written protocol or a processed video may be marked as reviewed. */
  canFinishReview: (stage: ProtocolStage) => canTransition(stage, 'finish') && stage !== 'final',
  /**
   * Whether the page offers «Завершить проверку»: a protocol without a video has something to review only once
   * it has a transcript or sections typed by hand. (The API still accepts the step, as `canFinishReview` says.)
   */
  canFinishReviewWith: (stage: ProtocolStage, hasText: boolean) =>
    canTransition(stage, 'finish') && stage !== 'final' && (stage !== 'no_video' || hasText),
  /** The final protocol may be saved. */
  canSaveFinal: (stage: ProtocolStage) => stage === 'finish' || stage === 'final',
  /** «Вернуть в работу»: a final protocol goes back to «Проверен». */
  canReopen: (stage: ProtocolStage) => stage === 'final' && canTransition(stage, 'finish'),
  /** Only a final protocol is e-mailed to its members. */
  canSend: (stage: ProtocolStage) => stage === 'final',
  /** The video is being uploaded or recognised: lists and pages refresh themselves meanwhile. */
  isVideoInProgress: (stage: ProtocolStage) => stage === 'video_uploaded' || stage === 'video_process',
  /** The chair may be set or changed: at any stage before the final protocol (reopen it to change him). */
  canChangeChair: (stage: ProtocolStage) => stage !== 'final',
  /** Draft sections may still be rebuilt from the transcript and keywords. */
  isDraft: (stage: ProtocolStage) => stage !== 'final',
  /** Set only by upload and processing (`AUTOMATIC_STAGES`); asking for it by hand is refused. */
  isAutomatic: (stage: ProtocolStage) => (AUTOMATIC_STAGES as readonly ProtocolStage[]).includes(stage),
} as const;

/** The groups the protocol list filters by, in display order; every stage is in exactly one group. */
export const STAGE_GROUPS = [
  { id: 'draft', label: 'Черновик', stages: ['no_video'] },
  { id: 'processing', label: 'Обрабатывается', stages: ['video_uploaded', 'video_process'] },
  { id: 'review', label: 'На проверке', stages: ['success_video_process'] },
  { id: 'failed', label: 'Ошибка обработки', stages: ['error_video_process'] },
  { id: 'reviewed', label: 'Проверен', stages: ['finish'] },
  { id: 'final', label: 'Итоговый', stages: ['final'] },
] as const satisfies readonly { id: string; label: string; stages: readonly ProtocolStage[] }[];

export type StageGroupId = (typeof STAGE_GROUPS)[number]['id'];

/** The stages for which `rule` holds, for SQL filters (`stage IN (...)`). */
export function stagesWhere(rule: (stage: ProtocolStage) => boolean): ProtocolStage[] {
  return PROTOCOL_STAGES.filter(rule);
}

export function stageGroupOf(stage: ProtocolStage): StageGroupId {
  return STAGE_GROUPS.find((group) => (group.stages as readonly ProtocolStage[]).includes(stage))!.id;
}
