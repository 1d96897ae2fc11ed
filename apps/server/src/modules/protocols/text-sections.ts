import { asc, gt, and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { protocols } from '../../db/schema.ts';
import { textSectionsColumn } from '../../pipeline/protocol-text/index.ts';

const BATCH = 200;

/**
 * Writes `protocols.text_sections` for protocols saved before the column existed (migration 0005 leaves it NULL):
 * at every start, cheap when there is nothing to fill. The statistics' triggers count the keyword hits as it fills.
 */
export async function fillTextSections(db: Db): Promise<number> {
  let filled = 0;
  let lastId = 0;
  for (;;) {
    const batch = await db
      .select({ id: protocols.id, sections: protocols.sections, final_transcript: protocols.final_transcript })
      .from(protocols)
      .where(and(isNull(protocols.text_sections), gt(protocols.id, lastId)))
      .orderBy(asc(protocols.id))
      .limit(BATCH);
    if (batch.length === 0) return filled;
    for (const row of batch) {
      await db
        .update(protocols)
        .set(textSectionsColumn(row))
        .where(and(eq(protocols.id, row.id), isNull(protocols.text_sections)));
    }
    filled += batch.length;
    lastId = batch.at(-1)!.id;
  }
}
