import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { describedText, gone, signIn, visible } from '../support/browser.ts';
import { createMeeting, dayCell, dayOfThisMonth, eventOf, openMeetings, type MeetingData } from './meeting-helpers.ts';

describe('meetings: the editor', () => {
  const e2e = useE2E();

  test('a click on a day opens the form for that day; members (one found, one external added inline) get invitations with .ics', async () => {
    const { page, api, mailbox } = e2e;
    const tag = randomUUID().slice(0, 6);
    const { secretary } = await e2e.api.createSecretary();
    const colleague = await api.createUser('manager', { full_name: `Орлова Вера ${tag}` });
    const guestEmail = `guest-${tag}@e2e.test`;
    const token = await signIn(page, api, secretary, '/main/home');
    await openMeetings(page);

    const date = dayOfThisMonth(15);
    await dayCell(page, date).click({ position: { x: 40, y: 60 } });
    const dialog = await visible(page.getByRole('dialog', { name: 'Новое совещание' }));
    const day = Number(date.slice(8));
    expect(await dialog.getByLabel('Дата').innerText()).toMatch(new RegExp(`^${day} `));

    await dialog.getByLabel('Тема').fill(`Планёрка ${tag}`);
    await dialog.getByLabel('Начало').fill('14:00');
    await dialog.getByLabel('Окончание').fill('15:30');
    await dialog.getByLabel('Ссылка или место').fill('Переговорная 305');

    await dialog.getByLabel('Участники').fill(`Орлова Вера ${tag}`);
    await page.getByRole('option', { name: new RegExp(`Орлова Вера ${tag}`) }).click();

    await dialog.getByRole('button', { name: 'Добавить внешнего участника' }).click();
    const external = dialog.getByRole('group', { name: 'Новый внешний участник' });
    await external.getByLabel('ФИО').fill(`Гость Пётр ${tag}`);
    await external.getByLabel('E-mail').fill(guestEmail);
    await external.getByLabel('Организация').fill('ООО «Ромашка»');
    await external.getByRole('button', { name: 'Добавить' }).click();
    await gone(external);

    const members = dialog.getByRole('listitem');
    await expect.poll(() => members.count()).toBe(2);
    for (const name of [`Орлова Вера ${tag}`, `Гость Пётр ${tag}`]) {
      expect(await members.filter({ hasText: name }).getByLabel('Уведомить').isChecked()).toBe(true);
    }

    const [created] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/meetings') && response.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Создать совещание' }).click(),
    ]);
    expect(created.status()).toBe(201);
    await visible(page.getByText('Совещание создано'));
    await gone(page.getByRole('dialog'));
    await visible(eventOf(page, `Планёрка ${tag}`));

    const meeting = ((await created.json()) as { data: MeetingData }).data;
    const stored = (await api.call<MeetingData>('GET', `/api/meetings/${meeting.id}`, token)).body.data;
    expect(stored).toMatchObject({ event_date: date, event_start_time: '14:00', event_end_time: '15:30' });
    expect(stored.members.map((m) => [m.member?.email, m.should_notify])).toEqual([
      [colleague.email, true],
      [guestEmail, true],
    ]);

    for (const address of [colleague.email, guestEmail]) {
      const mail = await mailbox.waitFor(address);
      expect(mail.subject).toBe(`Приглашение на совещание: Планёрка ${tag}`);
      const ics = mail.attachments.find((file) => file.filename.endsWith('.ics'));
      expect(ics?.content).toContain('METHOD:REQUEST');
      expect(ics?.content).toContain(`SUMMARY:Планёрка ${tag}`);
    }
  });

  test('overlapping meetings are flagged while the time is chosen', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await signIn(page, api, secretary, '/main/home');
    const date = dayOfThisMonth(20);
    await createMeeting(api, token, { theme: 'Бюджетный комитет', event_date: date, event_start_time: '10:00', event_end_time: '11:00' });
    await openMeetings(page);

    await dayCell(page, date).click({ position: { x: 40, y: 70 } });
    const dialog = await visible(page.getByRole('dialog', { name: 'Новое совещание' }));
    await dialog.getByLabel('Начало').fill('10:30');
    await dialog.getByLabel('Окончание').fill('12:00');
    const warning = await visible(dialog.getByTestId('overlap-alert'));
    expect(await warning.innerText()).toContain('10:00–11:00 Бюджетный комитет');

    await dialog.getByLabel('Начало').fill('11:00');
    await gone(dialog.getByTestId('overlap-alert'));

    // The meeting does not overlap with itself when it is edited. (Esc in the time field closes its list first.)
    await dialog.getByLabel('Тема').focus();
    // The form was filled: Esc asks first (see the test below), «Не сохранять» drops it.
    await page.keyboard.press('Escape');
    await (await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }))).getByRole('button', { name: 'Не сохранять' }).click();
    await gone(page.getByRole('dialog'));
    const checked = page.waitForResponse((response) => response.url().includes('/api/meetings/overlaps?') && response.url().includes('exclude_id='));
    await eventOf(page, 'Бюджетный комитет').click();
    const editor = await visible(page.getByRole('dialog', { name: 'Редактирование совещания' }));
    expect(((await (await checked).json()) as { data: unknown[] }).data).toEqual([]);
    expect(await editor.getByTestId('overlap-alert').count()).toBe(0);
  });

  test('validation messages: required theme, end before start on Ctrl+Enter; the server’s member error beside the member', async () => {
    const { page, api } = e2e;
    const tag = randomUUID().slice(0, 6);
    const { secretary } = await api.createSecretary();
    const colleague = await api.createUser('manager', { full_name: `Блинов Артём ${tag}` });
    await signIn(page, api, secretary, '/main/home');
    await openMeetings(page);

    await page.getByRole('button', { name: 'Создать совещание' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Новое совещание' }));
    await dialog.getByLabel('Начало').fill('16:00');
    await dialog.getByLabel('Окончание').fill('15:00');
    await dialog.getByLabel('Тема').press('Control+Enter');
    await expect.poll(() => describedText(dialog.getByLabel('Тема'))).toContain('Поле обязательно для заполнения');
    await expect
      .poll(() => describedText(dialog.getByLabel('Окончание')))
      .toContain('Время окончания должно быть позже времени начала');

    await dialog.getByLabel('Тема').fill(`Отчёт ${tag}`);
    await dialog.getByLabel('Окончание').fill('17:00');
    await dialog.getByLabel('Участники').fill(`Блинов Артём ${tag}`);
    await page.getByRole('option', { name: new RegExp(`Блинов Артём ${tag}`) }).click();
    // Blocked after being picked: the server no longer accepts him.
    await api.updateUser(await api.adminToken(), colleague.id, { is_active: false });
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/meetings') && response.request().method() === 'POST'),
      dialog.getByLabel('Тема').press('Control+Enter'),
    ]);
    expect(refused.status()).toBe(422);
    await visible(dialog.getByRole('listitem').filter({ hasText: 'Участник не найден' }));

    // The form was filled: Esc asks first (see the test below), «Не сохранять» drops it.
    await page.keyboard.press('Escape');
    await (await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }))).getByRole('button', { name: 'Не сохранять' }).click();
    await gone(page.getByRole('dialog'));
  });
  test('an external member added inline is announced in his or her gender', async () => {
    const { page, api } = e2e;
    const tag = randomUUID().slice(0, 6);
    const { secretary } = await api.createSecretary();
    await signIn(page, api, secretary, '/main/home');
    await openMeetings(page);
    await page.getByRole('button', { name: 'Создать совещание' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Новое совещание' }));
    const people = [
      { name: 'Орлова Вера Ивановна', said: 'Орлова Вера Ивановна добавлена в участники' },
      { name: 'Петров Иван Сергеевич', said: 'Петров Иван Сергеевич добавлен в участники' },
      { name: 'Смирнова Анна', said: 'Смирнова Анна добавлена в участники' },
    ];
    for (const [index, person] of people.entries()) {
      await dialog.getByRole('button', { name: 'Добавить внешнего участника' }).click();
      const external = dialog.getByRole('group', { name: 'Новый внешний участник' });
      await external.getByLabel('ФИО').fill(person.name);
      await external.getByLabel('E-mail').fill(`gender-${index}-${tag}@e2e.test`);
      await external.getByRole('button', { name: 'Добавить' }).click();
      await visible(page.getByText(person.said, { exact: true }));
      await gone(external);
    }
    expect(await page.getByText(/добавлен\(а\)/).count()).toBe(0);
  });

  test('Esc or «Отмена» on a filled meeting form asks first (no draft promised); «Остаться» keeps what was typed; an untouched form closes at once', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    await signIn(page, api, secretary, '/main/home');
    await openMeetings(page);
    await page.getByRole('button', { name: 'Создать совещание' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Новое совещание' }));
    await page.keyboard.press('Escape');
    await gone(dialog);

    await page.getByRole('button', { name: 'Создать совещание' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Новое совещание' }));
    await dialog.getByLabel('Тема').fill('Бюджет на квартал');
    await page.keyboard.press('Escape');
    let ask = await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }));
    // The meeting form keeps no draft: the question says what is lost and promises nothing else.
    expect(await ask.innerText()).toContain('Введённые данные будут потеряны.');
    expect(await ask.innerText()).not.toMatch(/черновик/i);
    await ask.getByRole('button', { name: 'Остаться' }).click();
    await gone(ask);
    expect(await dialog.getByLabel('Тема').inputValue()).toBe('Бюджет на квартал');

    // «Отмена» asks the same question.
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    ask = await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }));
    await ask.getByRole('button', { name: 'Остаться' }).click();
    await gone(ask);

    await page.keyboard.press('Escape');
    await (await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }))).getByRole('button', { name: 'Не сохранять' }).click();
    await gone(page.getByRole('dialog', { name: 'Новое совещание' }));
  });

  test('Esc with the time list open closes only the list and keeps focus in the field; the next Esc asks, every time, also after «Остаться» and when nothing is listed', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    await signIn(page, api, secretary, '/main/home');
    await openMeetings(page);
    await page.getByRole('button', { name: 'Создать совещание' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Новое совещание' }));
    await dialog.getByLabel('Тема').fill('Бюджет на квартал');
    const ask = page.getByRole('dialog', { name: 'Закрыть без сохранения?' });
    const start = dialog.getByLabel('Начало');
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);
    const stay = async () => {
      await (await visible(ask)).getByRole('button', { name: 'Остаться' }).click();
      await gone(ask);
      // Focus comes back to the field it left, and the list does not pop up by itself.
      await expect.poll(focusedName).toBe('event_start_time');
      expect(await page.getByRole('listbox').count()).toBe(0);
    };

    await start.click();
    await visible(page.getByRole('listbox'));
    await page.keyboard.press('Escape');
    await gone(page.getByRole('listbox'));
    expect(await ask.count()).toBe(0);
    expect(await focusedName()).toBe('event_start_time');
    await page.keyboard.press('Escape');
    await stay();

    // Right after «Остаться» one Esc asks again (no list to close first).
    await page.keyboard.press('Escape');
    await stay();

    // Typed text no time contains lists nothing: there is no list for an Esc to close, so it asks at once.
    await start.fill('21:5');
    expect(await page.getByRole('option').count()).toBe(0);
    await page.keyboard.press('Escape');
    await stay();

    // The keyboard opens the list too; Esc closes it, Esc asks, «Не сохранять» closes the form.
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.press('ArrowDown');
    await visible(page.getByRole('listbox'));
    await page.keyboard.press('Escape');
    await gone(page.getByRole('listbox'));
    expect(await ask.count()).toBe(0);
    await page.keyboard.press('Escape');
    await (await visible(ask)).getByRole('button', { name: 'Не сохранять' }).click();
    await gone(page.getByRole('dialog', { name: 'Новое совещание' }));
  });

  test('«Добавить внешнего участника» on an empty form flags nothing: the dialog’s own focus on Тема is no touch; a real touch and saving still check it', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    await signIn(page, api, secretary, '/main/home');
    await openMeetings(page);
    await page.getByRole('button', { name: 'Создать совещание' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Новое совещание' }));
    const theme = dialog.getByLabel('Тема');
    const flagged = async () => (await theme.getAttribute('aria-invalid')) === 'true' || (await describedText(theme)).includes('Поле обязательно');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('theme');

    await dialog.getByRole('button', { name: 'Добавить внешнего участника' }).click();
    const external = await visible(dialog.getByRole('group', { name: 'Новый внешний участник' }));
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('full_name');
    expect(await flagged()).toBe(false);
    // The same inside the block: its name field was focused for the user; going to the e-mail first flags nothing.
    const name = external.getByLabel('ФИО');
    await external.getByLabel('E-mail').click();
    expect(await name.getAttribute('aria-invalid')).not.toBe('true');
    expect(await page.getByText('Поле обязательно для заполнения').count()).toBe(0);

    // «Добавить» checks the block alone, never the meeting.
    await external.getByRole('button', { name: 'Добавить' }).click();
    await expect.poll(() => describedText(name)).toContain('Поле обязательно для заполнения');
    expect(await flagged()).toBe(false);
    await external.getByRole('button', { name: 'Отмена' }).click();
    await gone(external);

    // The user comes to Тема and leaves it empty: now it is flagged.
    await theme.focus();
    await dialog.getByLabel('Ссылка или место').focus();
    await expect.poll(flagged).toBe(true);
    await theme.fill('Планёрка');
    await expect.poll(flagged).toBe(false);
    await theme.fill('');
    await dialog.getByRole('button', { name: 'Создать совещание' }).click();
    await expect.poll(() => describedText(theme)).toContain('Поле обязательно для заполнения');
  });

});
