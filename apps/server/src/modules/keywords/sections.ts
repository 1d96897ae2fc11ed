import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { STAGE_RULES, stagesWhere } from '@protocolist/contracts/stages';
import type { Db } from '../../db/client.ts';
import { protocols, type TranscriptSegment } from '../../db/schema.ts';
import { buildSections, type BuiltSection, type SectionKeyword } from '../../pipeline/sections/build-sections.ts';
import { textSectionsColumn } from '../../pipeline/protocol-text/index.ts';
import { ensureDefaultKeywords, listKeywords } from './store.ts';

/** The keywords that cut a secretary's transcripts (the defaults, the first time). */
export async function sectionKeywords(db: Db, secretaryId: number): Promise<SectionKeyword[]> {
  await ensureDefaultKeywords(db, secretaryId);
  return listKeywords(db, secretaryId);
}

/** Draft sections of a transcript, cut by its secretary's current keywords. */
export async function draftSections(
  db: Db,
  secretaryId: number,
  transcript: readonly TranscriptSegment[] | null,
): Promise<BuiltSection[]> {
  if (!transcript || transcript.length === 0) return [];
  return buildSections(transcript, await sectionKeywords(db, secretaryId));
}

const BATCH = 50;
// Not while recognition runs: its result re-cuts the draft with the keywords of its end.
const DRAFT_STAGES = stagesWhere(STAGE_RULES.canRebuildSections);

/**
 * After a keyword change: re-cuts the draft sections of the secretary's protocols that are not final and
 * whose sections she has not edited. Batched, so hour-long transcripts are not all held at once.
 */
export async function rebuildDraftSections(db: Db, secretaryId: number): Promise<number> {
  const keywords = await sectionKeywords(db, secretaryId);
  const draft = and(
    eq(protocols.secretary_id, secretaryId),
    inArray(protocols.stage, DRAFT_STAGES),
    eq(protocols.sections_edited, false),
    isNotNull(protocols.transcript),
  );
  let lastId = 0;
  let rebuilt = 0;
  for (;;) {
    const batch = await db
      .select({ id: protocols.id, transcript: protocols.transcript, final_transcript: protocols.final_transcript })
      .from(protocols)
      .where(and(draft, gt(protocols.id, lastId)))
      .orderBy(asc(protocols.id))
      .limit(BATCH);
    if (batch.length === 0) return rebuilt;
    for (const row of batch) {
      const sections = buildSections(row.transcript, keywords);
      await db
        .update(protocols)
        .set({ sections, ...textSectionsColumn({ final_transcript: row.final_transcript, sections }) })
        .where(and(eq(protocols.id, row.id), eq(protocols.sections_edited, false), inArray(protocols.stage, DRAFT_STAGES)));
    }
    rebuilt += batch.length;
    lastId = batch.at(-1)!.id;
  }
}
