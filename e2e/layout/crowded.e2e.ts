import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, visible } from '../support/browser.ts';
import { useE2E } from '../support/e2e.ts';
import { processedMeeting, VIDEO_SERVER_ENV } from '../video/video-helpers.ts';
import { callApi, createPerson } from '../protocols/protocol-helpers.ts';
import { day } from '../stats/stats-helpers.ts';
import { findLayoutProblems, settle } from './layout-checks.ts';

/**
 * Issue 23: the screens that were broken on phones, crowded as real ones are, at every width: the protocol page
 * with suggestions from a processed recording (names broke one letter a line at 390 px) and the meeting dialog
 * with its members (names cut to «Орло…», an external's badge clipped). Screenshots go to $TMPDIR/protocolist-crowded.
 */

const WIDTHS = [360, 390, 768, 1024, 1440] as const;
const HEIGHT = 800;
const SHOTS = path.join(os.tmpdir(), 'protocolist-crowded');

async function checkWidths(page: Page, view: string, problems: string[], prepare?: () => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settle(page);
    if (prepare) await prepare();
    problems.push(...(await findLayoutProblems(page)).map((problem) => `${view} @${width}: ${problem}`));
    await page.screenshot({ path: path.join(SHOTS, `${view}-${width}.png`), fullPage: true });
  }
}

describe('crowded screens at every width', () => {
  const e2e = useE2E({ serverEnv: VIDEO_SERVER_ENV });

  test('the protocol page with suggestions from a processed recording', { timeout: 300_000 }, async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary({ full_name: 'Орлова Анна Викторовна' });
    const token = await api.login(secretary.email, secretary.password);
    // The sample meeting: Кузнецов, in no directory, is suggested as a new external member.
    const protocolId = await processedMeeting(api, token, { acceptSuggestions: false });

    const problems: string[] = [];
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await signIn(page, api, secretary, `/main/protocols/${protocolId}`);
    await visible(page.getByTestId('suggested-member').first());
    // The first screen of a phone: the state and the next step, one button and «⋯».
    expect(await page.getByTestId('protocol-next-step').innerText()).toMatch(/Завершить проверку/);
    expect(await page.getByTestId('protocol-actions').getByRole('button').allInnerTexts()).toEqual(['Завершить проверку', '']);
    await checkWidths(page, 'protocol-suggestions', problems);
    expect(problems).toEqual([]);
  });

  test('the meeting dialog with its members', { timeout: 300_000 }, async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary({ full_name: 'Орлова Анна Викторовна' });
    const token = await api.login(secretary.email, secretary.password);
    const guests = [];
    for (const name of ['Орлова Ольга Петровна', 'Ли Ан', 'Константинопольская-Щедрина Александра Вячеславовна']) {
      guests.push(await createPerson(api, token, name));
    }
    await callApi(api, 'POST', '/api/meetings', token, {
      theme: 'Согласование бюджета капитального строительства',
      event_date: day(0),
      event_start_time: '15:00',
      event_end_time: '16:00',
      members: guests.map((person) => ({ member_id: person.id, should_notify: true })),
    });

    const problems: string[] = [];
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await signIn(page, api, secretary, `/main/meetings?date=${day(0)}`);
    await checkWidths(page, 'meeting-dialog', problems, async () => {
      if ((await page.getByRole('dialog').count()) === 0) {
        const agenda = page.getByTestId('agenda-meeting');
        await ((await agenda.count()) > 0 ? agenda.first() : page.locator('.fc-event').first()).click();
      }
      const dialog = await visible(page.getByRole('dialog', { name: 'Редактирование совещания' }));
      await visible(dialog.getByTestId('meeting-member').first());
      await settle(page);
    });
    // An external woman is «Внешняя участница».
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByTestId('meeting-member').filter({ hasText: 'Орлова Ольга Петровна' }).getByText('Внешняя участница'));
    expect(problems).toEqual([]);
  });
});
