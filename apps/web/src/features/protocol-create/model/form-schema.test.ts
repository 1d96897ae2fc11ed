import { describe, expect, it } from 'vitest';
import type { Meeting } from '@protocolist/contracts/meetings';
import { useRussianZodMessages as installRussianZodMessages } from '@protocolist/contracts/zod-ru';
import { emptyProtocolForm, protocolFormFromMeeting, protocolFormSchema } from './form-schema';

installRussianZodMessages();

const person = { id: 7, full_name: 'Соколова Мария', email: 'm@example.com', role: 'external' as const, department: null, position: null, avatar: null };

const meeting = {
  id: 3,
  theme: 'Совет директоров',
  description: null,
  link: 'https://meet.example.com/board',
  event_date: '2027-04-05',
  event_start_time: '14:00:00',
  event_end_time: '15:00',
  members: [
    { id: 1, member: person, should_notify: false, email_sent: false },
    { id: 2, member: null, should_notify: false, email_sent: false },
  ],
} as unknown as Meeting;

describe('new protocol form', () => {
  it('takes theme, date, start, link as the place and the people from a meeting', () => {
    const values = protocolFormFromMeeting(meeting, emptyProtocolForm('2026-01-01'));
    expect(values).toMatchObject({
      theme: 'Совет директоров',
      event_date: '2027-04-05',
      event_start_time: '14:00',
      location: 'https://meet.example.com/board',
      member_ids: [7],
      meeting_id: 3,
    });
    expect(protocolFormSchema.parse(values)).toEqual({
      theme: 'Совет директоров',
      agenda: null,
      event_date: '2027-04-05',
      event_start_time: '14:00',
      location: 'https://meet.example.com/board',
      city: null,
      director_id: null,
      meeting_id: 3,
      member_ids: [7],
    });
  });

  it('requires a theme and a date and checks the time', () => {
    const result = protocolFormSchema.safeParse({ ...emptyProtocolForm(''), event_date: null, event_start_time: '25:00' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      theme: 'Поле обязательно для заполнения',
      event_date: 'Поле обязательно для заполнения',
      event_start_time: 'Введите время в формате ЧЧ:ММ',
    });
  });
});
