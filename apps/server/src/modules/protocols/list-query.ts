import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gte, ilike, inArray, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, PROTOCOL_LIST_STAGE_PAGE } from '@protocolist/contracts/constants';
import type { ProtocolStage, ProtocolStatus, Role } from '@protocolist/contracts/enums';
import { protocols, secretaryStats } from '../../db/schema.ts';
import { likePattern } from '../../db/like.ts';
import { readableWhereOfRole } from '../../http/access.ts';
import type { PageRequest } from '../../http/paging.ts';
import { withLeanRows } from '../../db/lean-rows.ts';
import { protocolListColumns, withPeople } from './presenter.ts';

/** What GET /api/protocols was asked for, besides the page. */
export interface ProtocolListFilter {
  stage?: ProtocolStage;
  status?: ProtocolStatus;
  /** One secretary's protocols, within what the reader may read anyway (a manager's drill-down). */
  secretary_id?: number;
  /** The meeting's day, from / to (inclusive). */
  from?: string;
  to?: string;
  search?: string;
}

/** Filters that narrow the list by a column of its own (each given or not: a shape of the statement). */
const NARROWING = ['stage', 'status', 'secretary_id', 'from', 'to'] as const;
type Narrowing = (typeof NARROWING)[number];

type Db = FastifyInstance['db'];

/**
 * The statements of a list differ only by the reader's role and which filters are given (a search for "№ 12" also
 * matches the number): one prepared statement per such shape, named after it. PostgreSQL parses and plans each
 * once per connection, and drizzle builds its SQL once, instead of both on every page (issue 16: building and
 * planning the page were most of the time of the list).
 */
interface ListShape {
  role: Role;
  /** The narrowing filters given, in NARROWING's order. */
  narrowing: Narrowing[];
  search: 'none' | 'text' | 'text-or-number';
  /** Past the first page. */
  deep: boolean;
  /** The first page's size written into the statement (see FIXED_PAGE_SIZES); null: a parameter. */
  fixedLimit: number | null;
}

/**
 * Page sizes written into the first page's statement as a number: the web's (15) and the default. With a LIMIT
 * parameter PostgreSQL guesses a tenth of the rows and so keeps planning the statement anew for every page; with a
 * number it keeps one plan, which halves its time for the page (issue 16). Other sizes stay a parameter, so that no
 * client can make a connection hold a statement for each of the hundred sizes.
 */
const FIXED_PAGE_SIZES: ReadonlySet<number> = new Set([PROTOCOL_LIST_STAGE_PAGE.limit, DEFAULT_PAGE_SIZE]);

/**
 * A LIMIT written as a number into the SQL: drizzle sends a number given to .limit() as a parameter, but takes SQL
 * as it is (its type says only number or placeholder). `size` is one of FIXED_PAGE_SIZES, never a client's text.
 */
const literalLimit = (size: number) => sql.raw(String(Math.trunc(size))) as unknown as Placeholder;

const shapeName = (shape: ListShape) =>
  `protocol_list_${shape.role}_${shape.narrowing.length > 0 ? shape.narrowing.join('_') : 'all'}_${shape.search.replaceAll('-', '_')}` +
  (shape.deep ? '_deep' : '') +
  (shape.fixedLimit === null ? '' : `_${shape.fixedLimit}`);

function conditions(shape: ListShape): SQL | undefined {
  const where: (SQL | undefined)[] = [readableWhereOfRole('protocol', shape.role, sql.placeholder('user'), protocols.secretary_id)];
  const given = new Set(shape.narrowing);
  if (given.has('stage')) where.push(eq(protocols.stage, sql.placeholder('stage')));
  if (given.has('status')) where.push(eq(protocols.status, sql.placeholder('status')));
  if (given.has('secretary_id')) where.push(eq(protocols.secretary_id, sql.placeholder('secretary_id')));
  if (given.has('from')) where.push(gte(protocols.event_date, sql.placeholder('from')));
  if (given.has('to')) where.push(lte(protocols.event_date, sql.placeholder('to')));
  if (shape.search !== 'none') {
    where.push(
      or(
        ilike(protocols.theme, sql.placeholder('pattern')),
        ilike(protocols.agenda, sql.placeholder('pattern')),
        shape.search === 'text-or-number' ? eq(protocols.protocol_number, sql.placeholder('number')) : undefined,
      ),
    );
  }
  return and(...where.filter((c): c is SQL => Boolean(c)));
}

