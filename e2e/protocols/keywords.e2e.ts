import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { gone, signIn, visible } from '../support/browser.ts';
import { callApi, confirmModal, notification } from './protocol-helpers.ts';

function rows(page: Page) {
  return page.getByTestId('keyword-row');
}

async function titles(page: Page): Promise<string[]> {
  const texts = await rows(page).allInnerTexts();
  return texts.map((text) => text.split('\n').map((line) => line.trim()).filter(Boolean)[1]!);
}

describe('settings: keywords', () => {
  const e2e = useE2E();

  test('the secretary adds, edits, reorders and deletes keywords and tries them on a text', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    await signIn(page, api, secretary, '/main/settings/keywords');
    await visible(page.getByRole('heading', { name: 'Ключевые слова', exact: true }));
    await expect.poll(() => titles(page)).toEqual(['Повестка дня', 'Слушали', 'Выступили', 'Решили', 'Поручить']);
    const decided = rows(page).filter({ hasText: 'Решили' });
    expect(await decided.getByTestId('keyword-phrases').locator('.mantine-Badge-root').allInnerTexts()).toEqual([
      'решили',
      'постановили',
      'решение',
    ]);

    await page.getByRole('button', { name: 'Добавить ключевое слово' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Новое ключевое слово' }));
    await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
    expect(await dialog.getByText('Поле обязательно для заполнения').count()).toBe(2);
    await dialog.getByLabel('Название раздела').fill('Итоги');
    await dialog.getByLabel('Ключевые фразы').fill('итого; подводя итог');
    await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
    await visible(notification(page, 'Ключевое слово добавлено'));
    await expect.poll(() => titles(page)).toEqual(['Повестка дня', 'Слушали', 'Выступили', 'Решили', 'Поручить', 'Итоги']);

    await page.getByRole('button', { name: 'Изменить: Итоги' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Изменить ключевое слово' }));
    await dialog.getByLabel('Название раздела').fill('Итоги встречи');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await gone(page.getByRole('dialog'));
    await visible(rows(page).filter({ hasText: 'Итоги встречи' }));

    await page.getByRole('button', { name: 'Выше: Итоги встречи' }).click();
    await expect.poll(() => titles(page)).toEqual(['Повестка дня', 'Слушали', 'Выступили', 'Решили', 'Итоги встречи', 'Поручить']);
    await rows(page).filter({ hasText: 'Повестка дня' }).dragTo(rows(page).filter({ hasText: 'Решили' }));
    const dragged = ['Слушали', 'Выступили', 'Решили', 'Повестка дня', 'Итоги встречи', 'Поручить'];
    await expect.poll(() => titles(page)).toEqual(dragged);
    const token = await api.login(secretary.email, secretary.password);
    const saved = await callApi<{ title: string }[]>(api, 'GET', '/api/keywords', token);
    expect(saved.map((keyword) => keyword.title)).toEqual(dragged);

    await page.getByRole('button', { name: 'Удалить: Выступили' }).click();
    await confirmModal(page, 'Удалить ключевое слово?', 'Удалить');
    await visible(notification(page, 'Ключевое слово удалено'));
    await expect.poll(() => titles(page)).toEqual(['Слушали', 'Решили', 'Повестка дня', 'Итоги встречи', 'Поручить']);

    await page.getByLabel('Пример текста').fill('Добрый день. Слушали отчёт бухгалтерии. Итого: расходы в норме. Решили премировать отдел.');
    await page.getByRole('button', { name: 'Проверить', exact: true }).click();
    const sections = page.getByTestId('preview-section');
    await expect.poll(() => sections.count()).toBe(4);
    expect((await sections.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      'Вступление Добрый день.',
      'Слушали отчёт бухгалтерии.',
      'Итоги встречи расходы в норме.',
      'Решили премировать отдел.',
    ]);
  });

  test('closing the keyword dialog over typed text asks first (Esc, a click outside, «Отмена»); «Остаться» keeps it; an untouched dialog closes at once', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    await signIn(page, api, secretary, '/main/settings/keywords');
    await page.getByRole('button', { name: 'Добавить ключевое слово' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Новое ключевое слово' }));
    await page.keyboard.press('Escape');
    await gone(dialog);

    await page.getByRole('button', { name: 'Добавить ключевое слово' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Новое ключевое слово' }));
    await dialog.getByLabel('Название раздела').fill('Итоги');
    await dialog.getByLabel('Ключевые фразы').fill('итого; подводя итог');
    await page.keyboard.press('Escape');
    let ask = await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }));
    expect(await ask.innerText()).toContain('Введённые данные будут потеряны.');
    await ask.getByRole('button', { name: 'Остаться' }).click();
    await gone(ask);
    expect(await dialog.getByLabel('Название раздела').inputValue()).toBe('Итоги');
    expect(await dialog.getByLabel('Ключевые фразы').inputValue()).toBe('итого; подводя итог');

    // A click outside the dialog asks the same.
    await page.mouse.click(5, 5);
    ask = await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }));
    await ask.getByRole('button', { name: 'Остаться' }).click();
    await gone(ask);

    await dialog.getByRole('button', { name: 'Отмена' }).click();
    ask = await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }));
    await ask.getByRole('button', { name: 'Не сохранять' }).click();
    await gone(page.getByRole('dialog'));
    const token = await api.login(secretary.email, secretary.password);
    const saved = await callApi<{ title: string }[]>(api, 'GET', '/api/keywords', token);
    expect(saved.map((keyword) => keyword.title)).not.toContain('Итоги');

    // Editing: untouched, it closes at once.
    await page.getByRole('button', { name: 'Изменить: Решили' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Изменить ключевое слово' }));
    await page.keyboard.press('Escape');
    await gone(dialog);
  });
});
