import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { protocols } from '../../db/schema.ts';

/** The meeting's year of the row being updated (qualified: the subquery below reads the same table). */
const year = sql.raw('extract(year from "protocols"."event_date")::integer');

/**
 * Gives a final protocol the next registration number of its meeting's calendar year, once: the number does not
 * change when the protocol is saved again. Two protocols finalised at the same moment race for one number; the
 * unique index lets one win and the other takes the next.
 */
export async function assignDocumentNumber(db: Db, protocolId: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db
        .update(protocols)
        .set({
          document_year: year,
          document_number: sql`(SELECT coalesce(max(numbered.document_number), 0) + 1 FROM protocols AS numbered
            WHERE numbered.document_year = ${year})`,
        })
        .where(and(eq(protocols.id, protocolId), isNull(protocols.document_number)));
      return;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}
