import { describe, expect, it } from 'vitest';
import { SUGGESTION_TEXTS } from './messages';

/** Messages about one person take the gender the server sends; a name that does not tell gets no gendered forms. */
describe('suggestion messages about a person', () => {
  it('adding a speaker in no directory, in her or his gender', () => {
    expect(SUGGESTION_TEXTS.externalAdded('Соколова Мария Ивановна', 'f')).toBe('Добавлена новая внешняя участница');
    expect(SUGGESTION_TEXTS.externalAdded('Орлов Игорь', 'm')).toBe('Добавлен новый внешний участник');
    expect(SUGGESTION_TEXTS.addExternal('f')).toBe('Добавить как внешнюю участницу');
    expect(SUGGESTION_TEXTS.addExternal('m')).toBe('Добавить как внешнего участника');
    expect(SUGGESTION_TEXTS.memberAdded('Попова Елена Викторовна', 'f')).toBe('Участница добавлена');
  });

  it('a name that does not tell (or a suggestion stored before genders): no «добавлен(а)», no gendered participle', () => {
    const neutral = [
      SUGGESTION_TEXTS.externalAdded('Шевченко', null),
      SUGGESTION_TEXTS.externalAdded('Шевченко', undefined),
      SUGGESTION_TEXTS.addExternal(null),
      SUGGESTION_TEXTS.memberAdded('Шевченко', null),
      SUGGESTION_TEXTS.assignExternal('Шевченко'),
      SUGGESTION_TEXTS.externalHint,
    ];
    expect(neutral).toEqual([
      'Шевченко теперь среди внешних участников',
      'Шевченко теперь среди внешних участников',
      'Добавить во внешние участники',
      'Шевченко теперь в списке участников',
      'Поручить Шевченко и добавить во внешние участники',
      'Человека с таким именем нет в справочнике: при принятии поручения добавим во внешние участники протокола.',
    ]);
    for (const text of neutral) expect(text).not.toMatch(/\(а\)|добавлена?\b|найдена?\b|внешн(ий|юю|его|ему) участни/u);
  });
});
