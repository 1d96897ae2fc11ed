import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { id } from '@protocolist/contracts/fields';
import { PROTOCOL_MESSAGES } from '@protocolist/contracts/protocols';
import { protocols } from '../../db/schema.ts';
import { accessToSecretaryData } from '../../http/access.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';

/** `:id` of every /api/protocols/{id}… route (and of members/tasks addressed by their own id). */
export const protocolParams = z.object({ id });

export type ProtocolRow = typeof protocols.$inferSelect;

/**
 * A protocol the user may read ('read') or change ('write'). Someone who may not see it gets 404, never a
 * hint that it exists; a reader (her manager, an admin) trying to change it gets 403.
 */
export async function protocolFor(
  app: FastifyInstance,
  user: CurrentUser,
  protocolId: number,
  mode: 'read' | 'write',
): Promise<ProtocolRow> {
  const [row] = await app.db.select().from(protocols).where(eq(protocols.id, protocolId));
  if (!row) throw notFound(PROTOCOL_MESSAGES.notFound);
  const access = await accessToSecretaryData(app.db, user, row.secretary_id);
  if (access === 'none') throw notFound(PROTOCOL_MESSAGES.notFound);
  if (mode === 'write' && access !== 'owner') throw forbidden();
  return row;
}
