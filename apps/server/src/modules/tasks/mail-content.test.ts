import { describe, expect, test } from 'vitest';
import { taskMail } from './mail-content.ts';

const data = {
  recipientName: 'Орлов Павел Андреевич',
  essence: 'Подготовить смету',
  deadline: '2027-03-20',
  protocolNumber: 4,
  protocolTheme: 'Закупки',
  protocolDate: '2027-03-15',
  secretaryName: 'Соколова Мария Ивановна',
};

/** Issue 23: a task letter greets by first name and patronymic and links into the app for those who can sign in. */
describe('task letters', () => {
  test('a member with an account gets «Открыть Протоколист» with the app address', () => {
    const mail = taskMail('assigned', { ...data, appUrl: 'https://protocolist.example/main' });
    expect(mail.text).toMatch(/^Здравствуйте, Павел Андреевич!/);
    expect(mail.text).toContain('Открыть Протоколист: https://protocolist.example/main');
    expect(mail.html).toContain('href="https://protocolist.example/main"');
  });

  test('an external member, who cannot sign in, gets no link', () => {
    const mail = taskMail('before_1', { ...data, appUrl: null });
    expect(mail.text).not.toContain('Открыть Протоколист');
    expect(mail.html).not.toContain('/main');
  });

  test('a reminder sent late counts the days left from the day it went: «через 2 дня», «сегодня»', () => {
    expect(taskMail('before_3', { ...data, appUrl: null }).subject).toBe('Протоколист: через 3 дня срок задачи по протоколу №4');
    const late = taskMail('before_3', { ...data, appUrl: null, daysLeft: 2 });
    expect(late.subject).toBe('Протоколист: через 2 дня срок задачи по протоколу №4');
    expect(late.text).toContain('Через 2 дня, 20.03.2027, истекает срок задачи');
    const sameDay = taskMail('before_1', { ...data, appUrl: null, daysLeft: 0 });
    expect(sameDay.subject).toBe('Протоколист: сегодня срок задачи по протоколу №4');
    expect(sameDay.text).toContain('Сегодня, 20.03.2027, истекает срок задачи');
    expect(taskMail('before_1', { ...data, appUrl: null }).text).toContain('Завтра, 20.03.2027, истекает срок задачи');
  });
});
