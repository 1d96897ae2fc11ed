import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scopeOf, type OwnedKind } from '@protocolist/contracts/policies';
import { SEARCH_COUNT_LIMIT, SEARCH_KINDS, type SearchHit, type SearchKind } from '@protocolist/contracts/search';
import type { ProtocolStage } from '@protocolist/contracts/enums';
import { users } from '../../db/schema.ts';
import { readableWhere } from '../../http/access.ts';
import type { CurrentUser } from '../../http/auth.ts';
import type { PageRequest } from '../../http/paging.ts';
import { presentHit, HIT_START, HIT_STOP, type HitRow } from './presenter.ts';

/**
 * Searches `search_entries` (migration 0009_search, kept by triggers). Every piece is read through the kind of
 * row it belongs to: a transcript and a protocol's sections through their protocol, a task as a task, a meeting
 * as a meeting, each limited by `readableWhere` — the one access policy (OWNED_ACCESS), not a copy of it.
 */
export const SEARCH_KIND_ACCESS: Record<SearchKind, OwnedKind> = {
  protocol: 'protocol',
  transcript: 'protocol',
  task: 'task',
  meeting: 'meeting',
};

export interface SearchFilters {
  q: string;
  kind?: SearchKind;
  from?: string;
  to?: string;
  secretary?: number;
  stage?: ProtocolStage;
}

/** A word that may be a man's surname in the nominative (Кузнецов, Соловьев, Пушкин), not after a minus. */
const SURNAME = /(^|[\s"«(])([а-яё]{3,}(?:ов|ев|ёв|ин|ын))(?=$|[\s"»),.;:!?])/giu;

/**
 * The query as PostgreSQL reads a search box: stems, "phrases", -exclusions, «или» / or. A word that may be a
 * surname in the nominative is also looked for as its genitive (the stemmer cuts «Кузнецов» to «кузнец» but
 * «Кузнецову» to «кузнецов»; search_tsv of migration 0009 indexes names the same way).
 */
export function tsQuery(q: string): SQL {
  // websearch_to_tsquery knows `or` only in English; a Russian «или» means the same.
  const text = q.replace(/(^|\s)или(?=\s|$)/giu, '$1or');
  const genitive = text.replace(SURNAME, '$1$2а');
  if (genitive === text) return sql`websearch_to_tsquery('russian', ${text})`;
  return sql`(websearch_to_tsquery('russian', ${text}) || websearch_to_tsquery('russian', ${genitive}))`;
}

/**
 * The secretaries whose rows of `access` the user may read, found by the one policy itself (`readableWhere` applied
 * to the users table, each user being the owner of his own rows); null: everyone's.
 */
async function readableOwners(app: FastifyInstance, user: CurrentUser, access: OwnedKind): Promise<number[] | null> {
  const where = readableWhere(access, user, users.id);
  if (!where) return null;
  return (await app.db.select({ id: users.id }).from(users).where(where)).map((row) => row.id);
}

