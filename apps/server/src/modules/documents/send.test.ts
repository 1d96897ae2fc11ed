import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { createTestApp, createUser, api, type TestApp, type TestUser } from '../../test/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { protocols } from '../../db/schema.ts';
import { FINAL_SECTIONS, seedProtocol } from './test-seed.ts';

describe('sending the final protocol', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let secretary: TestUser;
  let manager: TestUser;
  let otherSecretary: TestUser;
  let memberIds: number[];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' });
    manager = await createUser(t.app, 'manager');
    secretary = await createUser(t.app, 'secretary', { manager_id: manager.id });
    otherSecretary = await createUser(t.app, 'secretary');
    const withMail = await createUser(t.app, 'external', { full_name: 'Сидоров Олег Викторович', email: 'sidorov@example.com' });
    const colleague = await createUser(t.app, 'secretary', { full_name: 'Кузнецова Мария Ивановна', email: 'kuz@example.com' });
    const withoutMail = await createUser(t.app, 'external', { full_name: 'Гость Без Почты', email: null });
    memberIds = [withMail.id, colleague.id, withoutMail.id];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const send = (user: TestUser, id: number) => api(t.app, user, { method: 'POST', url: `/api/protocols/${id}/send` });

  it('e-mails the PDF to every member with an address', async () => {
    const protocol = await seedProtocol(
      t.app,
      secretary.id,
      { theme: 'Итоги квартала', stage: 'final', status: 'success', event_date: '2026-11-22', final_transcript: FINAL_SECTIONS },
      { memberIds },
    );
    const res = await send(secretary, protocol.id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'success', data: { recipients: 2 }, message: 'Протокол отправляется 2 участникам' });
    // When it was sent stays with the protocol («Отправлено 29.11 в 06:12» after a reload, issue 23).
    const shown = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocol.id}` });
    expect(Math.abs(Date.parse(shown.json().data.sent_at) - Date.now())).toBeLessThan(60_000);

    const name = `Протокол №${protocol.document_number} от 22.11.2026`;
    const toSidorov = await smtp.waitFor((mail) => mail.envelope.to.includes('sidorov@example.com'), 15_000);
    const toKuz = await smtp.waitFor((mail) => mail.envelope.to.includes('kuz@example.com'), 15_000);
    for (const mail of [toSidorov, toKuz]) {
      expect(mail.envelope.to).toHaveLength(1);
      expect(mail.subject).toBe(`${name}: Итоги квартала`);
      expect(mail.text).toContain(`протокол №${protocol.document_number} от 22 ноября 2026 г. «Итоги квартала»`);
      expect(mail.text).toContain('Повестка дня:\n1. О плане продаж на декабрь.');
      expect(mail.html).toContain('Итоги квартала');
      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments;
      expect(attachment!.filename).toBe(`${name}.pdf`);
      expect(attachment!.contentType).toBe('application/pdf');
      expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await extractText(new Uint8Array(attachment!.content), { mergePages: true })).text;
      expect(text).toContain('Итоги квартала');
      expect(text).toContain('СЛУШАЛИ:');
    }
    expect(toSidorov.text).toContain('Здравствуйте, Олег Викторович!');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(2);
  });

  it('retries a message the mail server refused', async () => {
    smtp.clear();
    smtp.rejectMessages(true);
    const protocol = await seedProtocol(t.app, secretary.id, { stage: 'final', theme: 'Повтор' }, { memberIds: [memberIds[0]!] });
    expect((await send(secretary, protocol.id)).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages).toHaveLength(0);
    smtp.rejectMessages(false);
    const mail = await smtp.waitFor((m) => m.subject.endsWith(': Повтор'), 20_000);
    expect(mail.attachments[0]!.filename).toMatch(/^Протокол №\d+ от 22\.11\.2026\.pdf$/);
  });

  it('sends only a final protocol, and only by its secretary', async () => {
    const draft = await seedProtocol(t.app, secretary.id, { stage: 'finish' }, { memberIds });
    const notFinal = await send(secretary, draft.id);
    expect(notFinal.statusCode).toBe(409);
    expect(notFinal.json().message).toBe('Разослать можно только итоговый протокол: сначала сохраните итоговую версию');

    await t.app.db.update(protocols).set({ stage: 'final' }).where(eq(protocols.id, draft.id));
    const byManager = await send(manager, draft.id);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe('Разослать протокол может только его секретарь');
    expect((await send(otherSecretary, draft.id)).statusCode).toBe(404);
    expect((await send(secretary, 999_999)).statusCode).toBe(404);
  });

  it('refuses when no member has an e-mail address', async () => {
    const lonely = await seedProtocol(t.app, secretary.id, { stage: 'final' }, { memberIds: [memberIds[2]!] });
    const res = await send(secretary, lonely.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Некому отправить протокол: ни у одного участника нет адреса e-mail');
  });
});
