import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { createTestApp, createUser, type TestApp } from '../test/app.ts';
import { createProtocol } from '../test/protocols.ts';
import { protocols, users } from './schema.ts';
import { withLeanRows } from './lean-rows.ts';

describe('withLeanRows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const manager = await createUser(t.app, 'manager');
    const secretary = await createUser(t.app, 'secretary', { manager_id: manager.id, department: 'Закупки' });
    await createUser(t.app, 'admin');
    await createProtocol(t.app, secretary, { director_id: manager.id });
    await createProtocol(t.app, secretary);
  });
  afterAll(() => t.close());

  it('maps rows as drizzle does: nested objects, a left join that found nothing as null, dates, SQL with a decoder', async () => {
    const manager = alias(users, 'manager');
    const director = alias(users, 'director');
    const query = () =>
      t.app.db
        .select({
          user: users,
          manager: { id: manager.id, full_name: manager.full_name, created_at: manager.created_at },
          protocol_id: protocols.id,
          director: { id: director.id, email: director.email },
          doubled: sql<number>`${users.id} * 2`.mapWith(Number),
          label: sql<string>`${users.role} || ':' || ${sql.placeholder('suffix')}`,
        })
        .from(users)
        .leftJoin(manager, eq(manager.id, users.manager_id))
        .leftJoin(protocols, eq(protocols.secretary_id, users.id))
        .leftJoin(director, eq(director.id, protocols.director_id))
        .orderBy(asc(users.id), asc(protocols.id));
    const drizzles = await query().prepare('lean_rows_drizzle').execute({ suffix: 'x' });
    const lean = await withLeanRows(query().prepare('lean_rows_lean')).execute({ suffix: 'x' });

    expect(lean).toEqual(drizzles);
    // What the comparison covers: users without a manager and with one, a secretary's protocols with a chair and
    // without, people without protocols.
    expect(lean.some((row) => row.manager === null)).toBe(true);
    expect(lean.some((row) => row.manager !== null && row.manager.created_at instanceof Date)).toBe(true);
    expect(lean.some((row) => row.protocol_id !== null && row.director === null)).toBe(true);
    expect(lean.some((row) => row.director !== null)).toBe(true);
    expect(lean.some((row) => row.protocol_id === null)).toBe(true);
    expect(lean[0]!.user.created_at).toBeInstanceOf(Date);
    expect(lean[0]!.doubled).toBe(lean[0]!.user.id * 2);
  });

  it('refuses what is not a prepared select', () => {
    const insert = t.app.db.insert(users).values({ full_name: 'x', email: 'x@example.com', role: 'admin' }).prepare('lean_rows_insert');
    expect(() => withLeanRows(insert)).toThrow(/not a prepared select/);
  });
});
