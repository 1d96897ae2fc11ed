import { and, asc, not, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SEARCH_FINDS_USERS, SEARCH_USER_LIMIT, type SearchUserHit } from '@protocolist/contracts/search';
import { users } from '../../db/schema.ts';
import { likePattern } from '../../db/like.ts';
import type { CurrentUser } from '../../http/auth.ts';

/** At most this many words of a query narrow the people (a name, a department, an e-mail's part…). */
const MAX_WORDS = 5;

/**
 * The words a person must match and those he must not: the search box's syntax read plainly — quotes and «или»
 * dropped, `-слово` an exclusion, ё as е.
 */
export function personWords(q: string): { include: string[]; exclude: string[] } {
  const words = q
    .replace(/["«»]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && word !== '-' && !/^(или|or)$/i.test(word))
    .map((word) => word.toLowerCase().replaceAll('ё', 'е'))
    .slice(0, MAX_WORDS);
  return {
    include: words.filter((word) => !word.startsWith('-')),
    exclude: words.filter((word) => word.startsWith('-')).map((word) => word.slice(1)),
  };
}

const folded = (column: SQLWrapper) =>
  sql`translate(lower(coalesce(${column}, '')), 'ё', 'е')`;

/**
 * People whose name, e-mail, department or position hold every word of the query (and none of its exclusions), for the roles that see the
 * whole directory (SEARCH_FINDS_USERS); nobody for the others.
 */
export async function findPeople(app: FastifyInstance, user: CurrentUser, q: string): Promise<SearchUserHit[]> {
  if (!SEARCH_FINDS_USERS.includes(user.role)) return [];
  const { include, exclude } = personWords(q);
  if (include.length === 0) return [];
  const anyField = (word: string) => {
    const pattern = likePattern(word);
    return or(...[users.full_name, users.email, users.department, users.position].map((column) => sql`${folded(column)} LIKE ${pattern}`))!;
  };
  const matches = [...include.map(anyField), ...exclude.map((word) => not(anyField(word)))];
  return app.db
    .select({
      id: users.id,
      full_name: users.full_name,
      email: users.email,
      role: users.role,
      department: users.department,
      position: users.position,
      is_active: users.is_active,
    })
    .from(users)
    .where(and(...matches))
    .orderBy(asc(users.full_name), asc(users.id))
    .limit(SEARCH_USER_LIMIT);
}
