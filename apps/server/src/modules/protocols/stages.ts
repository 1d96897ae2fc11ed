import { and, eq, inArray } from 'drizzle-orm';
import { PROTOCOL_STAGE_LABELS, type ProtocolStage } from '@protocolist/contracts/enums';
import { PROTOCOL_MESSAGES } from '@protocolist/contracts/protocols';
import { stagesLeadingTo, statusForStage } from '@protocolist/contracts/stages';
import type { Db } from '../../db/client.ts';
import { protocols } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';

/*
 * Which stage may follow which is decided in packages/contracts/src/stages.ts (STAGE_TRANSITIONS, STAGE_RULES);
 * this file only applies it to the database. Every stage change in the server goes through `transitionStage`.
 */

export function illegalTransitionMessage(from: ProtocolStage, to: ProtocolStage): string {
  return PROTOCOL_MESSAGES.illegalStage(PROTOCOL_STAGE_LABELS[from], PROTOCOL_STAGE_LABELS[to]);
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
