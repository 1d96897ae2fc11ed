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
});
