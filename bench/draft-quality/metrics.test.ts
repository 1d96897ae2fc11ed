import { describe, expect, it } from 'vitest';
import type { ProtocolText } from '../../apps/server/src/pipeline/protocol-text/index.ts';
import { loadCorpus } from './corpus.ts';
import { evaluate } from './evaluate.ts';
import { baselineDraft, scoreCorpus } from './index.ts';
import {
  leftoversIn,
  matchAssignments,
  matchPersons,
  matchTexts,
  personKey,
  precision,
  recall,
  textSimilarity,
  votesIn,
  wordEditDistance,
  wordsToChange,
} from './metrics.ts';
import { referenceView, renderView, type Reference } from './render.ts';

describe('draft-quality metrics on a hand example', () => {
  it('matches texts by content-word stems, one to one', () => {
    expect(textSimilarity('О результатах пробного экзамена', 'Результаты пробного экзамена.')).toBe(1);
    expect(textSimilarity('О подготовке к празднику', 'Об уборке снега')).toBe(0);
    const score = matchTexts(
      ['О результатах пробного экзамена в 9-х классах', 'О подготовке к новогоднему празднику'],
      ['Результаты пробного экзамена', 'Результаты экзамена', 'Разное'],
    );
    expect(score).toEqual({ matched: 1, drafted: 3, expected: 2 });
    expect(precision(score)).toBeCloseTo(1 / 3);
    expect(recall(score)).toBe(0.5);
  });

  it('matches persons by surname and initials, assignments by person and deadline', () => {
    expect(personKey('Зайцева Ольга Николаевна')).toBe(personKey('Зайцева О. Н.'));
    expect(personKey('Зайцева О.Н.')).not.toBe(personKey('Зайцева А.Н.'));
    expect(matchPersons(['Медведев Виктор Алексеевич', 'Зайцева Ольга Николаевна'], ['Медведев В.А.', null])).toEqual({ matched: 1, drafted: 2, expected: 2 });
    const reference = [
      { person: 'Медведев Виктор Алексеевич', deadline: '2026-12-04' },
      { person: 'Зайцева Ольга Николаевна', deadline: '2026-12-20' },
    ];
    expect(matchAssignments(reference, [{ person: 'Медведев Виктор Алексеевич', deadline: '2026-12-04' }, { person: 'Зайцева Ольга Николаевна', deadline: '2026-12-21' }])).toEqual({
      matched: 1,
      drafted: 2,
      expected: 2,
    });
    expect(precision({ matched: 0, drafted: 0, expected: 2 })).toBeNull();
  });

  it('reads votes and counts the words to change', () => {
    expect(votesIn('Голосовали: за — 7, против — 1, воздержались — нет. Принято единогласно? Нет. За 5 дней.')).toEqual([
      { for: 7, against: 1, abstained: 0 },
      { for: 'единогласно' },
    ]);
    expect(wordEditDistance(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toBe(2);
    expect(wordsToChange('Отчёт принять.', 'Отчёт принять к сведению.')).toEqual({ distance: 2, referenceWords: 4 });
    expect(leftoversIn('Добрый день! Отчёт принять.', ['добрый день', 'спасибо'])).toEqual(['добрый день']);
  });

  it('scores a whole draft against its reference', () => {
    const reference: Reference = {
      meeting_date: '2026-11-26',
      chair: 'Кравченко Людмила Петровна',
      attendees: ['Белоусова Анна Сергеевна'],
      items: [
        {
          agenda: 'О подготовке к новогоднему празднику',
          heard: 'Белоусова Анна Сергеевна',
          spoke: [],
          decisions: ['Выделить на подарки 30 000 рублей.', 'Поручить Белоусовой А.С. заказать подарки — в срок до 10.12.2026.'],
          votes: [{ for: 'единогласно' }],
          assignments: [{ person: 'Белоусова Анна Сергеевна', deadline: '2026-12-10' }],
        },
      ],
      not_in_document: ['Добрый день'],
    };
    const draft: ProtocolText = {
      agenda: ['Подготовка к новогоднему празднику.'],
      preamble: [],
      items: [
        {
          number: 1,
          title: 'Подготовка к новогоднему празднику.',
          heard: [{ speaker: 'Белоусова А.С.', text: 'Добрый день. Сценарий готов.' }],
          spoke: [],
          decisions: ['Выделить на подарки тридцать тысяч рублей, все за, единогласно.'],
          assignments: [{ text: 'Поручить Белоусовой А.С. заказать подарки — в срок до 10.12.2026.', responsible: 'Белоусова Анна Сергеевна', deadline: '2026-12-10' }],
          other: [],
        },
      ],
      assignments: [],
    };
    const result = evaluate(reference, { text: draft, chair: 'Кравченко Л.П.' });
    for (const field of ['agenda', 'chair', 'heard', 'assignments', 'votes'] as const) {
      expect(result.fields[field], field).toEqual({ matched: 1, drafted: 1, expected: 1 });
    }
    // «Поручить …» is a decision too: the assignment's text matches the reference's.
    expect(result.fields.decisions).toEqual({ matched: 2, drafted: 2, expected: 2 });
    expect(result.leftovers).toEqual(['Добрый день']);
    expect(result.referenceText).toBe(renderView(referenceView(reference)));
    expect(result.distance).toBeGreaterThan(0);
    expect(result.distance).toBeLessThan(result.referenceWords);
  });
});

describe('a vote line in the draft', () => {
  it('is scored under votes, not as one more decision', () => {
    const reference: Reference = {
      meeting_date: '2026-11-26',
      chair: null,
      attendees: [],
      items: [{ agenda: 'О смете', heard: null, spoke: [], decisions: ['Утвердить смету на ремонт.'], votes: [{ for: 9, against: 1 }], assignments: [] }],
      not_in_document: [],
    };
    const item = { number: 1, title: 'О смете', heard: [], spoke: [], assignments: [], other: [] };
    const decisions = ['Утвердить смету на ремонт.', 'Голосовали: за — 9, против — 1, воздержались — нет. Решение принято.'];
    const result = evaluate(reference, { text: { agenda: ['О смете'], preamble: [], items: [{ ...item, decisions }], assignments: [] }, chair: null });
    expect(result.fields.decisions).toEqual({ matched: 1, drafted: 1, expected: 1 });
    expect(result.fields.votes).toEqual({ matched: 1, drafted: 1, expected: 1 });
  });
});

describe('the draft-quality corpus', () => {
  const corpus = loadCorpus();

  it('holds a dozen meetings and more, each with its reference and the people it names', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(12);
    for (const meeting of corpus) {
      const turns = typeof meeting.transcript === 'string' ? null : meeting.transcript.length;
      if (turns !== null) expect(turns, meeting.slug).toBeGreaterThanOrEqual(10);
      expect(meeting.reference.items.length, meeting.slug).toBeGreaterThan(0);
      const present = meeting.context.members.map((m) => m.full_name);
      for (const item of meeting.reference.items) {
        for (const person of [item.heard, ...item.spoke, ...item.assignments.map((a) => a.person)]) {
          if (person) expect(present, `${meeting.slug}: ${person}`).toContain(person);
        }
      }
    }
  });

  it('keeps the phrases that must not reach the document out of the reference protocols', () => {
    for (const meeting of corpus) {
      expect(leftoversIn(renderView(referenceView(meeting.reference)), meeting.reference.not_in_document), meeting.slug).toEqual([]);
    }
  });
});

describe('the baseline on the corpus', () => {
  it('drafts the keyword-dictated meeting right and scores it as such', () => {
    const { meetings } = scoreCorpus(baselineDraft, loadCorpus().filter((m) => m.slug === 'zakupki'));
    const { fields } = meetings[0]!.result;
    expect(fields.assignments).toEqual({ matched: 2, drafted: 2, expected: 2 });
    expect(fields.agenda).toEqual({ matched: 2, drafted: 2, expected: 2 });
    expect(meetings[0]!.result.leftovers).toEqual([]);
  });
});
