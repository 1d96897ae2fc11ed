import { describe, expect, test } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { atPath, describedText, signIn, signInWithForm, storedAuth, visible } from '../support/browser.ts';

describe('settings: own profile and password', () => {
  const e2e = useE2E();

  test('a user edits his own profile and sees it after a reload', async () => {
    const { page } = e2e;
    const { secretary } = await e2e.api.createSecretary();
    await signIn(page, e2e.api, secretary, '/main/settings');
    const profile = page.getByRole('form', { name: 'Профиль' });
    const fullName = profile.getByLabel('ФИО');
    await expect.poll(() => fullName.inputValue()).toBe(secretary.fullName);

    await fullName.fill('');
    await fullName.blur();
    await expect.poll(() => describedText(fullName)).toContain('Поле обязательно для заполнения');

    await fullName.fill('Анна Сергеевна Петрова');
    await profile.getByLabel('Подразделение').fill('Канцелярия');
    await profile.getByLabel('Должность').fill('Старший секретарь');
    await profile.getByRole('button', { name: 'Сохранить' }).click();
    await visible(page.getByText('Профиль сохранён'));
    // The header shows the new name at once.
    await visible(page.getByRole('banner').getByText('Анна Сергеевна Петрова'));

    await page.reload();
    await expect.poll(() => fullName.inputValue()).toBe('Анна Сергеевна Петрова');
    expect(await profile.getByLabel('Подразделение').inputValue()).toBe('Канцелярия');
    expect(await profile.getByLabel('Должность').inputValue()).toBe('Старший секретарь');
    const me = await e2e.api.me(await e2e.api.login(secretary.email, secretary.password));
    expect(me.full_name).toBe('Анна Сергеевна Петрова');
  });

  test('a save that fails for want of a connection keeps what was typed; «Повторить» sends it again', async () => {
    const { page } = e2e;
    const { secretary } = await e2e.api.createSecretary();
    await signIn(page, e2e.api, secretary, '/main/settings');
    const profile = page.getByRole('form', { name: 'Профиль' });
    const position = profile.getByLabel('Должность');
    await expect.poll(() => profile.getByLabel('ФИО').inputValue()).toBe(secretary.fullName);

    let refused = false;
    await page.route(`**/api/users/${secretary.id}`, (route) => {
      if (refused || route.request().method() === 'GET') return route.continue();
      refused = true;
      return route.abort('internetdisconnected');
    });
    await position.fill('Секретарь правления');
    await profile.getByRole('button', { name: 'Сохранить' }).click();
    const failure = await visible(profile.getByRole('alert').filter({ hasText: 'Не удалось связаться с сервером' }));
    expect(await position.inputValue()).toBe('Секретарь правления');

    await failure.getByRole('button', { name: 'Повторить' }).click();
    await visible(page.getByText('Профиль сохранён'));
    expect(await profile.getByRole('alert').count()).toBe(0);
    const me = await e2e.api.me(await e2e.api.login(secretary.email, secretary.password));
    expect(me.position).toBe('Секретарь правления');
  });

  test('a user changes his password: a wrong current password is refused, then he signs in with the new one', async () => {
    const { page } = e2e;
    const manager = await e2e.api.createUser('manager');
    await signInWithForm(page, manager.email, manager.password);
    await page.goto('/main/settings');
    const form = page.getByRole('form', { name: 'Смена пароля' });
    const current = form.getByLabel('Текущий пароль');
    const next = form.getByLabel('Новый пароль');
    const confirmation = form.getByLabel('Подтверждение пароля');

    await next.fill('123');
    await next.blur();
    await expect.poll(() => describedText(next)).toContain('Пароль должен содержать минимум 6 символов');
    await next.fill('brand-new-1');
    await confirmation.fill('brand-new-2');
    await confirmation.blur();
    await expect.poll(() => describedText(confirmation)).toContain('Пароли должны совпадать');
    await confirmation.fill('brand-new-1');

    await current.fill('not-my-password');
    const [refusal] = await Promise.all([
      page.waitForResponse((response) => response.url().includes(`/api/users/${manager.id}`) && response.request().method() !== 'GET'),
      form.getByRole('button', { name: 'Сменить пароль' }).click(),
    ]);
    expect(refusal.status()).toBe(422);
    const body = (await refusal.json()) as { message: string; errors: Record<string, string[]> };
    const reason = body.errors.current_password?.[0] ?? body.message;
    const alertText = () => form.getByRole('alert').allInnerTexts().then((texts) => texts.join(' '));
    await expect.poll(async () => `${await describedText(current)} ${await alertText()}`).toContain(reason);
    await atPath(page, '/main/settings');

    await current.fill(manager.password);
    await form.getByRole('button', { name: 'Сменить пароль' }).click();
    await atPath(page, '/login');
    expect((await storedAuth(page)).token).toBeNull();
    expect((await e2e.api.call('POST', '/api/login', null, { email: manager.email, password: manager.password })).status).toBe(401);

    await signInWithForm(page, manager.email, 'brand-new-1');
    await atPath(page, '/main/secretaries');
  });
});
