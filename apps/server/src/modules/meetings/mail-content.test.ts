import { describe, expect, test } from 'vitest';
import type { MeetingEvent, PreviousEntry } from './ical.ts';
import { meetingMail } from './mail-content.ts';

const event: MeetingEvent = {
  meeting_id: 1,
  sequence: 2,
  theme: 'Планёрка',
  description: 'Повестка: бюджет и кадры',
  link: 'Переговорная 305',
  event_date: '2027-03-16',
  event_start_time: '15:00',
  event_end_time: '16:00',
  timezone: 'Europe/Moscow',
  organizer: { name: 'Орлова Анна Викторовна', email: 'orlova@example.org' },
  attendees: [],
};

/** Issue 23: «Совещание изменено» lists every change a member sees, greeting by first name and patronymic. */
describe('the letter about a changed meeting', () => {
  test('the time and the description changed together: both are listed', () => {
    const previous: PreviousEntry = { ...event, event_start_time: '10:00', event_end_time: '11:00', description: 'Повестка: бюджет' };
    const mail = meetingMail('update', event, 'Иванов Сергей Петрович', previous);
    expect(mail.text).toMatch(/^Здравствуйте, Сергей Петрович!/);
    expect(mail.text).toContain('Что изменилось:\nДата и время: 16.03.2027, 10:00–11:00 → 16.03.2027, 15:00–16:00\nОписание: изменено\n');
  });

  test('a letter queued before descriptions were kept lists what it knows', () => {
    const { description: _, ...older } = { ...event, theme: 'Летучка' };
    const mail = meetingMail('update', event, 'Иванов Сергей Петрович', older);
    expect(mail.text).toContain('Что изменилось:\nТема: Летучка → Планёрка\n\n');
  });

  test('a member who can sign in gets a link to the meeting\'s day in the app; an external member does not', () => {
    const url = 'https://protocolist.example/main/meetings?date=2027-03-16';
    const member = meetingMail('invitation', event, 'Иванов Сергей Петрович', undefined, url);
    expect(member.text).toContain(`Открыть Протоколист: ${url}`);
    expect(member.html).toContain(`href="${url.replace('&', '&amp;')}"`);
    const external = meetingMail('invitation', event, 'Иванов Сергей Петрович');
    expect(external.text).not.toContain('Открыть Протоколист');
  });
});
