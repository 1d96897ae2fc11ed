import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { protocols, type Section } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { textSectionsColumn } from '../../pipeline/protocol-text/index.ts';
import { organizationToday } from '../settings/index.ts';
import { announceProtocolTasks } from '../tasks/index.ts';
import { assertVersion, crashPoint, lockProtocol } from './commands.ts';
import { assignDocumentNumber } from './document-number.ts';
import { illegalTransitionMessage, transitionStage } from './stages.ts';

export interface FinalInput {
  final_transcript: Section[];
  location?: string | null;
  city?: string | null;
  event_start_time?: string | null;
}

/**
 * Saves the final protocol in one transaction: the text and stage «Итоговый», its registration number, and its
 * tasks marked announced with their letters queued (pg-boss jobs written in the same transaction). A crash at any
 * point leaves either all of it or none. The crash points are for the test that kills the process there.
 */
export async function saveFinalProtocol(
  app: FastifyInstance,
  protocolId: number,
  input: FinalInput,
  expectedVersion: number | null,
): Promise<void> {
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const today = await organizationToday(app);
  await app.db.transaction(async (tx) => {
    const protocol = await lockProtocol(tx, protocolId);
    assertVersion(protocol, expectedVersion);
    const patch = {
      final_transcript: input.final_transcript,
      ...textSectionsColumn({ final_transcript: input.final_transcript, sections: protocol.sections }),
      location: input.location,
      city: input.city,
      ...(input.event_start_time !== undefined ? { event_start_time: input.event_start_time } : {}),
    };
    if (!STAGE_RULES.isDraft(protocol.stage)) {
      // Saving again: the text changes, the stage stays.
      const saved = await tx
        .update(protocols)
        .set({ ...patch, updated_at: new Date() })
        .where(and(eq(protocols.id, protocolId), eq(protocols.stage, 'final')))
        .returning({ id: protocols.id });
      if (saved.length === 0) throw conflict(illegalTransitionMessage(protocol.stage, 'final'));
    } else {
      // A hand-written protocol or a processed video passes «Проверен» on its way to «Итоговый».
      if (STAGE_RULES.canFinishReview(protocol.stage)) {
        await transitionStage(tx, protocolId, 'finish', { expected: protocol.stage });
      }
      await transitionStage(tx, protocolId, 'final', { expected: 'finish', patch });
    }
    crashPoint(app, 'final:after-stage');
    await assignDocumentNumber(tx, protocolId);
    crashPoint(app, 'final:after-number');
    // Its tasks' people hear of them now, one letter each (none went out while it was checked).
    await announceProtocolTasks(app, tx, protocolId, today);
    crashPoint(app, 'final:after-tasks');
  });
}
