import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_DOCUMENT_MAX_BYTES, MEETING_MESSAGES, type Meeting } from '@protocolist/contracts/meetings';
import { meetings } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { multipart } from '../../test/files.ts';
import { eq } from 'drizzle-orm';
import { contentDisposition } from './documents.ts';

const fields = {
  theme: 'Совет директоров',
  event_date: '2025-07-01',
  event_start_time: '14:00',
  event_end_time: '15:30',
  link: 'Переговорная 3',
};
const pdf = Buffer.from('%PDF-1.4\n% повестка\n');

describe('meetings as forms with a document', () => {
  let t: TestApp;
  let secretary: TestUser;
  let manager: TestUser;
  let guest: TestUser;
  let colleague: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await createUser(t.app, 'manager');
    secretary = await createUser(t.app, 'secretary', { manager_id: manager.id });
    guest = await createUser(t.app, 'external');
    colleague = await createUser(t.app, 'secretary');
  });
  afterAll(() => t.close());

  const send = (user: TestUser, url: string, form: Record<string, string>, files = {}) =>
    api(t.app, user, { method: 'POST', url, ...multipart(form, files) });
  const storedKey = async (id: number) =>
    (await t.app.db.select({ document: meetings.document }).from(meetings).where(eq(meetings.id, id)))[0]!.document?.key;
  const storedPath = (key: string) => path.join(t.dataDir, 'files', key);

  it('creates with a document and bracketed member fields, and serves the file to readers', async () => {
    const res = await send(
      secretary,
      '/api/meetings',
      { ...fields, 'members[0][member_id]': String(guest.id), 'members[0][should_notify]': '0', 'members[1][member_id]': String(colleague.id), 'members[1][should_notify]': '1' },
      { document: { name: 'Повестка дня.pdf', data: pdf, type: 'application/pdf' } },
    );
    expect(res.statusCode).toBe(201);
    const meeting: Meeting = res.json().data;
    expect(meeting).toMatchObject({ theme: 'Совет директоров', link: 'Переговорная 3', event_end_time: '15:30' });
    expect(meeting.members.map((m) => [m.member!.id, m.should_notify])).toEqual([
      [guest.id, false],
      [colleague.id, true],
    ]);
    expect(meeting.document).toEqual({
      name: 'Повестка дня.pdf',
      size: pdf.length,
      mime: 'application/pdf',
      url: `/api/meetings/${meeting.id}/document`,
    });

    for (const reader of [secretary, manager]) {
      const file = await api(t.app, reader, { method: 'GET', url: meeting.document!.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(contentDisposition('Повестка дня.pdf'));
      expect(file.headers['content-disposition']).toContain("filename*=UTF-8''%D0%9F%D0%BE%D0%B2%D0%B5%D1%81%D1%82%D0%BA%D0%B0%20%D0%B4%D0%BD%D1%8F.pdf");
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }
    expect((await api(t.app, colleague, { method: 'GET', url: meeting.document!.url })).statusCode).toBe(404);
  });

  it('reads members sent as one JSON field', async () => {
    const res = await send(secretary, '/api/meetings', {
      ...fields,
      members: JSON.stringify([{ member_id: guest.id, should_notify: true }]),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.members.map((m: { member: { id: number } }) => m.member.id)).toEqual([guest.id]);
    expect(res.json().data.document).toBeNull();
    const broken = await send(secretary, '/api/meetings', { ...fields, members: '[{"member_id":' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.members).toHaveLength(1);
  });

  it('rejects other file types and files over 20 MB with Russian messages', async () => {
    const exe = await send(secretary, '/api/meetings', fields, { document: { name: 'virus.exe', data: Buffer.from('MZ') } });
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors).toEqual({ document: [MEETING_MESSAGES.documentType] });
    const big = await send(secretary, '/api/meetings', fields, {
      document: { name: 'scan.png', data: Buffer.alloc(MEETING_DOCUMENT_MAX_BYTES + 1) },
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ document: [MEETING_MESSAGES.documentTooLarge] });
    const list = await api(t.app, secretary, { method: 'GET', url: '/api/meetings?start_date_at=2025-07-01&end_date_at=2025-07-01' });
    expect(list.json().data).toHaveLength(2);
  });

  it('updates by POST with _method=PUT, replacing the document and keeping the members', async () => {
    const created = await send(
      secretary,
      '/api/meetings',
      { ...fields, 'members[0][member_id]': String(guest.id), 'members[0][should_notify]': 'true' },
      { document: { name: 'old.txt', data: Buffer.from('старый') } },
    );
    const meeting: Meeting = created.json().data;
    const oldKey = (await storedKey(meeting.id))!;
    expect(existsSync(storedPath(oldKey))).toBe(true);

    const res = await send(
      secretary,
      `/api/meetings/${meeting.id}`,
      { _method: 'PUT', theme: 'Совет директоров (перенос)', event_start_time: '16:00', event_end_time: '17:00' },
      { document: { name: 'Протокол.docx', data: Buffer.from('новый') } },
    );
    expect(res.statusCode).toBe(200);
    const updated: Meeting = res.json().data;
    expect(updated).toMatchObject({ theme: 'Совет директоров (перенос)', event_start_time: '16:00', link: 'Переговорная 3' });
    expect(updated.members.map((m) => m.member!.id)).toEqual([guest.id]);
    expect(updated.document).toMatchObject({
      name: 'Протокол.docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(existsSync(storedPath(oldKey))).toBe(false);
    const file = await api(t.app, secretary, { method: 'GET', url: updated.document!.url });
    expect(file.body).toBe('новый');

    const noOverride = await send(secretary, `/api/meetings/${meeting.id}`, { theme: 'x' });
    expect(noOverride.statusCode).toBe(405);
    const managerForm = await send(manager, `/api/meetings/${meeting.id}`, { _method: 'PUT', theme: 'x' });
    expect(managerForm.statusCode).toBe(403);
  });

  it('removes the document on request and when the meeting is deleted', async () => {
    const created = await send(secretary, '/api/meetings', fields, { document: { name: 'a.pdf', data: pdf } });
    const meeting: Meeting = created.json().data;
    const key = (await storedKey(meeting.id))!;
    const removed = await api(t.app, secretary, { method: 'PUT', url: `/api/meetings/${meeting.id}`, payload: { remove_document: true } });
    expect(removed.json().data.document).toBeNull();
    expect(existsSync(storedPath(key))).toBe(false);
    const missing = await api(t.app, secretary, { method: 'GET', url: `/api/meetings/${meeting.id}/document` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MEETING_MESSAGES.documentMissing);

    const withFile = (await send(secretary, '/api/meetings', fields, { document: { name: 'b.jpg', data: pdf } })).json().data;
    const fileKey = (await storedKey(withFile.id))!;
    await api(t.app, secretary, { method: 'DELETE', url: `/api/meetings/${withFile.id}` });
    expect(existsSync(storedPath(fileKey))).toBe(false);
  });
});
