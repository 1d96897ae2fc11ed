import type { FastifyInstance } from 'fastify';
import { STATS_MESSAGES } from '@protocolist/contracts/stats';
import type { CurrentUser } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';

/**
 * Which secretaries a statistics query covers, as a condition on the `users` table (unaliased) with its one
 * parameter, $2.
 * A manager sees his secretaries, an admin all of them (PRODUCT.md §2).
 */
export interface SecretaryScope {
  condition: string;
  value: number | null;
}

export function managedSecretaries(user: CurrentUser): SecretaryScope {
  if (user.role === 'admin') return { condition: `users.role = 'secretary' AND $2::int IS NULL`, value: null };
  return { condition: `users.role = 'secretary' AND users.manager_id = $2::int`, value: user.id };
}

export function oneSecretary(id: number): SecretaryScope {
  return { condition: `users.role = 'secretary' AND users.id = $2::int`, value: id };
}

/** 404 unless `id` is a secretary the caller may see: herself, his secretary (manager), anyone (admin). */
export async function assertSecretaryVisible(app: FastifyInstance, user: CurrentUser, id: number): Promise<void> {
  const { rows } = await app.database.executeSql(`SELECT manager_id FROM users WHERE id = $1 AND role = 'secretary'`, [
    id,
  ]);
  const secretary = rows[0];
  const visible =
    secretary !== undefined &&
    (user.role === 'admin' ||
      (user.role === 'secretary' && user.id === id) ||
      (user.role === 'manager' && secretary.manager_id === user.id));
  if (!visible) throw notFound(STATS_MESSAGES.secretaryNotFound);
}
