import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { linkIn } from '../support/mailbox.ts';
import { atPath, visible } from '../support/browser.ts';

/** Issue 23: sign-in warns before the lock, a reset lifts it; an invitation's password signs the user in; spent links offer a new one. */
describe('sign-in, invitation and reset as a new user meets them', () => {
  const e2e = useE2E();

  async function tryPassword(page: Page, email: string, password: string) {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(password);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/login'));
    await page.getByRole('button', { name: 'Войти' }).click();
    await answered;
  }

  test('wrong passwords: «Осталось 2 попытки» before the lock, the lock with its wait and no «Повторить»; a reset lifts it and signs in', async () => {
    const { page, api, mailbox } = e2e;
    const { secretary } = await api.createSecretary();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    const alert = page.getByRole('alert');
    for (let i = 0; i < 2; i += 1) await tryPassword(page, secretary.email, 'wrong-password');
    await expect.poll(() => alert.innerText()).toBe('Неверный e-mail или пароль');
    await tryPassword(page, secretary.email, 'wrong-password');
    await expect.poll(() => alert.innerText()).toContain('Осталось 2 попытки');
    await page.screenshot({ path: '/tmp/uiforms-login-warning-390.png' });
    await tryPassword(page, secretary.email, 'wrong-password');
    await expect.poll(() => alert.innerText()).toContain('Осталась 1 попытка');
    await tryPassword(page, secretary.email, 'wrong-password');
    await expect.poll(() => alert.innerText()).toContain('Попытки входа закончились: повторите через 15 минут или восстановите пароль');
    // The right password now is refused with the wait; «Повторить» would only be refused again.
    await tryPassword(page, secretary.email, secretary.password);
    await expect.poll(() => alert.innerText()).toContain('Слишком много попыток входа. Повторите через 15 минут');
    expect(await alert.getByRole('button', { name: 'Повторить' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/uiforms-login-locked-390.png' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: '/tmp/uiforms-login-locked-1440.png' });

    // «Забыли пароль?» → the link → a new password: the lock is lifted and the user is in.
    const since = mailbox.messages.length;
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    // The e-mail typed at the login form comes along, filled in (wait for the reset page: until it replaces the login
    // form, «E-mail» is the login form's own).
    await visible(page.getByRole('heading', { name: 'Восстановление пароля' }));
    expect(await page.getByLabel('E-mail').inputValue()).toBe(secretary.email);
    await page.getByRole('button', { name: 'Отправить инструкции' }).click();
    // The suite's first letter from a server just started: its mail worker may still be starting on a loaded machine.
    const mail = await mailbox.waitFor(secretary.email, { since, timeoutMs: 60_000 });
    await page.goto(linkIn(mail, `${e2e.server.url}/change-password/`));
    await page.getByLabel('Пароль', { exact: true }).fill('new-password-1');
    await page.getByLabel('Подтверждение пароля').fill('new-password-1');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await atPath(page, '/main/home');
    // It waits up to 60 s for the letter alone (above): the default 60 s for the whole test could not hold that.
  }, 120_000);

  test('an invitation: the password set from its link signs the user in; the used link says «недействительна» and offers «Запросить новую ссылку» with the e-mail filled', async () => {
    const { page, api, mailbox } = e2e;
    const email = `invited-${randomUUID().slice(0, 8)}@e2e.test`;
    const since = mailbox.messages.length;
    const manager = await api.createUser('manager');
    const managerToken = await api.login(manager.email, manager.password);
    const created = await api.call('POST', '/api/users', managerToken, { full_name: 'Новикова Дарья', email, role: 'secretary' });
    expect(created.status).toBe(201);
    const mail = await mailbox.waitFor(email, { since });
    const link = linkIn(mail, `${e2e.server.url}/change-password/`);

    await page.goto(link);
    await page.getByLabel('Пароль', { exact: true }).fill('first-password-1');
    await page.getByLabel('Подтверждение пароля').fill('first-password-1');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await atPath(page, '/main/home');

    const again = await e2e.newSession();
    for (const width of [390, 1440]) {
      await again.setViewportSize({ width, height: 900 });
      await again.goto(link);
      await visible(again.getByText('Эта ссылка недействительна', { exact: true }));
      await again.screenshot({ path: `/tmp/uiforms-link-spent-${width}.png` });
    }
    await again.getByRole('link', { name: 'Запросить новую ссылку' }).click();
    await atPath(again, '/change-password');
    expect(await again.getByLabel('E-mail').inputValue()).toBe(email);
    await again.screenshot({ path: '/tmp/uiforms-request-link-1440.png' });
  });

  test('a password set whose sign-in cannot follow (the account blocked meanwhile) lands on the login form with the e-mail filled', async () => {
    const { page, api, mailbox } = e2e;
    const { secretary } = await api.createSecretary();
    const since = mailbox.messages.length;
    await api.call('POST', '/api/change-password/send-link', null, { email: secretary.email });
    const link = linkIn(await mailbox.waitFor(secretary.email, { since }), `${e2e.server.url}/change-password/`);
    await page.goto(link);
    await page.getByLabel('Пароль', { exact: true }).fill('new-password-9');
    await page.getByLabel('Подтверждение пароля').fill('new-password-9');
    await page.route('**/api/login', (route) => route.fulfill({ status: 403, json: { status: 'error', message: 'Учётная запись заблокирована', data: {}, errors: {} } }));
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await atPath(page, '/login');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(secretary.email);
  });
});
