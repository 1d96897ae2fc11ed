import { describe, expect, test } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { signIn, visible } from '../support/browser.ts';
import { callApi } from '../protocols/protocol-helpers.ts';

interface ProtocolState {
  transcript: { speaker: string | null; text: string }[];
  sections: { key: string; value: string }[];
}

describe('speakers of the transcript', () => {
  const e2e = useE2E({ serverEnv: { ASR_ENGINE: 'subtitles' } });

  test('the secretary names «Спикер 1» after a member and «Спикер 2» by a typed name, once for all fragments', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const member = await api.createUser('manager', { full_name: 'Кузнецов Дмитрий Андреевич' });
    const token = await api.login(secretary.email, secretary.password);
    const protocol = await callApi<{ id: number }>(api, 'POST', '/api/protocols', token, {
      theme: 'Спикеры',
      event_date: '2026-11-10',
      member_ids: [member.id],
    });
    // Voices as diarization labels them, as the transcript holds them.
    await callApi(api, 'PUT', `/api/protocols/${protocol.id}/transcript`, token, {
      segments: [
        { start: 0, end: 4, speaker: 'Спикер 1', text: 'Выступил Кузнецов: договоры заключены.' },
        { start: 5, end: 9, speaker: 'Спикер 2', text: 'Вопросов нет.' },
        { start: 10, end: 14, speaker: 'Спикер 1', text: 'Экономия семь процентов.' },
      ],
    });

    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);
    const panel = await visible(page.getByTestId('speaker-names'));
    await panel.getByLabel('Кто это: Спикер 1').fill('Кузн');
    await page.getByRole('option', { name: 'Кузнецов Дмитрий Андреевич' }).click();
    await panel.getByLabel('Кто это: Спикер 2').fill('Гость из бухгалтерии');
    await panel.getByRole('button', { name: 'Сохранить имена' }).click();
    await visible(page.getByText('Имена спикеров сохранены'));

    const state = await callApi<ProtocolState>(api, 'GET', `/api/protocols/${protocol.id}`, token);
    expect(state.transcript.map((segment) => segment.speaker)).toEqual([
      'Кузнецов Дмитрий Андреевич',
      'Гость из бухгалтерии',
      'Кузнецов Дмитрий Андреевич',
    ]);
    await page.reload();
    const reloaded = await visible(page.getByTestId('speaker-names'));
    expect(await reloaded.getByLabel('Кто это: Спикер 1').inputValue()).toBe('Кузнецов Дмитрий Андреевич');
    expect(await reloaded.getByLabel('Кто это: Спикер 2').inputValue()).toBe('Гость из бухгалтерии');
  }, 120_000);
});
