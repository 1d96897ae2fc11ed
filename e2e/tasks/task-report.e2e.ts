import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { signIn, visible } from '../support/browser.ts';
import { linkIn } from '../support/mailbox.ts';
import { findLayoutProblems, settle } from '../layout/layout-checks.ts';
import { callApi, createPerson, createProtocol, notification } from '../protocols/protocol-helpers.ts';

/** Screenshots to look at (the phone of the person responsible and the secretary's desktop), in $TMPDIR/protocolist-task-report. */
const SHOTS = path.join(os.tmpdir(), 'protocolist-task-report');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/*
 * Issue 24: the person responsible opens the link from the letter on a phone without signing in, marks the task
 * done with a comment and a file; the secretary, with the protocol's tasks open, gets a toast within seconds,
 * sees the report and accepts it; the link then shows the decision and offers nothing to change.
 */
describe('a report from the person responsible', () => {
  const e2e = useE2E();

  test('sent from a phone through the letter’s link, accepted by the secretary', async () => {
    const { api, mailbox, page } = e2e;
    const { secretary } = await e2e.api.createSecretary({ full_name: 'Смирнова Анна Сергеевна' });
    const token = await api.login(secretary.email, secretary.password);
    const person = await createPerson(api, token, 'Попова Елена Викторовна');
    const protocol = await createProtocol(api, token, { theme: 'Закупки на декабрь' });
    const task = await callApi<{ id: number }>(api, 'POST', `/api/protocols/${protocol.id}/tasks`, token, {
      responsible_id: person.id,
      essence: 'Подготовить план закупок на декабрь',
      deadline: '2099-12-01',
    });
    await callApi(api, 'POST', `/api/protocols/${protocol.id}/final`, token, {
      final_transcript: [
        { key: 'Повестка дня', value: 'О закупках на декабрь.' },
        { key: 'Слушали', value: 'Смирнову Анну о плане закупок.' },
        { key: 'Решили', value: 'Утвердить план закупок.' },
        { key: 'Поручить', value: 'Поповой подготовить план закупок на декабрь.' },
      ],
      location: 'Зал',
      city: 'Москва',
    });
    const letter = await mailbox.waitFor(person.email);
    const link = linkIn(letter, `${e2e.server.url}/report/`);

    // The secretary has «Поручения» open at her desk.
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, api, secretary, '/main/assignments');
    const row = await visible(page.getByTestId('assignment-row').filter({ hasText: 'Подготовить план закупок' }));

    // The person's phone: no sign-in, the task and its extract.
    const phone = await e2e.newSession();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(link);
    await visible(phone.getByRole('heading', { name: 'Отчёт по задаче' }));
    await visible(phone.getByText('Здравствуйте, Елена Викторовна!'));
    expect(await phone.locator('body').innerText()).toMatch(/Здравствуйте, Елена Викторовна![\s\S]*Подготовить план закупок на декабрь[\s\S]*01\.12\.2099/);
    await phone.getByRole('button', { name: 'Показать выписку' }).click();
    const extract = await visible(phone.getByTestId('document-paper'));
    expect(await extract.innerText()).toMatch(/ВЫПИСКА ИЗ ПРОТОКОЛА[\s\S]*план закупок на декабрь/i);
    await settle(phone);
    expect(await findLayoutProblems(phone)).toEqual([]);
    await shot(phone, '1-page-390');

    // A date in the past is not taken (the calendar starts after the deadline) and the server asks for one, in
    // Russian; then «Выполнено» with a comment and a file.
    await phone.getByText('Нужен перенос срока').click();
    const date = phone.getByRole('textbox', { name: 'Новый срок' });
    await date.fill('10.01.2020');
    await date.press('Tab');
    await phone.getByRole('button', { name: 'Отправить секретарю' }).click();
    await visible(phone.getByText('Укажите новый срок'));
    await shot(phone, '2-postpone-error-390');
    await phone.getByText('Выполнено', { exact: true }).click();
    await phone.getByLabel('Что сделано (необязательно)').fill('План готов и отправлен на согласование');
    const file = path.join(SHOTS, 'План закупок.pdf');
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(file, '%PDF-1.4\n% план закупок\n');
    await phone.locator('input[type="file"]').setInputFiles(file);
    await phone.getByRole('button', { name: 'Отправить секретарю' }).click();
    await visible(phone.getByText('Отчёт отправлен и ждёт решения секретаря.'));
    await shot(phone, '3-sent-390');

    // The secretary hears of it within seconds and sees the report on the task.
    await visible(notification(page, 'Попова Елена Викторовна сообщает о выполнении задачи'));
    const report = await visible(row.getByTestId('task-report'));
    expect(await report.innerText()).toMatch(/Отчёт исполнителя: Выполнено[\s\S]*План готов и отправлен на согласование[\s\S]*План закупок\.pdf/);
    await shot(page, '4-secretary-report-1440');
    await report.getByRole('button', { name: 'Принять: задача выполнена' }).click();
    await expect.poll(() => row.locator('[data-status]').getAttribute('data-status')).toBe('success');
    await expect.poll(() => row.getByTestId('task-report').count()).toBe(0);
    await shot(page, '5-secretary-accepted-1440');
    // The protocol's own list of tasks says the same.
    await page.goto(`/main/protocols/${protocol.id}?tab=tasks&task=${task.id}`);
    const taskRow = await visible(page.getByTestId('task-row').filter({ hasText: 'Подготовить план закупок' }));
    expect(await taskRow.getAttribute('data-status')).toBe('success');

    // The link now shows the decision and changes nothing.
    await phone.reload();
    const sent = await visible(phone.getByTestId('sent-report'));
    expect(await sent.innerText()).toMatch(/принят[\s\S]*Решение по отчёту принято/i);
    expect(await phone.getByRole('button', { name: 'Отправить секретарю' }).count()).toBe(0);
    await visible(phone.getByText('Задача выполнена. Спасибо!'));
    await shot(phone, '6-decided-390');

    // A forged link: a Russian refusal, no form.
    await phone.goto(`${link.slice(0, -2)}xx`);
    await visible(phone.getByText(/Ссылка недействительна/));
    await shot(phone, '7-forged-390');
  }, 120_000);

  test('a lost link: the secretary mails a new one (asked first), the old one stops working', async () => {
    const { api, mailbox, page } = e2e;
    const { secretary } = await e2e.api.createSecretary({ full_name: 'Фролова Инна Павловна' });
    const token = await api.login(secretary.email, secretary.password);
    const person = await createPerson(api, token, 'Титов Максим Андреевич');
    const protocol = await createProtocol(api, token, { theme: 'Охрана труда' });
    const task = await callApi<{ id: number }>(api, 'POST', `/api/protocols/${protocol.id}/tasks`, token, {
      responsible_id: person.id,
      essence: 'Провести инструктаж по охране труда',
      deadline: '2099-12-05',
    });
    await callApi(api, 'POST', `/api/protocols/${protocol.id}/final`, token, {
      final_transcript: [
        { key: 'Слушали', value: 'Фролову Инну Павловну об охране труда.' },
        { key: 'Поручить', value: 'Титову провести инструктаж по охране труда.' },
      ],
      location: 'Зал',
      city: 'Москва',
    });
    const first = linkIn(await mailbox.waitFor(person.email), `${e2e.server.url}/report/`);
    const mailsBefore = mailbox.messages.length;

    await signIn(page, api, secretary, `/main/protocols/${protocol.id}?tab=tasks&task=${task.id}`);
    const row = await visible(page.getByTestId('task-row').filter({ hasText: 'Провести инструктаж' }));
    await row.getByRole('button', { name: 'Отправить новую ссылку для отчёта' }).click();
    const dialog = await visible(page.getByRole('dialog'));
    expect(await dialog.innerText()).toContain('Титов Максим Андреевич получит письмо с новой ссылкой');
    await dialog.getByRole('button', { name: 'Отправить письмо' }).click();
    await visible(notification(page, 'Новая ссылка отправлена исполнителю'));

    const letter = await mailbox.waitFor(person.email, { since: mailsBefore });
    const second = linkIn(letter, `${e2e.server.url}/report/`);
    const phone = await e2e.newSession();
    await phone.goto(first);
    await visible(phone.getByText(/Ссылка недействительна/));
    expect(second).not.toBe(first);
    await phone.goto(second);
    await visible(phone.getByRole('heading', { name: 'Отчёт по задаче' }));
  }, 120_000);
});
