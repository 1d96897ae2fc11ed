import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { STAGE_RULES, stagesWhere } from '@protocolist/contracts/stages';
import { protocols } from '../../db/schema.ts';
import { protocolDrafter, sectionKeywords } from '../keywords/index.ts';
import { redraftUnedited } from './commands.ts';

const BATCH = 50;
// Not while recognition runs: its result re-cuts the draft with the keywords of its end.
const DRAFT_STAGES = stagesWhere(STAGE_RULES.canRebuildSections);

/**
 * After a keyword change: re-cuts the drafts of the secretary's protocols that are not final and whose sections she
 * has not edited, each through `redraftUnedited` (its row locked, the rule checked again there). Batched, so
 * hour-long transcripts are not all held at once; the people of each draft are read before its transaction.
 */
export async function redraftSecretaryProtocols(app: FastifyInstance, secretaryId: number): Promise<number> {
  const keywords = await sectionKeywords(app.db, secretaryId);
  const candidates = and(
    eq(protocols.secretary_id, secretaryId),
    inArray(protocols.stage, DRAFT_STAGES),
    eq(protocols.sections_edited, false),
    isNotNull(protocols.transcript),
  );
  let lastId = 0;
  let rebuilt = 0;
  for (;;) {
    const batch = await app.db
      .select({ id: protocols.id, event_date: protocols.event_date, director_id: protocols.director_id })
      .from(protocols)
      .where(and(candidates, gt(protocols.id, lastId)))
      .orderBy(asc(protocols.id))
      .limit(BATCH);
    if (batch.length === 0) return rebuilt;
    for (const row of batch) {
      const draft = await protocolDrafter(app.db, secretaryId, row, keywords);
      if (await redraftUnedited(app.db, row.id, draft)) rebuilt += 1;
    }
    lastId = batch.at(-1)!.id;
  }
}
