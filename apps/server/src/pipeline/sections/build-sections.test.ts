import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSections, INTRODUCTION_TITLE } from './build-sections.ts';
import { MarkerSet } from './markers.ts';
import { parseTranscriptText } from './transcript-text.ts';
import { parseSubtitles } from '../subtitles/parse-subtitles.ts';
import { withoutSpeakerName, withoutTrailingTransition } from './leftovers.ts';

const DEFAULTS = [
  { title: 'Повестка дня', phrase: 'повестка дня;повестка' },
  { title: 'Слушали', phrase: 'слушали;заслушали' },
  { title: 'Выступили', phrase: 'выступил;выступила;выступили' },
  { title: 'Решили', phrase: 'решили;постановили;решение' },
  { title: 'Поручить', phrase: 'поручить;поручено' },
];

const keys = (text: string, keywords = DEFAULTS) => buildSections(text, keywords).map((s) => s.key);
const pairs = (text: string, keywords = DEFAULTS) => buildSections(text, keywords).map((s) => [s.key, s.value]);

describe('buildSections', () => {
  it('cuts the sample meeting at every marker, in spoken order, with start times', () => {
    const lines = readFileSync(new URL('../../../../../../shared/meetings/zakupki/script.tsv', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    const segments = lines.map((line, i) => {
      const [speaker, text] = line.split('\t');
      return { start: i * 10, end: i * 10 + 9, speaker, text: text! };
    });
    const sections = buildSections(segments, DEFAULTS);
    expect(sections.map((s) => s.key)).toEqual([
      'Вступление',
      'Повестка дня',
      'Слушали',
      'Выступили',
      'Решили',
      'Поручить',
      'Слушали',
      'Выступили',
      'Решили',
      'Поручить',
    ]);
    expect(sections[0]).toEqual({
      key: 'Вступление',
      value: 'Добрый день, коллеги. Начинаем планёрку отдела закупок.',
      start: 0,
    });
    expect(sections[4]).toEqual({ key: 'Решили', value: 'отчёт принять к сведению.', start: 40 });
    expect(sections[8]!.value).toBe('согласовать техническое задание с отделом информационных технологий.');
    expect(sections[9]!.value).toBe('Поповой разместить извещение о тендере до первого декабря. Спасибо всем, планёрка окончена.');
    expect(sections.map((s) => s.start)).toEqual([0, 0, 10, 30, 40, 40, 50, 70, 80, 80]);
  });

  it('writes «Выступили» line by line with the speakers’ names where the transcript has them', () => {
    const segments = [
      { start: 0, end: 4, speaker: 'Иванов С. П.', text: 'Слушали Кузнецова.' },
      { start: 5, end: 9, speaker: 'Попова Е. В.', text: 'Выступила Попова: два поставщика сорвали сроки.' },
      { start: 10, end: 14, speaker: 'Попова Е. В.', text: 'Это второй раз.' },
      { start: 15, end: 19, speaker: 'Кузнецов Д. А.', text: 'Подготовлю претензии.' },
      { start: 20, end: 24, speaker: 'Иванов С. П.', text: 'Решили: принять к сведению.' },
    ];
    expect(buildSections(segments, DEFAULTS).map((s) => [s.key, s.value])).toEqual([
      ['Слушали', 'Кузнецова.'],
      ['Выступили', 'Попова Е. В.: два поставщика сорвали сроки. Это второй раз.\nКузнецов Д. А.: Подготовлю претензии.'],
      ['Решили', 'принять к сведению.'],
    ]);
    const unnamed = segments.map((segment) => ({ ...segment, speaker: null }));
    expect(buildSections(unnamed, DEFAULTS)[1]!.value).toBe('Попова: два поставщика сорвали сроки. Это второй раз. Подготовлю претензии.');
  });

  it('leaves «По второму вопросу» to no section and does not repeat a speaker’s name (the zakupki subtitles)', () => {
    const vtt = readFileSync(new URL('../../../../../../shared/meetings/zakupki/meeting.vtt', import.meta.url), 'utf8');
    const sections = buildSections(parseSubtitles(vtt), DEFAULTS);
    expect(sections.map((s) => [s.key, s.value])).toEqual([
      ['Вступление', 'Добрый день, коллеги. Начинаем планёрку отдела закупок.'],
      ['Повестка дня', 'первое — итоги закупок за октябрь, второе — подготовка к тендеру на поставку оргтехники.'],
      [
        'Слушали',
        'Кузнецова Дмитрия Андреевича. В октябре мы заключили двенадцать договоров на общую сумму четыре миллиона рублей. Экономия по сравнению с планом составила семь процентов.',
      ],
      ['Выступили', 'Попова Елена Викторовна: Хочу отметить, что два поставщика сорвали сроки поставки бумаги, и это уже второй раз за квартал.'],
      ['Решили', 'отчёт принять к сведению.'],
      ['Поручить', 'Кузнецову подготовить претензии поставщикам до двадцать пятого ноября.'],
      [
        'Слушали',
        'Попову Елену Викторовну. Техническое задание на тендер почти готово. Осталось согласовать характеристики ноутбуков с отделом информационных технологий.',
      ],
      ['Выступили', 'Кузнецов Дмитрий Андреевич: Предлагаю увеличить гарантийный срок до трёх лет, иначе мы снова будем платить за ремонт.'],
      ['Решили', 'согласовать техническое задание с отделом информационных технологий.'],
      ['Поручить', 'Поповой разместить извещение о тендере до первого декабря. Спасибо всем, планёрка окончена.'],
    ]);
  });

  it('drops only a whole transition phrase that begins a sentence', () => {
    expect(pairs('Решили: принять. Итак, по третьему вопросу повестки дня слушали Петрова.')).toEqual([
      ['Решили', 'принять.'],
      ['Слушали', 'Петрова.'],
    ]);
    const dropped = [
      'Отчёт принять. Переходим ко второму вопросу.',
      'Отчёт принять. По 3-му вопросу',
      'Отчёт принять. Теперь по следующему вопросу:',
      'Отчёт принять. По последнему пункту повестки',
      'отчёт принять по второму вопросу', // a recogniser's text without capitals: kept, it may be the decision's words
    ].map(withoutTrailingTransition);
    expect(dropped).toEqual(['Отчёт принять.', 'Отчёт принять.', 'Отчёт принять.', 'Отчёт принять.', 'отчёт принять по второму вопросу']);
    // Words of the decision itself stay.
    expect(withoutTrailingTransition('Подготовить справку по второму вопросу')).toBe('Подготовить справку по второму вопросу');
    expect(withoutTrailingTransition('Вернуться к вопросу. По существу вопроса')).toBe('Вернуться к вопросу. По существу вопроса');
  });

  it('drops the speaker’s own name said after the marker, and nothing else', () => {
    expect(withoutSpeakerName('Кузнецов. Предлагаю увеличить срок.', 'Кузнецов Дмитрий Андреевич')).toBe('Предлагаю увеличить срок.');
    expect(withoutSpeakerName('Попова Е. В.: два поставщика', 'Попова Е. В.')).toBe('два поставщика');
    expect(withoutSpeakerName('Кузнецов предлагает увеличить срок.', 'Кузнецов Дмитрий Андреевич')).toBe('Кузнецов предлагает увеличить срок.');
    expect(withoutSpeakerName('Попова. Хочу отметить.', 'Кузнецов Дмитрий Андреевич')).toBe('Попова. Хочу отметить.');
    expect(withoutSpeakerName('Дмитрий, добрый день.', 'Кузнецов Дмитрий Андреевич')).toBe('Дмитрий, добрый день.');
    expect(withoutSpeakerName('Кузнецов. Предлагаю.', 'Спикер 2')).toBe('Кузнецов. Предлагаю.');
  });

  it('returns nothing for an empty transcript', () => {
    expect(buildSections('', DEFAULTS)).toEqual([]);
    expect(buildSections([], DEFAULTS)).toEqual([]);
    expect(buildSections(null, DEFAULTS)).toEqual([]);
    expect(buildSections([{ start: 0, end: 1, text: '   ' }], DEFAULTS)).toEqual([]);
  });

  it('makes the whole text introductory when no marker is spoken or there are no keywords', () => {
    expect(buildSections('Просто разговор о погоде.', DEFAULTS)).toEqual([
      { key: INTRODUCTION_TITLE, value: 'Просто разговор о погоде.', start: null },
    ]);
    expect(pairs('Решили всё.', [])).toEqual([[INTRODUCTION_TITLE, 'Решили всё.']]);
  });

  it('omits an empty introduction and strips the punctuation after a marker', () => {
    expect(pairs('Решили: утвердить план.')).toEqual([['Решили', 'утвердить план.']]);
    expect(pairs('Выступила — Иванова.')).toEqual([['Выступили', 'Иванова.']]);
  });

  it('ignores case and ё', () => {
    expect(keys('РЕШИЛИ: да')).toEqual(['Решили']);
    expect(keys('Всё сказано', [{ title: 'Итог', phrase: 'все' }])).toEqual(['Итог']);
    expect(keys('все сказано', [{ title: 'Итог', phrase: 'всё' }])).toEqual(['Итог']);
    expect(keys('Вопрос решён окончательно', [{ title: 'Итог', phrase: 'решен' }])).toEqual([INTRODUCTION_TITLE, 'Итог']);
  });

  it('tolerates Russian word forms of the same stem', () => {
    expect(keys('Вопросы повестки дня такие: бюджет')).toEqual([INTRODUCTION_TITLE, 'Повестка дня']);
    expect(keys('По повестке дня: бюджет')).toEqual([INTRODUCTION_TITLE, 'Повестка дня']);
    expect(keys('Выступили все', [{ title: 'Выступили', phrase: 'выступила' }])).toEqual(['Выступили']);
    // Different stems are different words: «решение» does not stand for «решили», an alternative covers it.
    expect(keys('Решение: принять', [{ title: 'Решили', phrase: 'решили' }])).toEqual([INTRODUCTION_TITLE]);
    expect(keys('Решение: принять')).toEqual(['Решили']);
  });

  it('matches whole words only, never part of a longer word', () => {
    expect(keys('Начинаем планёрку', [{ title: 'План', phrase: 'план' }])).toEqual([INTRODUCTION_TITLE]);
    expect(keys('Утвердили планы на год', [{ title: 'План', phrase: 'план' }])).toEqual([INTRODUCTION_TITLE, 'План']);
    expect(keys('Перерешили всё', [{ title: 'Решили', phrase: 'решили' }])).toEqual([INTRODUCTION_TITLE]);
  });

  it('needs every word of a multi-word phrase, consecutively', () => {
    expect(keys('Повестка нашего дня', [{ title: 'Повестка дня', phrase: 'повестка дня' }])).toEqual([INTRODUCTION_TITLE]);
    expect(pairs('Итак, повестка. Дня хватит', [{ title: 'Повестка дня', phrase: 'повестка дня' }])).toEqual([
      [INTRODUCTION_TITLE, 'Итак, повестка. Дня хватит'],
    ]);
  });

  it('finds a phrase spoken across two segments', () => {
    const sections = buildSections(
      [
        { start: 0, end: 2, text: 'Итак, повестка' },
        { start: 2, end: 4, text: 'дня: бюджет' },
      ],
      [{ title: 'Повестка дня', phrase: 'повестка дня' }],
    );
    expect(sections).toEqual([
      { key: INTRODUCTION_TITLE, value: 'Итак,', start: 0 },
      { key: 'Повестка дня', value: 'бюджет', start: 0 },
    ]);
  });

  it('prefers the longest marker at a position, then the keyword listed first', () => {
    const keywords = [
      { title: 'Решили', phrase: 'решили' },
      { title: 'Поручить', phrase: 'решили поручить' },
    ];
    expect(pairs('Решили поручить Иванову отчёт', keywords)).toEqual([['Поручить', 'Иванову отчёт']]);
    expect(pairs('Решили: отчёт', keywords)).toEqual([['Решили', 'отчёт']]);
    const same = [
      { title: 'Первый', phrase: 'итоги' },
      { title: 'Второй', phrase: 'итоги' },
    ];
    expect(keys('Итоги года', same)).toEqual(['Первый']);
  });

  it('gives every occurrence its own section, repeated keywords included', () => {
    expect(pairs('Решили: первое. Обсудили. Решили: второе.')).toEqual([
      ['Решили', 'первое. Обсудили.'],
      ['Решили', 'второе.'],
    ]);
  });

  it('merges a marker repeated right after itself into one section', () => {
    expect(pairs('Решили, постановили: утвердить.')).toEqual([['Решили', 'утвердить.']]);
  });

  it('keeps an empty section when another marker follows at once', () => {
    expect(pairs('Повестка дня. Слушали Петрова.')).toEqual([
      ['Повестка дня', ''],
      ['Слушали', 'Петрова.'],
    ]);
  });

  it('ignores empty alternatives and keywords without words', () => {
    expect(keys('Решили: да', [{ title: 'Решили', phrase: ' ; решили ;;' }])).toEqual(['Решили']);
    expect(keys('Решили: да', [{ title: 'Пусто', phrase: ' ;; - ' }])).toEqual([INTRODUCTION_TITLE]);
  });

  it('re-cuts the same transcript differently after a keyword change', () => {
    const text = 'Начали. Решили: одно. Поручено: другое.';
    expect(keys(text, [{ title: 'Решили', phrase: 'решили' }])).toEqual([INTRODUCTION_TITLE, 'Решили']);
    expect(keys(text, [{ title: 'Решили', phrase: 'решили' }, { title: 'Поручить', phrase: 'поручено' }])).toEqual([
      INTRODUCTION_TITLE,
      'Решили',
      'Поручить',
    ]);
    expect(pairs(text, [{ title: 'Итоги', phrase: 'решили' }])).toEqual([
      [INTRODUCTION_TITLE, 'Начали.'],
      ['Итоги', 'одно. Поручено: другое.'],
    ]);
  });
});

describe('parseTranscriptText', () => {
  const markers = new MarkerSet(DEFAULTS);

  it('makes one segment per non-empty line and reads speakers', () => {
    const text = 'Иванов С.П.: Добрый день.\n\n  Попова Елена Викторовна: Повестка дня: бюджет  \nКузнецов\tДоклад\nпросто текст';
    expect(parseTranscriptText(text, markers)).toEqual([
      { start: 0, end: 0, speaker: 'Иванов С.П.', text: 'Добрый день.' },
      { start: 0, end: 0, speaker: 'Попова Елена Викторовна', text: 'Повестка дня: бюджет' },
      { start: 0, end: 0, speaker: 'Кузнецов', text: 'Доклад' },
      { start: 0, end: 0, speaker: null, text: 'просто текст' },
    ]);
  });

  it('keeps a leading marker or a lower-case prefix as text', () => {
    expect(parseTranscriptText('Решили: принять\nПовестка дня: бюджет\nитак: всё', markers)).toEqual([
      { start: 0, end: 0, speaker: null, text: 'Решили: принять' },
      { start: 0, end: 0, speaker: null, text: 'Повестка дня: бюджет' },
      { start: 0, end: 0, speaker: null, text: 'итак: всё' },
    ]);
  });
});
