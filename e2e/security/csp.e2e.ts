import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { ADMIN, repoRoot } from '../support/server.ts';
import { atPath, signIn, signInWithForm, visible } from '../support/browser.ts';

const shots = path.join(repoRoot, 'test-results/security');

/** CSP violations the page reports (an init script is injected by the browser, so the CSP does not stop it). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
}

/**
 * Issue 14, item 8: the built web app loads and works under the server's Content-Security-Policy (no inline
 * scripts, no eval, no foreign origins), for every role's pages.
 */
describe('the web app under the Content-Security-Policy', () => {
  const e2e = useE2E();

  test('admin and secretary pages load with the CSP and report no violation', async () => {
    mkdirSync(shots, { recursive: true });
    const { page, api } = e2e;
    const violations = await watchViolations(page);

    const response = await page.goto('/login');
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response!.headers()['x-frame-options']).toBe('DENY');

    await signInWithForm(page, ADMIN.email, ADMIN.password);
    await atPath(page, '/main/settings');
    const zone = await visible(page.getByRole('textbox', { name: 'Часовой пояс' }));
    await zone.click();
    await zone.fill('Москва');
    await visible(page.getByRole('option', { name: /Москва, стандартное время \(UTC\+03:00\) — Europe\/Moscow/ }));
    await page.screenshot({ path: path.join(shots, 'admin-settings-timezone.png'), fullPage: true });
    await page.keyboard.press('Escape');
    for (const target of ['/main/settings/users', '/main/speech']) {
      await page.goto(target);
      await atPath(page, target);
      await visible(page.getByRole('navigation', { name: 'Основная навигация' }));
    }

    const { secretary } = await api.createSecretary({ full_name: 'Анна Петрова' });
    const other = await e2e.newSession();
    const otherViolations = await watchViolations(other);
    for (const target of ['/main/home', '/main/meetings', '/main/protocols', '/main/settings/keywords']) {
      if (target === '/main/home') await signIn(other, api, secretary, target);
      else await other.goto(target);
      await atPath(other, target);
      await visible(other.getByRole('navigation', { name: 'Основная навигация' }));
    }
    await other.goto('/main/meetings');
    await visible(other.locator('.fc').first());
    await other.screenshot({ path: path.join(shots, 'secretary-meetings.png'), fullPage: true });

    expect(violations).toEqual([]);
    expect(otherViolations).toEqual([]);
  });
});
