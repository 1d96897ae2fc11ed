import { describe, expect, test } from 'vitest';
import ExcelJS from 'exceljs';
import { useE2E } from '../support/e2e.ts';
import { atPath, signIn, visible } from '../support/browser.ts';
import { callApi, confirmModal, createPerson, createProtocol } from '../protocols/protocol-helpers.ts';
import { findLayoutProblems, settle } from '../layout/layout-checks.ts';

describe('«Поручения»: the register of assignments', () => {
  const e2e = useE2E();

  test('filters kept in the address, bulk status after a confirmation, XLSX of the rows, the manager reads only, cards on a phone', async () => {
    const { page, api } = e2e;
    const { secretary, manager } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const kuznetsova = await createPerson(api, token, 'Кузнецова Дарья');
    const sokolov = await createPerson(api, token, 'Соколов Павел');
    const budget = await createProtocol(api, token, { theme: 'Бюджет отдела', event_date: '2027-03-15' });
    const supply = await createProtocol(api, token, { theme: 'Закупки', event_date: '2027-03-22' });
    const task = (protocolId: number, responsible: number, essence: string, deadline: string) =>
      callApi<{ id: number }>(api, 'POST', `/api/protocols/${protocolId}/tasks`, token, { responsible_id: responsible, essence, deadline });
    const draft = await task(budget.id, kuznetsova.id, 'Свести заявки отделов', '2030-04-01');
    await task(budget.id, sokolov.id, 'Согласовать смету', '2030-04-10');
    const delivery = await task(supply.id, kuznetsova.id, 'Уточнить сроки поставки', '2030-05-01');
    await callApi(api, 'PUT', `/api/protocols/tasks/${delivery.id}`, token, { deadline: '2030-05-20' });

    await signIn(page, api, secretary, '/main');
    await page.getByRole('link', { name: 'Поручения' }).click();
    await atPath(page, '/main/assignments');
    const rows = page.getByTestId('assignment-row');
    await visible(page.getByText('Всего: 3'));
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringMatching(/Кузнецова Дарья[\s\S]*Свести заявки отделов[\s\S]*01\.04\.2030[\s\S]*№1 от 15\.03\.2027[\s\S]*Бюджет отдела[\s\S]*Новое/i),
      expect.stringMatching(/Соколов Павел[\s\S]*Согласовать смету[\s\S]*10\.04\.2030[\s\S]*Новое/i),
      expect.stringMatching(/Кузнецова Дарья[\s\S]*Уточнить сроки поставки[\s\S]*20\.05\.2030[\s\S]*Срок переносился: 1[\s\S]*Закупки[\s\S]*Срок перенесён/i),
    ]);

    // A filter goes into the address and survives a reload.
    await page.getByRole('textbox', { name: 'Статус' }).click();
    await page.getByRole('option', { name: 'Срок перенесён' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('status')).toBe('moved');
    await page.reload();
    await visible(page.getByText('Всего: 1'));
    expect(await rows.first().innerText()).toContain('Уточнить сроки поставки');
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await visible(page.getByText('Всего: 3'));

    // Two tasks done at once, after a confirmation.
    await page.getByRole('checkbox', { name: 'Выбрать: Свести заявки отделов' }).check();
    await page.getByRole('checkbox', { name: 'Выбрать: Согласовать смету' }).check();
    await visible(page.getByText('Выбрано: 2'));
    await page.getByRole('button', { name: 'Сменить статус' }).click();
    await page.getByRole('menuitem', { name: 'Выполнено' }).click();
    await visible(page.getByText('Поручений: 2. Новый статус: «Выполнено».'));
    await confirmModal(page, 'Сменить статус поручений?', 'Сменить');
    await expect.poll(async () => (await rows.locator('[data-status]').evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status'))))).toEqual([
      'success',
      'success',
      'moved',
    ]);
    const stored = await callApi<{ status: string }[]>(api, 'GET', `/api/protocols/${budget.id}/tasks`, token);
    expect(stored.map((row) => row.status)).toEqual(['success', 'success']);
    expect(draft.id).toBeGreaterThan(0);

    // The XLSX holds the rows on the screen.
    await page.getByRole('button', { name: 'Выгрузить' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click()]);
    expect(download.suggestedFilename()).toBe('Поручения.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const essences: string[] = [];
    workbook.getWorksheet('Поручения')!.eachRow((row, index) => {
      if (index > 1) essences.push(String(row.getCell(2).value));
    });
    expect(essences).toEqual(['Свести заявки отделов', 'Согласовать смету', 'Уточнить сроки поставки']);

    // The manager reads his secretary's tasks, with no checkboxes.
    const managerPage = await e2e.newSession();
    await signIn(managerPage, api, manager, '/main/assignments');
    await visible(managerPage.getByText('Всего: 3'));
    expect(await managerPage.getByRole('checkbox', { name: /^Выбрать/ }).count()).toBe(0);

    // A phone shows cards, never a sideways scroll.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => page.getByTestId('responsive-table').getAttribute('data-cards')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: 'test-results/assignments-390.png', fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: 'test-results/assignments-1440.png', fullPage: true });
  });

  test('with long names, rows ticked and every filter open: nothing cut off or overlapping at any width', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary({ full_name: 'Константинопольская-Щедрина Александра Вячеславовна' });
    const token = await api.login(secretary.email, secretary.password);
    const person = await createPerson(api, token, 'Преображенский-Воскресенский Филипп Филиппович');
    const protocol = await createProtocol(api, token, {
      theme: 'Согласование бюджета капитального строительства и реконструкции объектов социальной инфраструктуры на 2027 год',
    });
    for (const essence of [
      'Подготовить сводную аналитическую записку о ходе исполнения мероприятий государственной программы с приложением расчётов',
      'Согласовать',
    ]) {
      await callApi(api, 'POST', `/api/protocols/${protocol.id}/tasks`, token, { responsible_id: person.id, essence, deadline: '2030-04-01' });
    }
    await signIn(page, api, secretary, `/main/assignments?person=${person.id}&overdue=0&from=2030-01-01`);
    await visible(page.getByText('Всего: 2'));
    await page.getByRole('checkbox', { name: 'Выбрать: Согласовать' }).check();
    await visible(page.getByTestId('bulk-bar'));
    const problems: string[] = [];
    for (const width of [360, 390, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await settle(page);
      const more = page.getByRole('button', { name: /^Фильтры/ });
      if ((await more.isVisible()) && (await more.getAttribute('aria-expanded')) === 'false') {
        expect(await more.innerText()).toBe('Фильтры (2)');
        await more.click();
        await settle(page);
      }
      problems.push(...(await findLayoutProblems(page)).map((problem) => `@${width}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  test('each task names its protocol and question; the question is changed on the protocol page; «Поручения в работе» opens exactly its rows', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const person = await createPerson(api, token, 'Орлова Вера');
    const protocol = await createProtocol(api, token, {
      theme: 'Планёрка',
      event_date: '2027-03-15',
      agenda: '1. Ремонт кабинетов второго этажа административного корпуса\n2. График отпусков',
    });
    await callApi(api, 'POST', `/api/protocols/${protocol.id}/final`, token, {
      final_transcript: [
        { key: 'Слушали', value: 'Смирнову Анну о ремонте кабинетов.' },
        { key: 'Поручить', value: 'Составить смету ремонта кабинетов.' },
        { key: 'Слушали', value: 'Петрова Ивана о графике отпусков.' },
        { key: 'Решили', value: 'Утвердить график отпусков.' },
      ],
      location: 'Зал',
      city: 'Москва',
    });
    const task = (essence: string, deadline: string, question?: number) =>
      callApi<{ id: number }>(api, 'POST', `/api/protocols/${protocol.id}/tasks`, token, { responsible_id: person.id, essence, deadline, ...(question ? { question } : {}) });
    // Tied by its words to the first question; the second by the secretary.
    await task('Составить смету ремонта кабинетов', '2030-04-01');
    const leave = await task('Разослать график отпусков', '2030-04-10', 2);
    const done = await task('Собрать заявления', '2030-04-20', 2);
    await callApi(api, 'PUT', `/api/protocols/tasks/${done.id}`, token, { status: 'success' });

    await signIn(page, api, secretary, '/main/assignments');
    const rows = page.getByTestId('assignment-row');
    await visible(page.getByText('Всего: 3'));
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringMatching(/Составить смету ремонта кабинетов[\s\S]*№1 от 15\.03\.2027[\s\S]*Вопрос 1: Ремонт кабинетов второго этажа административного корпуса\./),
      expect.stringMatching(/Разослать график отпусков[\s\S]*№1 от 15\.03\.2027[\s\S]*Вопрос 2: График отпусков\./),
      expect.stringMatching(/Собрать заявления[\s\S]*Вопрос 2: График отпусков\./),
    ]);
    // The XLSX writes the question too.
    await page.getByRole('button', { name: 'Выгрузить' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(String(workbook.getWorksheet('Поручения')!.getRow(3).getCell(6).value)).toBe('Вопрос 2: График отпусков.');

    // On a phone of 360 px the long question wraps inside its card.
    await page.setViewportSize({ width: 360, height: 800 });
    await settle(page);
    expect(await findLayoutProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The protocol page: the task moved to the first question.
    await page.goto(`/main/protocols/${protocol.id}?tab=tasks&task=${leave.id}`);
    const row = page.locator('tr', { hasText: 'Разослать график отпусков' });
    await visible(row.getByTestId('task-question').filter({ hasText: 'Вопрос 2: График отпусков.' }));
    await row.getByRole('button', { name: 'Изменить поручение' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Изменить поручение' }));
    await dialog.getByRole('textbox', { name: 'Вопрос протокола' }).click();
    await page.getByRole('option', { name: 'Вопрос 1: Ремонт кабинетов второго этажа административного корпуса.' }).click();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await visible(row.getByTestId('task-question').filter({ hasText: 'Вопрос 1: Ремонт кабинетов' }));

    // «Поручения в работе» on her home page: the register with exactly the two tasks in work.
    await page.goto('/main/home');
    await page.getByRole('link', { name: /^Поручения в работе: 2/ }).click();
    await atPath(page, '/main/assignments');
    expect(new URL(page.url()).searchParams.get('status')).toBe('in_work');
    await visible(page.getByText('Всего: 2'));
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringMatching(/Составить смету ремонта кабинетов[\s\S]*Вопрос 1/),
      expect.stringMatching(/Разослать график отпусков[\s\S]*Вопрос 1/),
    ]);
  });

  test('a failed load says so and offers «Повторить»', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    let fail = true;
    await page.route(/\/api\/assignments\?/, (route) => (fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue()));
    await signIn(page, api, secretary, '/main/assignments');
    const alert = await visible(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить поручения' }));
    fail = false;
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await visible(page.getByText('Поручений пока нет'));
  });
});
