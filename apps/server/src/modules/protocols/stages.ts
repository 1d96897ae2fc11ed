import { and, eq, inArray } from 'drizzle-orm';
import { PROTOCOL_STAGE_LABELS, type ProtocolStage, type ProtocolStatus } from '@protocolist/contracts/enums';
import type { Db } from '../../db/client.ts';
import { protocols } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { PROTOCOL_MESSAGES } from '@protocolist/contracts/protocols';

/**
 * The protocol stage machine (PRODUCT.md §7): the only place that knows which stage may follow which.
 * Every stage change in the server goes through `transitionStage`.
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
  return (Object.keys(STAGE_TRANSITIONS) as ProtocolStage[]).filter((from) => canTransition(from, to));
}

/** Status follows the stage: a protocol is done only in its final stage. */
export function statusForStage(stage: ProtocolStage): ProtocolStatus {
  return stage === 'final' ? 'success' : 'process';
}

export function illegalTransitionMessage(from: ProtocolStage, to: ProtocolStage): string {
  return PROTOCOL_MESSAGES.illegalStage(PROTOCOL_STAGE_LABELS[from], PROTOCOL_STAGE_LABELS[to]);
}

export function assertTransition(from: ProtocolStage, to: ProtocolStage): void {
  if (!canTransition(from, to)) throw conflict(illegalTransitionMessage(from, to));
}

type ProtocolPatch = Partial<Omit<typeof protocols.$inferInsert, 'id' | 'stage' | 'status' | 'secretary_id'>>;

export interface TransitionOptions {
  /** Move only while the protocol is still in one of these stages (a guard against concurrent changes). */
  expected?: ProtocolStage | readonly ProtocolStage[];
  /** Other columns written in the same UPDATE (stage_error, progress, transcript…). */
  patch?: ProtocolPatch;
}

/**
 * Moves a protocol to `to` in one guarded UPDATE (`WHERE stage IN (...)`), so two concurrent callers
 * cannot both move it. Pass a transaction as `db` to make it part of a larger change.
 * Throws 404 for a missing protocol and 409 (Russian message) when the step is not allowed now.
 */
export async function transitionStage(
  db: Db,
  protocolId: number,
  to: ProtocolStage,
  options: TransitionOptions = {},
): Promise<typeof protocols.$inferSelect> {
  const expected = options.expected === undefined ? null : ([] as ProtocolStage[]).concat(options.expected);
  const from = stagesLeadingTo(to).filter((stage) => expected === null || expected.includes(stage));
  if (from.length > 0) {
    const [row] = await db
      .update(protocols)
      .set({ ...options.patch, stage: to, status: statusForStage(to), updated_at: new Date() })
      .where(and(eq(protocols.id, protocolId), inArray(protocols.stage, from)))
      .returning();
    if (row) return row;
  }
  const [current] = await db.select({ stage: protocols.stage }).from(protocols).where(eq(protocols.id, protocolId));
  if (!current) throw notFound(PROTOCOL_MESSAGES.notFound);
  throw conflict(illegalTransitionMessage(current.stage, to));
}