/**
 * The total of a list. Unfiltered, it is the sum of the secretaries' protocol counters that the statistics
 * triggers keep exact (migration 0001; every protocol is «process» or «success»): a row per secretary instead of
 * counting all of her protocols on every page.
 */
function totalQuery(db: Db, shape: ListShape) {
  if (shape.narrowing.length > 0 || shape.search !== 'none') return db.select({ total: count() }).from(protocols).where(conditions(shape));
  return db
    .select({
      total: sql<number>`coalesce(sum(${secretaryStats.protocols_process} + ${secretaryStats.protocols_success}), 0)::int`,
    })
    .from(secretaryStats)
    .where(readableWhereOfRole('protocol', shape.role, sql.placeholder('user'), secretaryStats.secretary_id));
}

/**
 * A page and, in the same statement, the total (a subquery PostgreSQL runs once): one round trip a page.
 * PostgreSQL works out the select list (members, tasks, people) for every row an OFFSET skips too, so past the
 * first page the page's ids are picked first, from the index alone (migration 0010), and the rest is looked up for
 * the rows shown only: page 600 of 10 000 protocols took 190 ms, now 1 ms. The first page, by far the most read,
 * keeps the plain statement, which PostgreSQL plans faster.
 */
function preparePage(db: Db, shape: ListShape) {
  const columns = { ...protocolListColumns, list_total: sql<number>`(${totalQuery(db, shape)})` };
  const newestFirst = [desc(protocols.created_at), desc(protocols.id)];
  if (!shape.deep) {
    return withLeanRows(
      withPeople(db.select(columns).from(protocols).$dynamic())
        .where(conditions(shape))
        .orderBy(...newestFirst)
        .limit(shape.fixedLimit === null ? sql.placeholder('limit') : literalLimit(shape.fixedLimit))
        .prepare(shapeName(shape)),
    );
  }
  const pageIds = db
    .select({ id: protocols.id })
    .from(protocols)
    .where(conditions(shape))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return withLeanRows(
    withPeople(db.select(columns).from(protocols).$dynamic())
      .where(inArray(protocols.id, pageIds))
      .orderBy(...newestFirst)
      .prepare(shapeName(shape)),
  );
}

function prepareTotal(db: Db, shape: ListShape) {
  return totalQuery(db, shape).prepare(`${shapeName(shape)}_total`);
}

type Prepared = { page: ReturnType<typeof preparePage>; total?: ReturnType<typeof prepareTotal> };
const prepared = new WeakMap<Db, Map<string, Prepared>>();

function statementsOf(db: Db, shape: ListShape): Prepared {
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map()));
  const name = shapeName(shape);
  let found = byShape.get(name);
  if (!found) byShape.set(name, (found = { page: preparePage(db, shape) }));
  return found;
}

/** A page of the protocols `user` may read, newest first, and how many there are in all. */
export async function protocolListPage(
  db: Db,
  user: { id: number; role: Role },
  filter: ProtocolListFilter,
  page: PageRequest,
) {
  const number = filter.search ? /^№?\s*(\d{1,9})$/.exec(filter.search)?.[1] : undefined;
  const shape: ListShape = {
    role: user.role,
    narrowing: NARROWING.filter((name) => filter[name] !== undefined),
    search: !filter.search ? 'none' : number ? 'text-or-number' : 'text',
    deep: page.offset > 0,
    fixedLimit: page.offset === 0 && FIXED_PAGE_SIZES.has(page.limit) ? page.limit : null,
  };
  const values = {
    user: user.id,
    stage: filter.stage,
    status: filter.status,
    secretary_id: filter.secretary_id,
    from: filter.from,
    to: filter.to,
    pattern: filter.search ? likePattern(filter.search) : undefined,
    number: number === undefined ? undefined : Number(number),
    limit: page.limit,
    offset: page.offset,
  };
  const statements = statementsOf(db, shape);
  const rows = await statements.page.execute(values);
  if (rows.length > 0) return { rows, total: Number(rows[0]!.list_total) };
  // Past the last page (or nothing at all): the total on its own.
  if (page.offset === 0) return { rows, total: 0 };
  statements.total ??= prepareTotal(db, shape);
  const [{ total } = { total: 0 }] = await statements.total.execute(values);
  return { rows, total: Number(total) };
}
