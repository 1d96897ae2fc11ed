import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '@protocolist/contracts/search';
import { users } from '../../db/schema.ts';
import { loadOwned } from '../../http/access.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { SEARCH_KIND_ACCESS } from './service.ts';
import { buildCorpus, describeHit, search, searchResults, type Corpus } from './test-corpus.ts';

/**
 * The scope matrix: for every role, search shows exactly the hits whose row `loadOwned` (the one access layer
 * over OWNED_ACCESS) opens for reading, no more and no fewer. The archive has three secretaries' work on the
 * same subjects: Смирнова (her manager's team), another manager's secretary, and a secretary with no manager.
 */
describe('search: every role finds only what it may read', () => {
  let t: TestApp;
  let c: Corpus;

  beforeAll(async () => {
    t = await createTestApp();
    c = await buildCorpus(t.app);
  }, 120_000);
  afterAll(async () => t?.close());

  const rowOf = (hit: SearchHit) => (hit.kind === 'task' ? hit.task!.id : hit.kind === 'meeting' ? hit.meeting!.id : hit.protocol!.id);

  async function opens(viewer: TestUser, hit: SearchHit): Promise<boolean> {
    const [user] = await t.app.db.select().from(users).where(eq(users.id, viewer.id));
    try {
      await loadOwned(t.app.db, SEARCH_KIND_ACCESS[hit.kind], rowOf(hit), user!, 'read');
      return true;
    } catch {
      return false;
    }
  }

  const everything = async (q: string) => (await searchResults(t.app, c.people.admin, { q })).data;

  it('the admin finds every secretary’s work', async () => {
    const found = (await everything('тендер')).map(describeHit).sort();
    const { ids } = c;
    expect(found).toEqual(
      [
        `protocol:${ids.zakupki}`,
        `task:${ids.tenderTask}`,
        `transcript:${ids.zakupki}@0`,
        `transcript:${ids.zakupki}@47.804`,
        `protocol:${ids.budget}`,
        `task:${ids.guardTask}`,
        `meeting:${ids.guardMeeting}`,
        `protocol:${ids.stock}`,
      ].sort(),
    );
  });

  const roles = ['secretary', 'manager', 'otherSecretary', 'otherManager', 'admin', 'colleague'] as const;
  const queries = ['тендер', 'претензии поставщикам', 'склад', 'Кузнецов', 'охрана'];

  it.each(roles)('%s: exactly the hits loadOwned opens', async (role) => {
    const viewer = c.people[role];
    for (const q of queries) {
      const all = await everything(q);
      const readable: string[] = [];
      for (const hit of all) if (await opens(viewer, hit)) readable.push(describeHit(hit));
      const found = await searchResults(t.app, viewer, { q });
      expect(found.data.map(describeHit).sort(), `${role}: ${q}`).toEqual(readable.sort());
      expect(found.meta.total).toBe(readable.length);
    }
  });

  it('a secretary never sees another secretary’s protocols, whatever the filter', async () => {
    const { secretary, otherSecretary, colleague } = c.people;
    for (const viewer of [secretary, colleague]) {
      const found = await searchResults(t.app, viewer, { q: 'тендер или охрана или склад или поставщик' });
      expect(new Set(found.data.map((hit) => hit.secretary.id))).toEqual(new Set([viewer.id]));
      expect((await searchResults(t.app, viewer, { q: 'тендер', secretary: otherSecretary.id })).data).toEqual([]);
    }
  });

  it('a manager narrows to one of his secretaries; another manager’s secretary gives nothing', async () => {
    const { manager, secretary, otherSecretary } = c.people;
    const own = await searchResults(t.app, manager, { q: 'тендер', secretary: secretary.id });
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((hit) => hit.secretary.id === secretary.id)).toBe(true);
    expect((await searchResults(t.app, manager, { q: 'тендер', secretary: otherSecretary.id })).data).toEqual([]);
  });

  it('counts never reveal what the user may not read', async () => {
    const { counts } = await searchResults(t.app, c.people.colleague, { q: 'тендер' });
    expect(counts).toEqual({ protocol: 1, transcript: 0, task: 0, meeting: 0 });
  });

  it('an external member may not search at all (his token opens nothing)', async () => {
    expect((await search(t.app, c.people.external, { q: 'тендер' })).statusCode).toBe(401);
  });
});
