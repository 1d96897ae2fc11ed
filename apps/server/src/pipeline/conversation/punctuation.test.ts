import { describe, expect, it } from 'vitest';
import { draftMeeting } from './index.ts';
import { MeetingPeople } from './people.ts';
import { lacksPunctuation, restorePunctuation } from './punctuation.ts';
import { utterancesOf } from './utterances.ts';

const PEOPLE = [
  { id: 1, full_name: 'Петрова Анна Викторовна' },
  { id: 2, full_name: 'Сидоров Кирилл Львович' },
  { id: 3, full_name: 'Гарипова Ольга Николаевна' },
];
const people = new MeetingPeople(PEOPLE, PEOPLE);
const sentences = (text: string) => restorePunctuation(text, people).split(/(?<=[.?])\s+/u);

describe('recognition output without punctuation', () => {
  it('is told from text that has its sentences', () => {
    expect(lacksPunctuation('здравствуйте коллеги начинаем у нас один вопрос отчёт за квартал анна викторовна пожалуйста')).toBe(true);
    expect(lacksPunctuation('Здравствуйте, коллеги. Начинаем. У нас один вопрос: отчёт за квартал. Анна Викторовна, пожалуйста.')).toBe(false);
    expect(lacksPunctuation('да конечно')).toBe(false);
  });

  it('cuts at greetings, openers and closers, and sets the greeted off with a comma', () => {
    expect(sentences('добрый вечер коллеги давайте начинать у нас один вопрос отчёт за квартал')).toEqual([
      'Добрый вечер, коллеги.',
      'Давайте начинать.',
      'У нас один вопрос: отчёт за квартал.',
    ]);
  });

  it('gives the people’s names their capitals and sets a vocative off; a name as the subject is no vocative', () => {
    expect(sentences('по отчёту анна викторовна доложит анна викторовна пожалуйста')).toEqual([
      'По отчёту.',
      'Анна Викторовна доложит.',
      'Анна Викторовна, пожалуйста.',
    ]);
    // After a preposition or «слово» a name is governed, not called.
    expect(restorePunctuation('слово предоставляется анне викторовне а потом выступит кирилл львович и ольга николаевна', people)).toContain('Анне Викторовне');
    expect(sentences('слово предоставляется анне викторовне')).toHaveLength(1);
  });

  it('opens a sentence with «так, теперь …» once, and a question with «а почему …», answered by «да»', () => {
    expect(sentences('так теперь отчёт а почему отчёт опоздал кто-нибудь знает да бухгалтер болел')).toEqual([
      'Так, теперь отчёт.',
      'А почему отчёт опоздал кто-нибудь знает?',
      'Да, бухгалтер болел.',
    ]);
  });

  it('sets the counts of a vote apart and the task’s imperative after a statement', () => {
    expect(sentences('кто за поднимите руки так за десять против один воздержались ноль принято')).toEqual([
      'Кто за, поднимите руки.',
      'Так, за десять, против один, воздержались ноль.',
      'Принято.',
    ]);
    expect(sentences('кирилл львович вы в сметах разбираетесь проверьте смету до пятницы')).toEqual([
      'Кирилл Львович, вы в сметах разбираетесь, проверьте смету до пятницы.',
    ]);
  });

  it('makes each cut sentence its own turn, so the one called in one is not told the next one’s task', () => {
    const utterances = utterancesOf('ольга николаевна пожалуйста так теперь смета предлагаю смету пересчитать к понедельнику всем составом', people);
    expect(utterances.map((u) => u.text)).toEqual(['Ольга Николаевна, пожалуйста.', 'Так, теперь смета.', 'Предлагаю смету пересчитать к понедельнику всем составом.']);
    expect(new Set(utterances.map((u) => u.turn)).size).toBe(3);
  });

  it('drafts a whole unpunctuated meeting: its questions, the floor, the vote and the tasks', () => {
    const text =
      'здравствуйте коллеги начинаем у нас два вопроса отчёт и смета по отчёту анна викторовна доложит анна викторовна пожалуйста ' +
      'отчёт за квартал сдан вовремя замечаний нет хорошо ольга николаевна подготовьте справку к отчёту до пятницы ' +
      'так теперь смета предлагаю утвердить смету на ремонт кто за так за девять против один воздержались ноль принято ' +
      'кирилл львович отправьте смету в управление до конца месяца ну всё вроде всем спасибо не забудьте ключи сдать';
    const draft = draftMeeting(text, { meetingDate: '2026-11-26', timezone: 'Europe/Moscow', members: PEOPLE, directory: PEOPLE, chair: null, keywords: [] });
    expect(draft.sections.find((s) => s.key === 'Повестка дня')?.value).toBe('Об отчёте\nО смете');
    expect(draft.sections.find((s) => s.key === 'Слушали')?.value).toMatch(/^Петрова Анна Викторовна: Отчёт за квартал сдан вовремя/u);
    expect(draft.tasks.map((t) => [t.responsible_name, t.deadline, t.essence])).toEqual([
      ['Гарипова Ольга Николаевна', '2026-11-27', 'Подготовить справку к отчёту'],
      ['Сидоров Кирилл Львович', '2026-11-30', 'Отправить смету в управление'],
    ]);
    const decided = draft.sections.filter((s) => s.key === 'Решили').map((s) => s.value).join('\n');
    expect(decided).toContain('Голосовали: за — 9, против — 1, воздержались — нет. Решение принято.');
    // Said after the chair closed the meeting: not minuted.
    expect(draft.sections.map((s) => s.value).join('\n')).not.toMatch(/ключи|спасибо|Здравствуйте/iu);
  });

  it('keeps the recogniser’s own stray stops and question marks as cuts, without doubling them', () => {
    expect(sentences('так отчёт сдан вовремя. теперь смета анна викторовна проверьте смету до пятницы')).toEqual([
      'Так, отчёт сдан вовремя.',
      'Теперь смета.',
      'Анна Викторовна, проверьте смету до пятницы.',
    ]);
  });

  it('closes a question with the name it is put to, and reads «а Имя Отчество» with an imperative as a new task', () => {
    expect(sentences('а в смете сколько заложено ольга николаевна сто тысяч')).toEqual(['А в смете сколько заложено, Ольга Николаевна?', 'Сто тысяч.']);
    expect(sentences('анна викторовна проверьте смету до пятницы а кирилл львович подпишите акты')).toEqual([
      'Анна Викторовна, проверьте смету до пятницы.',
      'А Кирилл Львович, подпишите акты.',
    ]);
  });

  it('cuts the one asked’s reply in the same verb, «разное» said alone, and a name after «составит» is its subject', () => {
    expect(sentences('кирилл львович акты к пятнице подпишете подпишу разное ольга николаевна пожалуйста')).toEqual([
      'Кирилл Львович, акты к пятнице подпишете.',
      'Подпишу.',
      'Разное.',
      'Ольга Николаевна, пожалуйста.',
    ]);
    expect(sentences('график составит кирилл львович к понедельнику')).toEqual(['График составит Кирилл Львович к понедельнику.']);
  });

  it('cuts the greeting of those addressed however they are called, the quorum and «начинаем»', () => {
    expect(sentences('добрый день уважаемые акционеры кворум есть начинаем у нас один вопрос отчёт')).toEqual([
      'Добрый день, уважаемые акционеры.',
      'Кворум есть.',
      'Начинаем.',
      'У нас один вопрос: отчёт.',
    ]);
  });
});
