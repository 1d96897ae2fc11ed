import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { protocolCounters, protocols } from '../../db/schema.ts';

/**
 * The next protocol number of a secretary. The counter row is locked by the upsert until the caller's
 * transaction ends, so concurrent creations queue up and get distinct numbers; deleting a protocol never
 * lowers the counter, so a number is never given out twice.
 */
export async function nextProtocolNumber(tx: Db, secretaryId: number): Promise<number> {
  const [row] = await tx
    .insert(protocolCounters)
    .values({
      secretary_id: secretaryId,
      // A secretary whose protocols predate the counter continues after her highest number.
      last_number: sql`(SELECT COALESCE(MAX(${protocols.protocol_number}), 0) + 1 FROM ${protocols} WHERE ${protocols.secretary_id} = ${secretaryId})`,
    })
    .onConflictDoUpdate({
      target: protocolCounters.secretary_id,
      set: { last_number: sql`${protocolCounters.last_number} + 1` },
    })
    .returning({ number: protocolCounters.last_number });
  return row!.number;
}
