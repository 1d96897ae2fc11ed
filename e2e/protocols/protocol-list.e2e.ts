import { describe, expect, test } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { atPath, signIn, visible } from '../support/browser.ts';
import { callApi, createPerson, createProtocol } from './protocol-helpers.ts';

describe('protocols: list and prefill', () => {
  const e2e = useE2E();

  test('the list is paged by 15 newest first, searchable and filtered by stage; a row opens its protocol', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const created = [];
    for (let batch = 0; batch < 17; batch += 6) {
      created.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(6, 17 - batch) }, (_, index) =>
            createProtocol(api, token, { theme: `Совещание ${String(batch + index + 1).padStart(2, '0')}` }),
          ),
        )),
      );
    }
    // Created in parallel, so numbers need not follow the themes.
    const seventh = created.find((protocol) => protocol.theme === 'Совещание 07')!;
    const special = await createProtocol(api, token, { theme: 'Стратегическая сессия', agenda: 'Планы на год' });
    await callApi(api, 'POST', `/api/protocols/${special.id}/stage`, token, { stage: 'finish' });

    await signIn(page, api, secretary, '/main/protocols');
    const rows = page.getByTestId('protocol-row');
    await visible(page.getByText('Всего: 18'));
    await expect.poll(() => rows.count()).toBe(15);
    expect(await rows.first().innerText()).toMatch(/№ 18[\s\S]*Стратегическая сессия[\s\S]*Планы на год[\s\S]*15\.03\.2027[\s\S]*Проверен/i);

    const numbers = async () => (await rows.locator('td:first-child').allInnerTexts()).map((text) => Number(text.replace('№', '')));
    const firstPage = await numbers();
    await page.getByRole('button', { name: 'Следующая страница' }).click();
    await expect.poll(() => rows.count()).toBe(3);
    const all = [...firstPage, ...(await numbers())].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));

    const themes = () => rows.locator('td:nth-child(2) a').allInnerTexts();
    await page.getByLabel('Поиск').fill('стратег');
    await expect.poll(themes).toEqual(['Стратегическая сессия']);
    await page.getByLabel('Поиск').fill(`№ ${seventh.protocol_number}`);
    await expect.poll(themes).toEqual(['Совещание 07']);
    await page.getByLabel('Поиск').fill('нет такого совещания');
    await visible(page.getByText('Ничего не найдено. Измените условия поиска.'));

    await page.getByLabel('Поиск').fill('');
    await page.getByRole('textbox', { name: 'Стадия' }).click();
    await page.getByRole('option', { name: 'Проверен' }).click();
    await expect.poll(themes).toEqual(['Стратегическая сессия']);
    await rows.first().click();
    await atPath(page, `/main/protocols/${special.id}`);
    await visible(page.getByRole('heading', { name: 'Протокол № 18', exact: true }));
  });

  test('a list response whose data.data is not an array shows the seed’s error', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    await page.route(/\/api\/protocols\?/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'success', message: '', data: { data: { broken: true }, meta: {} }, errors: {} }),
      }),
    );
    await signIn(page, api, secretary, '/main/protocols');
    const alert = await visible(page.getByRole('alert').filter({ hasText: 'Response data is not an array' }));
    expect(await alert.innerText()).toContain('Не удалось загрузить протоколы');
  });

  test('opened from a meeting, the form is filled from it and the protocol is linked to it', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const person = await createPerson(api, token, 'Соколова Мария');
    const meeting = await callApi<{ id: number }>(api, 'POST', '/api/meetings', token, {
      theme: 'Совет директоров',
      link: 'https://meet.example.com/board',
      event_date: '2027-04-05',
      event_start_time: '14:00',
      event_end_time: '15:00',
      members: [{ member_id: person.id, should_notify: false }],
    });

    await signIn(page, api, secretary, `/main/protocols/add?meeting_id=${meeting.id}`);
    await visible(page.getByTestId('meeting-prefill'));
    const form = page.getByRole('form', { name: 'Новый протокол' });
    expect(await form.getByLabel('Тема').inputValue()).toBe('Совет директоров');
    expect(await form.getByRole('textbox', { name: 'Дата' }).inputValue()).toBe('05.04.2027');
    expect(await form.getByLabel('Время начала').inputValue()).toBe('14:00');
    expect(await form.getByLabel('Место').inputValue()).toBe('https://meet.example.com/board');
    await visible(form.getByText('Соколова Мария'));
    await form.getByRole('button', { name: 'Создать протокол' }).click();

    await visible(page.getByRole('heading', { name: 'Протокол № 1', exact: true }));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await callApi<{ meeting_id: number; members_count: number }>(api, 'GET', `/api/protocols/${id}`, token);
    expect(saved).toMatchObject({ meeting_id: meeting.id, members_count: 1 });
  });
});
