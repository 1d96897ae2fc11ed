import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { gone, signIn, visible } from '../support/browser.ts';
import { callApi, createPerson, notification, pickPerson } from './protocol-helpers.ts';

/** Screenshots to look at (390 px and the desktop), in $TMPDIR/protocolist-chair. */
const SHOTS = path.join(os.tmpdir(), 'protocolist-chair');

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

/** Issue 22: the chair, set on the protocol page from a name heard in the recording or from the directory. */
describe('the chair of a protocol', () => {
  const e2e = useE2E();

  test('a heard name, then a directory person, by keyboard; the heading and the document name him; final keeps him', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary({ full_name: 'Смирнова Анна' });
    const token = await api.login(secretary.email, secretary.password);
    await createPerson(api, token, 'Лебедева Анна Сергеевна');
    const protocol = await callApi<{ id: number }>(api, 'POST', '/api/protocols', token, { theme: 'Бюджет на 2027 год', event_date: '2026-11-10' });
    await callApi(api, 'PUT', `/api/protocols/${protocol.id}/transcript`, token, {
      segments: [
        { start: 0, end: 5, speaker: 'Кравченко Леонид Петрович', text: 'Коллеги, открываю совещание.' },
        { start: 5, end: 9, speaker: 'Спикер 2', text: 'Добрый день.' },
      ],
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);
    const chair = await visible(page.getByTestId('protocol-chair'));
    expect(await chair.innerText()).toContain('Председатель не указан');
    // No wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A name heard in the recording, in no directory: he becomes the chair (and an external member).
    await chair.getByRole('button', { name: 'Назначить председателя' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Председатель совещания' }));
    const heard = dialog.getByTestId('chair-heard');
    expect(await heard.getByRole('button').allInnerTexts()).toEqual([expect.stringContaining('Кравченко Леонид Петрович')]);
    await shot(page, 'chair-dialog-390');
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    // By keyboard: the first heard name has the focus (Tab would reach it otherwise), Enter picks it.
    const kravchenko = heard.getByRole('button', { name: /Кравченко Леонид Петрович/ });
    for (let i = 0; i < 10 && !(await kravchenko.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await visible(notification(page, 'Председатель назначен'));
    await gone(dialog);
    await expect.poll(() => chair.innerText()).toContain('Председатель — Кравченко Л.П.');
    await shot(page, 'chair-heading-390');
    const members = await callApi<{ member: { full_name: string; role: string } }[]>(api, 'GET', `/api/protocols/${protocol.id}/members`, token);
    expect(members.map((m) => [m.member.full_name, m.member.role])).toEqual([['Кравченко Леонид Петрович', 'external']]);

    // Then a directory person instead.
    await page.setViewportSize({ width: 1280, height: 900 });
    await chair.getByRole('button', { name: 'Изменить председателя' }).click();
    const again = await visible(page.getByRole('dialog', { name: 'Председатель совещания' }));
    await pickPerson(again, page, 'Из справочника', 'Лебедева Анна Сергеевна');
    await again.getByRole('button', { name: 'Назначить', exact: true }).click();
    await visible(notification(page, 'Председатель назначен'));
    await expect.poll(() => chair.innerText()).toContain('Председатель — Лебедева А.С.');
    await shot(page, 'chair-heading-1280');

    // The document: the chair's line, and his signature above the secretary's.
    // All but the next step live in the protocol's «⋯» menu.
    await page.getByRole('button', { name: 'Ещё действия' }).click();
    await page.getByRole('menuitem', { name: 'Предпросмотр документа' }).click();
    const preview = await visible(page.getByRole('dialog', { name: 'Документ протокола' }));
    await expect.poll(() => preview.innerText()).toContain('Председатель — Лебедева А.С.');
    const text = await preview.innerText();
    expect(text.indexOf('Председатель — Лебедева А.С.')).toBeLessThan(text.indexOf('Секретарь — Смирнова А.'));
    expect(text.lastIndexOf('А.С. Лебедева')).toBeLessThan(text.lastIndexOf('А. Смирнова'));
    expect(text.lastIndexOf('А.С. Лебедева')).toBeGreaterThan(text.indexOf('Секретарь — Смирнова А.'));
    await shot(page, 'chair-document-1280');
    await page.keyboard.press('Escape');
    await gone(preview);

    // Final: the heading keeps the chair, without a way to change him; the API refuses too.
    await callApi(api, 'POST', `/api/protocols/${protocol.id}/final`, token, {
      final_transcript: [{ key: 'Слушали', value: 'Бюджет' }],
      location: 'Зал',
      city: 'Москва',
    });
    await page.reload();
    const finalChair = await visible(page.getByTestId('protocol-chair'));
    expect(await finalChair.innerText()).toContain('Председатель — Лебедева А.С.');
    expect(await finalChair.getByRole('button').count()).toBe(0);
    const refused = await api.call('PUT', `/api/protocols/${protocol.id}/chair`, token, { name: 'Кравченко Леонид Петрович' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Председателя итогового протокола не изменить: сначала верните протокол в работу');
  }, 120_000);
});
