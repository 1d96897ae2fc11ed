import { describe, expect, test } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { linkIn } from '../support/mailbox.ts';
import { atPath, describedText, gate, visible } from '../support/browser.ts';

describe('password reset', () => {
  const e2e = useE2E();

  test('the request button goes idle → «Отправка...» → «Отправлено» (disabled) with the success text', async () => {
    const { page } = e2e;
    const manager = await e2e.api.createUser('manager');
    const held = gate();
    await page.route('**/api/change-password/send-link', async (route) => {
      await held.wait;
      await route.continue();
    });
    await page.goto('/change-password');
    const email = page.getByLabel('E-mail');
    await email.fill('broken');
    await email.blur();
    await expect.poll(() => describedText(email)).toContain('Неверный формат e-mail');
    await email.fill('');
    await expect.poll(() => describedText(email)).toContain('Поле обязательно для заполнения');

    await email.fill(manager.email);
    const idle = page.getByRole('button', { name: 'Отправить инструкции' });
    expect(await idle.isEnabled()).toBe(true);
    await idle.click();
    const sending = await visible(page.getByRole('button', { name: 'Отправка...' }));
    expect(await sending.isDisabled()).toBe(true);

    held.open();
    const sent = await visible(page.getByRole('button', { name: 'Отправлено' }));
    expect(await sent.isDisabled()).toBe(true);
    await visible(page.getByText('Инструкции по сбросу пароля отправлены на ваш e-mail.'));
    const mail = await e2e.mailbox.waitFor(manager.email);
    expect(linkIn(mail, `${e2e.server.url}/change-password/`)).toContain(`email=${encodeURIComponent(manager.email)}`);
  });

  test("a server error is shown as the e-mail field's error", async () => {
    const { page } = e2e;
    const manager = await e2e.api.createUser('manager');
    // One link per e-mail per minute: the second request is refused by the server with its own message.
    const first = await e2e.api.call('POST', '/api/change-password/send-link', null, { email: manager.email });
    expect(first.status).toBe(200);

    await page.goto('/change-password');
    const email = page.getByLabel('E-mail');
    await email.fill(manager.email);
    const [response] = await Promise.all([
      page.waitForResponse('**/api/change-password/send-link'),
      page.getByRole('button', { name: 'Отправить инструкции' }).click(),
    ]);
    expect(response.status()).toBe(429);
    const serverMessage = ((await response.json()) as { message: string }).message;
    expect(serverMessage).toBeTruthy();
    await expect.poll(() => describedText(email)).toContain(serverMessage);
    await visible(page.getByRole('button', { name: 'Отправить инструкции' }));
  });

  test("an error without a message reads 'Не удалось отправить инструкции'", async () => {
    const { page } = e2e;
    await page.route('**/api/change-password/send-link', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"error"}' }),
    );
    await page.goto('/change-password');
    const email = page.getByLabel('E-mail');
    await email.fill('someone@e2e.test');
    await page.getByRole('button', { name: 'Отправить инструкции' }).click();
    await expect.poll(() => describedText(email)).toContain('Не удалось отправить инструкции');
  });

  test('the e-mailed link sets a new password and signs the user in with it', async () => {
    const { page } = e2e;
    const { secretary } = await e2e.api.createSecretary();
    const since = e2e.mailbox.messages.length;
    await page.goto('/change-password');
    await page.getByLabel('E-mail').fill(secretary.email);
    await page.getByRole('button', { name: 'Отправить инструкции' }).click();
    await visible(page.getByText('Инструкции по сбросу пароля отправлены на ваш e-mail.'));

    const mail = await e2e.mailbox.waitFor(secretary.email, { since });
    const link = linkIn(mail, `${e2e.server.url}/change-password/`);
    await page.goto(link);
    const password = page.getByLabel('Пароль', { exact: true });
    const confirmation = page.getByLabel('Подтверждение пароля');
    await password.fill('12345');
    await password.blur();
    await expect.poll(() => describedText(password)).toContain('Пароль должен содержать минимум 6 символов');
    await confirmation.focus();
    await confirmation.blur();
    await expect.poll(() => describedText(confirmation)).toContain('Поле обязательно для заполнения');
    await password.fill('new-password-1');
    await confirmation.fill('new-password-2');
    await confirmation.blur();
    await expect.poll(() => describedText(confirmation)).toContain('Пароли должны совпадать');
    // The confirmation, once left, is checked again whenever the password changes.
    await password.fill('new-password-2');
    await expect.poll(() => describedText(confirmation)).not.toContain('Пароли должны совпадать');
    await password.fill('new-password-1');
    await expect.poll(() => describedText(confirmation)).toContain('Пароли должны совпадать');
    await confirmation.fill('new-password-1');
    await expect.poll(() => describedText(confirmation)).not.toContain('Пароли должны совпадать');

    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await atPath(page, '/main/home');
    const old = await e2e.api.call('POST', '/api/login', null, { email: secretary.email, password: secretary.password });
    expect(old.status).toBe(401);

    // The link is single use.
    const again = await e2e.newSession();
    await again.goto(link);
    await visible(again.getByText('Эта ссылка недействительна'));
  });

  test("a bad link shows 'Эта ссылка недействительна' and a way back to /login", async () => {
    const { page } = e2e;
    await page.goto('/change-password/not-a-token?token=not-a-token&email=nobody%40e2e.test');
    await visible(page.getByText('Эта ссылка недействительна'));
    expect(await page.getByLabel('Пароль', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Вернуться на главную страницу' }).click();
    await atPath(page, '/login');
  });
});
