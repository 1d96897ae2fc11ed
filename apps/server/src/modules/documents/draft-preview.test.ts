import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { protocols } from '../../db/schema.ts';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';

/** Issue 15, the editor beside the document: the preview of text not saved yet, drawn as the PDF is, storing nothing. */
describe('POST /api/protocols/:id/documents/preview', () => {
  let t: TestApp;
  let p: People;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    p = await createPeople(t.app);
  });
  afterAll(() => t.close());

  it('draws the unsaved sections, place and city, and changes nothing', async () => {
    const protocol = await createProtocol(t.app, p.secretary, { city: 'Москва', location: 'Переговорная 1' });
    await api(t.app, p.secretary, {
      method: 'PUT',
      url: `/api/protocols/${protocol.id}/sections`,
      payload: { sections: [{ key: 'Решили', value: 'Сохранённое решение.' }] },
    });
    const [before] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocol.id));
    const res = await api(t.app, p.secretary, {
      method: 'POST',
      url: `/api/protocols/${protocol.id}/documents/preview`,
      payload: {
        sections: [
          { key: 'Слушали', value: 'Кузнецова Дмитрия о закупках.' },
          { key: 'Решили', value: 'Несохранённое решение.' },
        ],
        location: 'Актовый зал',
        city: 'Казань',
        event_start_time: '11:30',
      },
    });
    expect(res.statusCode).toBe(200);
    const text = JSON.stringify(res.json().data.blocks);
    expect(text).toContain('Несохранённое решение');
    expect(text).not.toContain('Сохранённое решение.');
    expect(text).toContain('Казань');
    const [after] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocol.id));
    expect(after).toEqual(before);
  });

  it('is a read: her manager may look, a stranger gets 404, bad input 422', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const url = `/api/protocols/${protocol.id}/documents/preview`;
    const payload = { sections: [{ key: 'Решили', value: 'Да.' }] };
    expect((await api(t.app, p.manager, { method: 'POST', url, payload })).statusCode).toBe(200);
    expect((await api(t.app, p.otherSecretary, { method: 'POST', url, payload })).statusCode).toBe(404);
    const bad = await api(t.app, p.secretary, { method: 'POST', url, payload: { sections: [{ key: '', value: 'x' }] } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['sections.0.key']);
  });
});