function ownerIn(owners: number[] | null): SQL {
  if (owners === null) return sql`true`;
  if (owners.length === 0) return sql`false`;
  return sql`e.secretary_id IN (${sql.join(
    owners.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * Only the pieces the user may read: each kind by the policy of the rows it belongs to. The owners are listed
 * first (a handful of ids: her own, his team's), so that the database plans with real numbers; where the policy
 * gives the same owners for every kind (as it does today) that is one condition, which lets it walk one
 * secretary's newest pieces by index.
 */
export async function searchScope(app: FastifyInstance, user: CurrentUser): Promise<SQL> {
  const accessKinds = [...new Set(SEARCH_KINDS.map((kind) => SEARCH_KIND_ACCESS[kind]))];
  // Kinds the policy gives the same scope share one look-up.
  const byScope = new Map<string, number[] | null>();
  const owners = new Map<OwnedKind, number[] | null>();
  for (const access of accessKinds) {
    const scope = scopeOf(access, user.role, 'read');
    if (!byScope.has(scope)) byScope.set(scope, await readableOwners(app, user, access));
    owners.set(access, byScope.get(scope)!);
  }
  const distinct = new Set([...owners.values()].map((ids) => JSON.stringify(ids)));
  if (distinct.size === 1) return ownerIn(owners.get(accessKinds[0]!)!);
  const branches = accessKinds.map((access) => {
    const kinds = SEARCH_KINDS.filter((kind) => SEARCH_KIND_ACCESS[kind] === access);
    return sql`(e.kind IN (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )}) AND ${ownerIn(owners.get(access)!)})`;
  });
  return sql`(${sql.join(branches, sql` OR `)})`;
}

function conditions(scope: SQL, filters: SearchFilters, withKind: boolean): SQL {
  const parts: SQL[] = [sql`e.tsv @@ ${tsQuery(filters.q)}`, scope];
  if (withKind && filters.kind) parts.push(sql`e.kind = ${filters.kind}`);
  if (filters.from) parts.push(sql`e.event_date >= ${filters.from}::date`);
  if (filters.to) parts.push(sql`e.event_date <= ${filters.to}::date`);
  if (filters.secretary) parts.push(sql`e.secretary_id = ${filters.secretary}`);
  if (filters.stage) {
    parts.push(sql`EXISTS (SELECT 1 FROM protocols sp WHERE sp.id = e.protocol_id AND sp.stage = ${filters.stage})`);
  }
  return sql.join(parts, sql` AND `);
}

async function rowsOf<T>(app: FastifyInstance, query: SQL): Promise<T[]> {
  // Both drivers (node-postgres and PGlite) answer with { rows }.
  const result = (await app.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * How many hits each kind has (the kind filter aside): the tabs of the results. Each count stops at
 * SEARCH_COUNT_LIMIT + 1, so that a word found everywhere costs no more than a rarer one; `capped` says so.
 */
export async function countHits(
  app: FastifyInstance,
  scope: SQL,
  filters: SearchFilters,
): Promise<{ counts: Record<SearchKind, number>; capped: boolean }> {
  const where = conditions(scope, filters, false);
  const columns = SEARCH_KINDS.map(
    (kind) =>
      // Ordered like the page, so that for a word found everywhere the database walks the newest pieces by index
      // and stops at the limit, instead of collecting every piece that holds it first.
      sql`(SELECT count(*)::int FROM (SELECT 1 FROM search_entries e WHERE e.kind = ${kind} AND ${where} ORDER BY e.event_date DESC, e.id DESC LIMIT ${SEARCH_COUNT_LIMIT + 1}) AS x) AS ${sql.identifier(kind)}`,
  );
  const [row] = await rowsOf<Record<SearchKind, number>>(app, sql`SELECT ${sql.join(columns, sql`, `)}`);
  const counts = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, Math.min(Number(row?.[kind] ?? 0), SEARCH_COUNT_LIMIT)])) as Record<
    SearchKind,
    number
  >;
  const capped = SEARCH_KINDS.some((kind) => Number(row?.[kind] ?? 0) > SEARCH_COUNT_LIMIT);
  return { counts, capped };
}

const HEADLINE_OPTIONS = `StartSel=${HIT_START}, StopSel=${HIT_STOP}, MaxWords=28, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * A word found in more places than this is ranked among its newest SEARCH_RANK_WINDOW places only: ranking
 * every piece of a word said in every meeting would cost seconds and tell the user nothing; the newest of them
 * are what is asked for most. Below it, every hit is ranked. (15 pages of 20.)
 */
export const SEARCH_RANK_WINDOW = 300;

/**
 * One page of hits, best first (cover-density rank with titles weighing most, then the newest meeting). Only the
 * page's rows get a snippet, their owner's rows and, for a transcript, the second of the first segment that
 * matches (the piece's start when the words span two segments).
 */
export async function findHits(app: FastifyInstance, scope: SQL, filters: SearchFilters, page: PageRequest): Promise<SearchHit[]> {
  const query = tsQuery(filters.q);
  const rows = await rowsOf<HitRow>(
    app,
    sql`SELECT h.kind, h.id::text AS id, to_char(h.event_date, 'YYYY-MM-DD') AS event_date, h.label,
          ts_headline('russian', h.body, ${query}, ${HEADLINE_OPTIONS}) AS headline,
          CASE WHEN h.kind = 'transcript' THEN coalesce(
            (SELECT h.starts[i] FROM generate_subscripts(h.starts, 1) AS i
             WHERE search_tsv(substr(h.body, h.offsets[i] + 1, coalesce(h.offsets[i + 1] - 1, char_length(h.body)) - h.offsets[i]), 'D') @@ ${query}
             ORDER BY i LIMIT 1),
            h.starts[1]) END AS start,
          s.id AS secretary_id, s.full_name AS secretary_name,
          p.id AS protocol_id, p.protocol_number, p.theme AS protocol_theme, p.stage AS protocol_stage,
          t.id AS task_id, t.essence AS task_essence, t.status AS task_status,
          to_char(t.deadline, 'YYYY-MM-DD') AS task_deadline, r.full_name AS task_responsible,
          m.id AS meeting_id, m.theme AS meeting_theme, to_char(m.event_start_time, 'HH24:MI') AS meeting_start
        FROM (
          SELECT w.id, ts_rank_cd(w.tsv, ${query}) AS rank, w.event_date
          FROM (
            SELECT e.id, e.tsv, e.event_date
            FROM search_entries e
            WHERE ${conditions(scope, filters, true)}
            ORDER BY e.event_date DESC, e.id DESC
            LIMIT ${Math.max(SEARCH_RANK_WINDOW, page.offset + page.limit)}
          ) w
          ORDER BY rank DESC, w.event_date DESC, w.id DESC
          LIMIT ${page.limit} OFFSET ${page.offset}
        ) ranked
        JOIN search_entries h ON h.id = ranked.id
        JOIN users s ON s.id = h.secretary_id
        LEFT JOIN protocols p ON p.id = h.protocol_id
        LEFT JOIN protocol_tasks t ON t.id = h.task_id
        LEFT JOIN users r ON r.id = t.responsible_id
        LEFT JOIN meetings m ON m.id = h.meeting_id
        ORDER BY ranked.rank DESC, ranked.event_date DESC, ranked.id DESC`,
  );
  return rows.map(presentHit);
}
