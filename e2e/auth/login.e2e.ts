import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { ADMIN } from '../support/server.ts';
import { atPath, describedText, gate, signIn, signInWithForm, storedAuth, visible } from '../support/browser.ts';

describe('login screen', () => {
  const e2e = useE2E();

  test('shows validation messages only after a field is touched', async () => {
    const { page } = e2e;
    await page.goto('/login');
    const email = page.getByLabel('E-mail');
    const password = page.getByLabel('Пароль', { exact: true });
    await visible(email);
    expect(await page.getByText('Поле обязательно для заполнения').count()).toBe(0);

    await email.fill('not-an-email');
    await email.blur();
    await expect.poll(() => describedText(email)).toContain('Неверный формат e-mail');

    await email.fill('');
    await expect.poll(() => describedText(email)).toContain('Поле обязательно для заполнения');

    expect(await describedText(password)).not.toContain('Поле обязательно для заполнения');
    await password.focus();
    await password.blur();
    await expect.poll(() => describedText(password)).toContain('Поле обязательно для заполнения');
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    await email.fill(ADMIN.email);
    await expect.poll(() => describedText(email)).not.toContain('Неверный формат e-mail');
  });

  test('sending the empty form shows both messages and puts the cursor in the first wrong field', async () => {
    const { page } = e2e;
    await page.goto('/login');
    const email = page.getByLabel('E-mail');
    const password = page.getByLabel('Пароль', { exact: true });
    await password.focus();
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect.poll(() => describedText(email)).toContain('Поле обязательно для заполнения');
    expect(await describedText(password)).toContain('Поле обязательно для заполнения');
    await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);

    // After a submit every change checks its field again.
    await email.fill(' Not-Padded@Example.com ');
    await expect.poll(() => describedText(email)).not.toContain('Поле обязательно для заполнения');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect.poll(() => password.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await describedText(email)).toBe('');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('the server\'s 422 message shows under its field and goes when the field is changed', async () => {
    const { page } = e2e;
    await page.goto('/login');
    const password = page.getByLabel('Пароль', { exact: true });
    await page.getByLabel('E-mail').fill(ADMIN.email);
    // The form lets a NUL byte through; the server's input layer refuses it (422, errors.password).
    await password.fill('pass\u0000word');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect.poll(() => describedText(password)).toContain('Недопустимый символ в тексте (нулевой байт)');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Войти' }).isEnabled()).toBe(true);

    await password.fill('password');
    await expect.poll(() => describedText(password)).toBe('');
    expect((await storedAuth(page)).token).toBeNull();
  });

  test('too many wrong passwords: the server\'s 429 message under the form, without a «Повторить» that could only fail again', async () => {
    const { page } = e2e;
    const email = `nobody-${randomUUID().slice(0, 8)}@e2e.test`;
    for (let i = 0; i < 5; i += 1) expect((await e2e.api.call('POST', '/api/login', null, { email, password: 'wrong' })).status).toBe(401);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Войти' }).click();
    const message = 'Слишком много попыток входа. Повторите через 15 минут';
    const alert = await visible(page.getByRole('alert').filter({ hasText: message }));
    expect(await alert.getByRole('button', { name: 'Повторить' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('the e-mail field has the focus when the page opens: typing goes straight into it', async () => {
    const { page } = e2e;
    await page.goto('/login');
    const email = await visible(page.getByLabel('E-mail'));
    await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(ADMIN.email);
    expect(await email.inputValue()).toBe(ADMIN.email);
  });

  test('the password toggle switches between «Показать» and «Скрыть»', async () => {
    const { page } = e2e;
    await page.goto('/login');
    const password = page.getByLabel('Пароль', { exact: true });
    await password.fill('secret');
    expect(await password.getAttribute('type')).toBe('password');

    await page.getByRole('button', { name: 'Показать' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('text');
    await visible(page.getByRole('button', { name: 'Скрыть' }));

    await page.getByRole('button', { name: 'Скрыть' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    await visible(page.getByRole('button', { name: 'Показать' }));
  });

  test('the button reads «Загрузка...» and is disabled while signing in, then the user lands in /main', async () => {
    const { page } = e2e;
    const held = gate();
    await page.route('**/api/login', async (route) => {
      await held.wait;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Пароль', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Войти' }).click();

    const loading = await visible(page.getByRole('button', { name: 'Загрузка...' }));
    expect(await loading.isDisabled()).toBe(true);

    held.open();
    await atPath(page, '/main/settings');
    const stored = await storedAuth(page);
    expect(stored.token).toBeTruthy();
    expect(stored.role).toBe('admin');
    expect(Number(stored.userId)).toBeGreaterThan(0);
  });

  test('wrong credentials show the server message under the form', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Пароль', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Войти' }).click();

    const alert = await visible(page.getByRole('alert').filter({ hasText: 'Неверный e-mail или пароль' }));
    expect(await alert.textContent()).toContain('Неверный e-mail или пароль');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await storedAuth(page)).token).toBeNull();
    expect(await page.getByRole('button', { name: 'Войти' }).isEnabled()).toBe(true);
  });

  test('a signed-in user opening /login is sent to /main', async () => {
    const { page } = e2e;
    await signIn(page, e2e.api, ADMIN, '/main/settings');
    await atPath(page, '/main/settings');
    await page.goto('/login');
    await atPath(page, '/main/settings');
  });

  test('the session is restored from localStorage after a reload', async () => {
    const { page } = e2e;
    const secretary = (await e2e.api.createSecretary()).secretary;
    await signInWithForm(page, secretary.email, secretary.password);
    await atPath(page, '/main/home');
    const before = await storedAuth(page);
    expect(before).toMatchObject({ role: 'secretary', userId: String(secretary.id) });

    await page.reload();
    await atPath(page, '/main/home');
    await visible(page.getByRole('heading', { name: 'Главная', exact: true }));
    expect(await storedAuth(page)).toEqual(before);
  });
});
