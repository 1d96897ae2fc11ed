import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../support/e2e.ts';
import { findLayoutProblems } from './layout-checks.ts';

/**
 * The layout checker of widths.e2e.ts on small pages made for it: it reports what is wrong on screen and nothing
 * that is not (controls scrolled out of sight inside a scroll box overlap nothing the user can see).
 */
describe('the layout checker', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    page = await browser.newPage({ viewport: { width: 390, height: 800 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const check = async (body: string) => {
    await page.setContent(`<!doctype html><html><body style="margin:0;font:16px sans-serif">${body}</body></html>`);
    return findLayoutProblems(page);
  };

  const button = (text: string, style = '') => `<button style="display:block;width:200px;height:32px;${style}">${text}</button>`;

  test('two buttons over each other are reported', async () => {
    const problems = await check(`
      <div style="position:relative;height:100px">
        ${button('Первая', 'position:absolute;top:0;left:0')}
        ${button('Вторая', 'position:absolute;top:10px;left:20px')}
      </div>`);
    expect(problems).toEqual([expect.stringMatching(/^controls overlap: <button> «Первая» and <button> «Вторая»$/)]);
  });

  test('buttons scrolled out of sight in a scroll box overlap nothing; those in sight still count', async () => {
    const segments = Array.from({ length: 12 }, (_, index) => button(`Фрагмент ${index + 1}`)).join('');
    const scrollBox = (overflow: string) => `
      <div style="position:relative;height:160px">
        <div style="height:100px;overflow-y:${overflow}" data-box>${segments}</div>
        ${button('Под списком', 'position:absolute;top:120px;left:0')}
      </div>`;
    // The list's later fragments lie, by layout, where «Под списком» is, but they are clipped by their box.
    for (const overflow of ['auto', 'hidden']) {
      const problems = await check(scrollBox(overflow));
      expect(problems.filter((problem) => problem.startsWith('controls overlap')), overflow).toEqual([]);
    }

    // Scrolled to where a fragment really sits over the button below the box, it is reported again.
    const problems = await check(`
      <div style="position:relative;height:160px">
        <div style="height:100px;overflow-y:auto">${segments}</div>
        ${button('Над списком', 'position:absolute;top:60px;left:0;z-index:1')}
      </div>`);
    expect(problems).toContainEqual(expect.stringMatching(/^controls overlap: <button> «Фрагмент 2» and <button> «Над списком»$/));
  });

  test('a control half cut by its scroll box overlaps only with the part that shows', async () => {
    const problems = await check(`
      <div style="position:relative;height:200px">
        <div style="height:100px;overflow-y:auto">
          <div style="height:84px"></div>
          ${button('Наполовину видна')}
          <div style="height:200px"></div>
        </div>
        ${button('Сразу под списком', 'position:absolute;top:104px;left:0')}
      </div>`);
    expect(problems.filter((problem) => problem.startsWith('controls overlap'))).toEqual([]);
  });

  // Issue 23: what phones showed and the checker let pass.
  test('a name squeezed into a column narrower than its words is reported; one that fits is not', async () => {
    const row = (nameWidth: string) => `
      <div style="display:flex;width:360px">
        <div style="flex:1;min-width:0"><p style="margin:0;overflow-wrap:anywhere;width:${nameWidth}">Орлова Анна Викторовна</p></div>
      </div>`;
    expect(await check(row('12px'))).toEqual([expect.stringMatching(/^text squeezed narrower than its words: <p> «Орлова Анна Викторовна» \(\d+ < \d+\)$/)]);
    expect(await check(row('200px'))).toEqual([]);
    // A long address may wrap inside a box of a normal width.
    expect(await check(`<p style="width:150px;overflow-wrap:anywhere">konstantinopolskaya-shchedrina@example.org</p>`)).toEqual([]);
  });

  test('a name cut to «Орло…» without its whole text at hand is reported; with a title it is not', async () => {
    const cut = (attributes: string) =>
      `<p style="width:40px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis" ${attributes}>Орлова Анна</p>`;
    expect(await check(cut(''))).toEqual([expect.stringMatching(/^text clipped: <p> «Орлова Анна» \(\d+ > 40, «…» with no title\)$/)]);
    expect(await check(cut('title="Орлова Анна"'))).toEqual([]);
    // Text for screen readers only is clipped on purpose.
    expect(await check(`<span style="position:absolute;width:1px;height:1px;overflow:hidden;white-space:nowrap">Действия</span>`)).toEqual([]);
    // Cut off with no «…» at all: reported even with a title.
    expect(await check(`<p style="width:40px;overflow:hidden;white-space:nowrap" title="Орлова Анна">Орлова Анна</p>`)).toEqual([
      expect.stringMatching(/^text clipped: <p> «Орлова Анна» \(\d+ > 40\)$/),
    ]);
  });

  test('a badge cut by the row it sits in is reported', async () => {
    const problems = await check(`
      <div style="width:120px;overflow:hidden;white-space:nowrap">
        <span style="display:inline-block;width:100px">Орлова</span><span class="mantine-Badge-root" style="display:inline-block;width:90px">Внешняя</span>
      </div>`);
    expect(problems).toContainEqual(expect.stringMatching(/^badge clipped: <span\.mantine-Badge-root> «Внешняя» by <div>/));
  });
});
