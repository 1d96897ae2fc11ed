import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ProtocolStage } from '@protocolist/contracts/enums';
import { PROTOCOL_MESSAGES } from '@protocolist/contracts/protocols';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import type { Db } from '../../db/client.ts';
import { protocols, type Section, type TranscriptSegment } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { textSectionsColumn } from '../../pipeline/protocol-text/index.ts';
import { transitionStage } from './stages.ts';

/*
 * The commands that change a protocol's text. Every module writes the transcript, the draft sections and the
 * final text through these (the stage through `transitionStage`): each runs in one transaction on the row locked
 * (`FOR UPDATE`), checks the stage rule and the version the caller saw, and keeps the derived columns in step.
 */

type ProtocolRow = typeof protocols.$inferSelect;
type ProtocolPatch = Partial<typeof protocols.$inferInsert>;

/** 409 with the field `version`: the web shows both texts side by side instead of a plain error. */
export const versionConflict = () =>
  new HttpError(409, PROTOCOL_MESSAGES.versionConflict, { version: [PROTOCOL_MESSAGES.versionConflict] });

/** The protocol's row, locked until the transaction ends; 404 when there is none. */
export async function lockProtocol(tx: Db, protocolId: number): Promise<ProtocolRow> {
  const [row] = await tx.select().from(protocols).where(eq(protocols.id, protocolId)).for('update');
  if (!row) throw notFound(PROTOCOL_MESSAGES.notFound);
  return row;
}

/** Throws the 409 `errors.version` when the client saw another version (`expected` null: not checked). */
export function assertVersion(row: Pick<ProtocolRow, 'version'>, expected: number | null): void {
  if (expected !== null && expected !== row.version) throw versionConflict();
}

/** Cuts a transcript into draft sections (the conversation model with the protocol's keywords and people). */
export type Drafter = (transcript: readonly TranscriptSegment[]) => Section[];

export interface TextChange {
  /** A new transcript; `transcriptEdited` says whether the secretary wrote it. */
  transcript?: TranscriptSegment[];
  transcriptEdited?: boolean;
  /** New draft sections; `sectionsEdited` false lets keywords cut them again later. */
  sections?: Section[];
  sectionsEdited?: boolean;
  /** The transcript the draft is cut from when it is not the stored one (speakers named since). */
  cutFrom?: TranscriptSegment[];
}

/**
 * The one rule of the protocol's draft: sections given are kept (and, once a final text exists — a reopened
 * protocol — they are that text); a new transcript re-cuts the draft unless the secretary edited the sections;
 * `text_sections` always follows.
 */
export function revisedText(
  row: Pick<ProtocolRow, 'sections' | 'sections_edited' | 'final_transcript'>,
  change: TextChange,
  draft: Drafter | undefined,
): ProtocolPatch {
  const patch: ProtocolPatch = {};
  if (change.transcript !== undefined) {
    patch.transcript = change.transcript;
    if (change.transcriptEdited !== undefined) patch.transcript_edited = change.transcriptEdited;
  }
  let sections = row.sections;
  let finalText = row.final_transcript;
  if (change.sections !== undefined) {
    sections = change.sections;
    patch.sections = sections;
    if (change.sectionsEdited !== undefined) patch.sections_edited = change.sectionsEdited;
    if (finalText) finalText = patch.final_transcript = sections;
  } else if ((change.cutFrom ?? change.transcript) !== undefined && !row.sections_edited) {
    const transcript = (change.cutFrom ?? change.transcript)!;
    if (!draft) throw new Error('A new transcript is cut by the protocol\'s drafter, and none was given');
    sections = patch.sections = transcript.length > 0 ? draft(transcript) : [];
  }
  return { ...patch, ...textSectionsColumn({ final_transcript: finalText, sections }) };
}

interface TextOptions {
  expectedVersion: number | null;
  /**
   * Cuts a new transcript (needed with `transcript` or `cutFrom`). Prepared before the transaction: it reads the
   * keywords and people, which the open transaction must not wait on.
   */
  draft?: Drafter;
  rule?: 'edit' | 'rebuild';
}

