import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROTOCOL_MESSAGES, parseVersionTag } from '@protocolist/contracts/protocols';
import { protocols } from '../../db/schema.ts';
import { api, createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';

/** Issue 15: two tabs or two people editing one protocol; the second save gets 409, never a silent overwrite. */
describe('the version of a protocol’s text (If-Match)', () => {
  let t: TestApp;
  let p: People;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    p = await createPeople(t.app);
  });
  afterAll(() => t.close());

  const get = async (id: number) => (await api(t.app, p.secretary, { method: 'GET', url: `/api/protocols/${id}` })).json().data;
  const put = (user: TestUser, url: string, payload: object, version?: number | string) =>
    api(t.app, user, {
      method: 'PUT',
      url,
      payload,
      headers: version === undefined ? {} : { 'if-match': typeof version === 'number' ? `"${version}"` : version },
    });
  const sections = (value: string) => ({ sections: [{ key: 'Решили', value }] });

  it('reads the version tag the way browsers and tools write it', () => {
    expect(parseVersionTag('"12"')).toBe(12);
    expect(parseVersionTag('W/"3"')).toBe(3);
    expect(parseVersionTag('7')).toBe(7);
    expect(parseVersionTag('*')).toBeNull();
    expect(parseVersionTag(undefined)).toBeNull();
    expect(parseVersionTag('"abc"')).toBeNaN();
  });

  it('raises the version on every change of the text and answers 409 to a save from an older version', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const start = (await get(protocol.id)).version as number;
    expect(start).toBeGreaterThanOrEqual(1);

    const url = `/api/protocols/${protocol.id}/sections`;
    const first = await put(p.secretary, url, sections('первая вкладка'), start);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(`"${start + 1}"`);
    expect((await get(protocol.id)).version).toBe(start + 1);

    // The second tab still holds the version it loaded.
    const second = await put(p.secretary, url, sections('вторая вкладка'), start);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      status: 'error',
      message: PROTOCOL_MESSAGES.versionConflict,
      errors: { version: [PROTOCOL_MESSAGES.versionConflict] },
    });
    const kept = await get(protocol.id);
    expect(kept.sections.map((s: { value: string }) => s.value)).toEqual(['первая вкладка']);
    expect(kept.version).toBe(start + 1);

    // Having seen the other text, the second tab saves over it on purpose.
    const again = await put(p.secretary, url, sections('вторая вкладка'), kept.version);
    expect(again.statusCode).toBe(200);
    expect((await get(protocol.id)).sections[0].value).toBe('вторая вкладка');
  });

  it('checks the transcript and the final text the same way, and a save without If-Match is not checked', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const v1 = (await get(protocol.id)).version as number;
    const transcriptUrl = `/api/protocols/${protocol.id}/transcript`;
    expect((await put(p.secretary, transcriptUrl, { text: 'Иванов: Решили: начать.' }, v1)).statusCode).toBe(200);
    expect((await put(p.secretary, transcriptUrl, { text: 'Иванов: Решили: отложить.' }, v1)).statusCode).toBe(409);

    const v2 = (await get(protocol.id)).version as number;
    expect(v2).toBeGreaterThan(v1);
    const final = (version: number, value: string) =>
      api(t.app, p.secretary, {
        method: 'POST',
        url: `/api/protocols/${protocol.id}/final`,
        payload: { final_transcript: [{ key: 'Решили', value }], location: 'Зал', city: 'Москва' },
        headers: { 'if-match': `"${version}"` },
      });
    expect((await final(v1, 'старое')).statusCode).toBe(409);
    expect((await get(protocol.id)).stage).not.toBe('final');
    const saved = await final(v2, 'итог');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.stage).toBe('final');
    expect(saved.headers.etag).toBe(`"${saved.json().data.version}"`);
    expect((await final(v2, 'поверх')).statusCode).toBe(409);

    // API clients that do not send If-Match keep working as before.
    expect((await put(p.secretary, `/api/protocols/${protocol.id}/sections`, sections('без версии'))).statusCode).toBe(200);
  });

  it('counts a change made by anyone else: processing or a keyword change raises the version too', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const before = (await get(protocol.id)).version as number;
    await t.app.db
      .update(protocols)
      .set({ transcript: [{ start: 0, end: 1, speaker: null, text: 'распознано заново' }] })
      .where(eq(protocols.id, protocol.id));
    expect((await get(protocol.id)).version).toBe(before + 1);
    // A change of something else is no new version of the text.
    await t.app.db.update(protocols).set({ theme: 'Другая тема' }).where(eq(protocols.id, protocol.id));
    expect((await get(protocol.id)).version).toBe(before + 1);
    expect((await put(p.secretary, `/api/protocols/${protocol.id}/sections`, sections('x'), before)).statusCode).toBe(409);
  });

  it('keeps one text: editing a reopened protocol changes its final text', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    await api(t.app, p.secretary, {
      method: 'POST',
      url: `/api/protocols/${protocol.id}/final`,
      payload: { final_transcript: [{ key: 'Решили', value: 'итог' }], location: 'Зал', city: 'Москва' },
    });
    await t.app.db.update(protocols).set({ stage: 'finish', status: 'process' }).where(eq(protocols.id, protocol.id));
    const res = await put(p.secretary, `/api/protocols/${protocol.id}/sections`, sections('исправлено'));
    expect(res.statusCode).toBe(200);
    const final = await api(t.app, p.secretary, { method: 'GET', url: `/api/protocols/${protocol.id}/final` });
    expect(final.json().data).toEqual([{ key: 'Решили', value: 'исправлено' }]);
  });

  it('refuses an unreadable If-Match with 422 in Russian, and a manager still gets 403', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const url = `/api/protocols/${protocol.id}/sections`;
    const bad = await put(p.secretary, url, sections('x'), 'версия');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.version).toEqual([PROTOCOL_MESSAGES.versionInvalid]);
    expect((await put(p.manager, url, sections('x'), 1)).statusCode).toBe(403);
  });
});
