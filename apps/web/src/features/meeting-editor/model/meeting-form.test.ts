import { describe, expect, it } from 'vitest';
import { useRussianZodMessages as installRussianZodMessages } from '@protocolist/contracts/zod-ru';
import type { UserRef } from '../../../entities/user';
import { documentProblem } from './document-check';
import { meetingFormSchema, meetingPayload, memberErrorsFrom, type MemberDraft } from './meeting-form';

const person = (id: number, email: string | null): UserRef => ({
  id,
  full_name: `Участник ${id}`,
  email,
  role: 'external',
  department: null,
  position: null,
  avatar: null,
  gender: null,
});

const members: MemberDraft[] = [
  { user: person(7, 'a@example.test'), should_notify: true, email_sent: false },
  { user: person(9, null), should_notify: true, email_sent: false },
];

installRussianZodMessages();

const values = {
  theme: '  Планёрка  ',
  event_date: '2025-07-01',
  event_start_time: '10:00',
  event_end_time: '11:00',
  link: ' ',
  description: 'Повестка',
};

describe('meeting form', () => {
  it('checks the fields with the server’s Russian messages', () => {
    const result = meetingFormSchema.safeParse({ ...values, theme: ' ', event_end_time: '09:00' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      theme: 'Поле обязательно для заполнения',
      event_end_time: 'Время окончания должно быть позже времени начала',
    });
    expect(meetingFormSchema.safeParse({ ...values, event_start_time: '9:00' }).error?.issues[0]?.message).toBe(
      'Введите время в формате ЧЧ:ММ',
    );
    // A time that is not one gets its own message only, never a second one about the order of the two.
    for (const start of ['9 pm', '21:5']) {
      expect(meetingFormSchema.safeParse({ ...values, event_start_time: start }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['event_start_time', 'Введите время в формате ЧЧ:ММ'],
      ]);
    }
    expect(meetingFormSchema.safeParse({ ...values, event_date: null }).error?.issues[0]?.message).toBe(
      'Поле обязательно для заполнения',
    );
  });

  it('builds the payload: trimmed text, blanks as null, nobody notified without an e-mail', () => {
    expect(meetingPayload(meetingFormSchema.parse(values), members, null)).toEqual({
      theme: 'Планёрка',
      event_date: '2025-07-01',
      event_start_time: '10:00',
      event_end_time: '11:00',
      link: null,
      description: 'Повестка',
      members: [
        { member_id: 7, should_notify: true },
        { member_id: 9, should_notify: false },
      ],
      document: null,
    });
  });

  it('puts the server’s member errors beside the person they concern', () => {
    expect(memberErrorsFrom({ 'members.1.member_id': 'Участник не найден', theme: 'x' }, members)).toEqual({
      9: 'Участник не найден',
    });
    expect(memberErrorsFrom({ members: 'Ожидался массив' }, members)).toEqual({ 0: 'Ожидался массив' });
  });

  it('refuses other file types and files over 20 MB before uploading', () => {
    expect(documentProblem(new File(['x'], 'Повестка.PDF'))).toBeNull();
    expect(documentProblem(new File(['MZ'], 'setup.exe'))).toMatch(/^Допустимые форматы файла/);
    const big = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'scan.png');
    expect(documentProblem(big)).toBe('Размер файла не должен превышать 20 МБ');
  });
});