/**
 * Saves the transcript and/or draft sections the secretary sent. Refused (409) while recognition runs — its
 * result would replace them — and when the text changed since the version she saw.
 */
export async function saveProtocolText(
  db: Db,
  protocolId: number,
  change: TextChange,
  options: TextOptions & {
    /** Other columns written with the text. */
    also?: ProtocolPatch;
  },
): Promise<ProtocolRow> {
  return reviseProtocolText(db, protocolId, async () => ({ change, also: options.also }), options);
}

/**
 * As `saveProtocolText`, for a change worked out from the row as it is now, locked (`tx` reads inside the same
 * transaction): speaker names and the suggestions that follow them, so a parallel accept or rename is not undone.
 */
export async function reviseProtocolText(
  db: Db,
  protocolId: number,
  revise: (row: ProtocolRow, tx: Db) => Promise<{ change: TextChange; also?: ProtocolPatch }>,
  options: TextOptions,
): Promise<ProtocolRow> {
  return db.transaction(async (tx) => {
    const row = await lockProtocol(tx, protocolId);
    assertTextEditable(row.stage, options.rule ?? 'edit');
    assertVersion(row, options.expectedVersion);
    const { change, also } = await revise(row, tx);
    const [saved] = await tx
      .update(protocols)
      .set({ ...also, ...revisedText(row, change, options.draft), updated_at: new Date() })
      .where(eq(protocols.id, protocolId))
      .returning();
    return saved!;
  });
}

/**
 * Cuts the draft again from the stored transcript (the secretary's keywords changed), in one transaction on the
 * row locked, unless she has edited the sections since, the stage allows no rebuild (recognition running, final)
 * or there is no transcript: then it leaves the row alone and says so (false).
 */
export async function redraftUnedited(db: Db, protocolId: number, draft: Drafter): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockProtocol(tx, protocolId);
    if (row.sections_edited || !STAGE_RULES.canRebuildSections(row.stage) || !row.transcript) return false;
    await tx
      .update(protocols)
      .set({ ...revisedText(row, { cutFrom: row.transcript }, draft), updated_at: new Date() })
      .where(eq(protocols.id, protocolId));
    return true;
  });
}

function assertTextEditable(stage: ProtocolStage, rule: 'edit' | 'rebuild'): void {
  if (!STAGE_RULES.canEditText(stage)) throw conflict(PROTOCOL_MESSAGES.textWhileProcessing);
  if (rule === 'rebuild' && !STAGE_RULES.canRebuildSections(stage)) throw conflict(PROTOCOL_MESSAGES.rebuildFinal);
}

/** The columns of the protocol's text, which a processing result leaves alone once the secretary changed it. */
const TEXT_COLUMNS = ['transcript', 'transcript_edited', 'sections', 'sections_edited', 'text_sections', 'final_transcript'] as const;

/**
 * Ends a recognition run with its result (`patch`, worked out from the protocol as it was at `startedVersion`):
 * success stage, suggestions, summary. The text columns are written only if the text is still at that version;
 * a text saved meanwhile (before the stage forbade it) is never overwritten.
 */
export async function applyProcessingResult(
  db: Db,
  protocolId: number,
  startedVersion: number,
  patch: ProtocolPatch,
): Promise<ProtocolRow> {
  return db.transaction(async (tx) => {
    const row = await lockProtocol(tx, protocolId);
    const kept: ProtocolPatch = { ...patch };
    if (row.version !== startedVersion) for (const column of TEXT_COLUMNS) delete kept[column];
    // The chair the run found fills an empty field only: one the secretary chose meanwhile stays.
    if (row.director_id !== null) delete kept.director_id;
    return transitionStage(tx, protocolId, 'success_video_process', { expected: 'video_process', patch: kept });
  });
}

/** A test-only crash (TEST_CRASH_AT): the process dies at once, as with SIGKILL, at the named point of a command. */
export function crashPoint(app: FastifyInstance, name: string): void {
  if (app.config.testCrashAt === name) process.kill(process.pid, 'SIGKILL');
}

