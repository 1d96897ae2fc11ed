import { describe, expect, test } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { ADMIN } from '../support/server.ts';
import { signIn, visible } from '../support/browser.ts';

describe('settings: the organisation', () => {
  const e2e = useE2E();

  test('the time-zone picker lists Russia’s zones by city with UTC offsets, finds one by a typed city, and saves it', async () => {
    const { page, api } = e2e;
    const token = await signIn(page, api, ADMIN, '/main/settings');
    const form = await visible(page.getByRole('form', { name: 'Организация' }));
    const zone = form.getByRole('textbox', { name: 'Часовой пояс' });
    await visible(zone);
    expect(await zone.inputValue()).toBe('Москва (UTC+3)');

    await zone.click();
    const options = await page.getByRole('option').allInnerTexts();
    // 27 zones of Russia and UTC, not the 418 raw IANA names.
    expect(options).toHaveLength(28);
    expect(options[0]).toBe('Калининград (UTC+2)');
    expect(options).toContain('Новосибирск (UTC+7)');
    expect(options.at(-1)).toBe('Всемирное координированное время (UTC)');
    expect(options.some((text) => text.includes('/'))).toBe(false);

    await zone.fill('Екат');
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Екатеринбург (UTC+5)']);
    await page.getByRole('option', { name: 'Екатеринбург (UTC+5)' }).click();
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await visible(page.getByText('Настройки организации сохранены'));
    const saved = await api.call<{ timezone: string }>('GET', '/api/settings', token);
    expect(saved.body.data.timezone).toBe('Asia/Yekaterinburg');

    await page.reload();
    expect(await visible(page.getByRole('textbox', { name: 'Часовой пояс' })).then((field) => field.inputValue())).toBe('Екатеринбург (UTC+5)');
    await api.call('PUT', '/api/settings', token, { organization_name: 'Наша организация', timezone: 'Europe/Moscow' });
  });
});
