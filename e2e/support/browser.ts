import type { Locator, Page } from 'playwright-core';
import type { Account, ApiClient } from './api.ts';

/** Waits until the locator's element is visible (fails the test after the default timeout). */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/** Waits until no element matches or none is visible. */
export async function gone(locator: Locator, timeout?: number): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** Waits until the page's path (without query) is exactly `pathname`. */
export async function atPath(page: Page, pathname: string, timeout?: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout, waitUntil: 'commit' });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function storedAuth(page: Page): Promise<Record<'token' | 'role' | 'userId', string | null>> {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    role: localStorage.getItem('role'),
    userId: localStorage.getItem('userId'),
  }));
}

/**
 * Signs `account` in without the form: a token from the API is put where the app keeps it (localStorage keys
 * token, role, userId), then `target` is opened. The login form itself is covered by the login tests.
 */
export async function signIn(page: Page, api: ApiClient, account: Pick<Account, 'email' | 'password'>, target = '/main') {
  const token = await api.login(account.email, account.password);
  const me = await api.me(token);
  // Any same-origin document gives access to the app's localStorage; the favicon does not boot the app.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ token, role, id }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('role', role);
      localStorage.setItem('userId', String(id));
    },
    { token, role: me.role, id: me.id },
  );
  await page.goto(target);
  return token;
}

/** Signs in through the login form, as a user does, and waits to leave /login. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/main'), { waitUntil: 'commit' });
}

/** Text of everything an input is described by (Mantine links the field's error message that way). */
export function describedText(input: Locator): Promise<string> {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** A promise and the function that settles it: lets a test hold a network response until it has looked. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}
