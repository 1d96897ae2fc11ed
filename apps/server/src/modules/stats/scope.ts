import { scopeOf, type Scope } from '@protocolist/contracts/policies';
import type { CurrentUser } from '../../http/auth.ts';

/**
 * Which secretaries a statistics query covers, as a condition on the `users` table (unaliased) with its one
 * parameter, $2. The scope comes from OWNED_ACCESS.secretary_stats (a manager his secretaries, an admin all of
 * them); stats-access.test.ts proves that the SQL below covers exactly the secretaries `loadOwned` opens.
 */
export interface SecretaryScope {
  condition: string;
  value: number | null;
}

const SCOPE_SQL: Record<Scope, (userId: number) => SecretaryScope> = {
  all: () => ({ condition: `users.role = 'secretary' AND $2::int IS NULL`, value: null }),
  team: (userId) => ({ condition: `users.role = 'secretary' AND users.manager_id = $2::int`, value: userId }),
  own: (userId) => oneSecretary(userId),
  none: () => ({ condition: `false AND $2::int IS NULL`, value: null }),
};

/** Every secretary whose statistics the user may read. */
export function readableSecretaries(user: Pick<CurrentUser, 'id' | 'role'>): SecretaryScope {
  return SCOPE_SQL[scopeOf('secretary_stats', user.role, 'read')](user.id);
}

export function oneSecretary(id: number): SecretaryScope {
  return { condition: `users.role = 'secretary' AND users.id = $2::int`, value: id };
}
