import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentCounters, protocols } from '../../db/schema.ts';

/**
 * Gives a final protocol the next registration number of its meeting's calendar year, once: the number does not
 * change when the protocol is saved again. Call it in the transaction that makes the protocol final: the year's
 * counter row stays locked until that transaction ends, so concurrent finals get consecutive numbers, and a
 * rolled-back final gives its number back.
 */
export async function assignDocumentNumber(tx: Db, protocolId: number): Promise<void> {
  const [row] = await tx
    .select({ numbered: protocols.document_number, year: sql<number>`extract(year from ${protocols.event_date})::integer` })
    .from(protocols)
    .where(eq(protocols.id, protocolId));
  if (!row || row.numbered !== null) return;
  const [counter] = await tx
    .insert(documentCounters)
    .values({ year: row.year, last_number: 1 })
    .onConflictDoUpdate({ target: documentCounters.year, set: { last_number: sql`${documentCounters.last_number} + 1` } })
    .returning({ number: documentCounters.last_number });
  await tx
    .update(protocols)
    .set({ document_year: row.year, document_number: counter!.number })
    .where(and(eq(protocols.id, protocolId), isNull(protocols.document_number)));
}
