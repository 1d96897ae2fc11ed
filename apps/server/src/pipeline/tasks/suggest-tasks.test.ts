import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSubtitles } from '../subtitles/parse-subtitles.ts';
import type { Segment } from '../speech/types.ts';
import { suggestMembers } from './suggest-members.ts';
import { suggestTasks } from './suggest-tasks.ts';

const shared = path.resolve(import.meta.dirname, '../../../../../../shared');
const vttSegments = parseSubtitles(readFileSync(path.join(shared, 'meetings/zakupki/meeting.vtt'), 'utf8'));
const scriptSegments: Segment[] = readFileSync(path.join(shared, 'meetings/zakupki/script.tsv'), 'utf8')
  .trim()
  .split('\n')
  .map((line, i) => {
    const [speaker, text] = line.split('\t');
    return { start: i * 10, end: i * 10 + 9, speaker: speaker!, text: text! };
  });

const directory = [
  { id: 11, full_name: 'Иванов Сергей Петрович' },
  { id: 12, full_name: 'Кузнецов Дмитрий Андреевич' },
  { id: 13, full_name: 'Попова Елена Викторовна' },
  { id: 14, full_name: 'Смирнова Ольга Николаевна' },
];
const options = { members: directory, meetingDate: '2026-11-10', timezone: 'Europe/Moscow' };

const expectedTasks = [
  { essence: 'Подготовить претензии поставщикам', responsible_id: 12, responsible_name: 'Кузнецов Дмитрий Андреевич', deadline: '2026-11-25' },
  { essence: 'Разместить извещение о тендере', responsible_id: 13, responsible_name: 'Попова Елена Викторовна', deadline: '2026-12-01' },
];

/** What a recogniser gives: no speakers, segments cut in the middle of sentences. */
function asRecognised(segments: Segment[]): Segment[] {
  return segments.flatMap((segment) => {
    const words = segment.text.split(' ');
    const half = Math.ceil(words.length / 2);
    const middle = (segment.start + segment.end) / 2;
    return [
      { start: segment.start, end: middle, speaker: null, text: words.slice(0, half).join(' ') },
      { start: middle, end: segment.end, speaker: null, text: words.slice(half).join(' ') },
    ];
  });
}

describe('suggestTasks on the procurement meeting', () => {
  it('finds exactly the two tasks with owners and deadlines in the subtitles', () => {
    const tasks = suggestTasks(vttSegments, options);
    expect(tasks.map(({ source: _source, ...task }) => task)).toEqual(expectedTasks);
    expect(tasks[0]!.source).toEqual({ start: 34.663, end: 43.165, text: 'Поручить Кузнецову подготовить претензии поставщикам до двадцать пятого ноября.' });
    expect(tasks[1]!.source).toMatchObject({ start: 63.867, end: 73.501 });
  });

  it('finds them in the script and in recogniser-style segments without speakers', () => {
    expect(suggestTasks(scriptSegments, options).map(({ source: _source, ...task }) => task)).toEqual(expectedTasks);
    const recognised = suggestTasks(asRecognised(vttSegments), options);
    expect(recognised.map(({ source: _source, ...task }) => task)).toEqual(expectedTasks);
    expect(recognised[0]!.source).toMatchObject({ start: 34.663, end: 43.165 });
  });

  it('rolls the deadlines into the next year for a meeting after them', () => {
    expect(suggestTasks(vttSegments, { ...options, meetingDate: '2026-12-15' }).map((t) => t.deadline)).toEqual(['2027-11-25', '2026-12-01']);
  });

  it('keeps the owner unknown when the members do not include them', () => {
    const tasks = suggestTasks(vttSegments, { ...options, members: [directory[0]!] });
    expect(tasks.map((t) => [t.responsible_id, t.responsible_name])).toEqual([
      [null, 'Кузнецов'],
      [null, 'Попова'],
    ]);
  });
});

describe('suggestTasks phrasing', () => {
  const run = (...texts: string[]) =>
    suggestTasks(
      texts.map((text, i) => ({ start: i, end: i + 1, speaker: null, text })),
      options,
    ).map(({ source: _source, ...task }) => task);

  it('reads "ответственный" with the task in the sentence before', () => {
    expect(run('Подготовить отчёт о закупках. Ответственный — Кузнецов, срок — до конца месяца.')).toEqual([
      { essence: 'Подготовить отчёт о закупках', responsible_id: 12, responsible_name: 'Кузнецов Дмитрий Андреевич', deadline: '2026-11-30' },
    ]);
  });

  it('finds the owner after a later «ответственный»', () => {
    expect(run('Поручить подготовить отчёт о закупках, ответственный — Кузнецов, срок — 25.11.')).toEqual([
      { essence: 'Подготовить отчёт о закупках', responsible_id: 12, responsible_name: 'Кузнецов Дмитрий Андреевич', deadline: '2026-11-25' },
    ]);
  });

  it('gives each of several owners the task, skipping a title and stopping at the deadline', () => {
    expect(run('Решили поручить начальнику отдела Смирновой и Поповой Е. В. к пятнице согласовать смету с Кузнецовым.')).toEqual([
      { essence: 'Согласовать смету с Кузнецовым', responsible_id: 14, responsible_name: 'Смирнова Ольга Николаевна', deadline: '2026-11-13' },
      { essence: 'Согласовать смету с Кузнецовым', responsible_id: 13, responsible_name: 'Попова Елена Викторовна', deadline: '2026-11-13' },
    ]);
  });

  it('reads a member in the dative followed by an infinitive, and tasks without a deadline', () => {
    expect(run('Кузнецову Дмитрию провести инвентаризацию склада.')).toEqual([
      { essence: 'Провести инвентаризацию склада', responsible_id: 12, responsible_name: 'Кузнецов Дмитрий Андреевич', deadline: null },
    ]);
  });

  it('keeps a task given to a department', () => {
    expect(run('Поручить отделу кадров в течение двух недель обновить штатное расписание.')).toEqual([
      { essence: 'Отделу кадров обновить штатное расписание', responsible_id: null, responsible_name: null, deadline: '2026-11-24' },
    ]);
  });

  it('reads lowercase, unpunctuated recognition with two tasks in one run', () => {
    expect(run('решили поручить кузнецову подготовить претензии до 25 ноября поручить поповой разместить извещение к 1 декабря')).toEqual([
      { essence: 'Подготовить претензии', responsible_id: 12, responsible_name: 'Кузнецов Дмитрий Андреевич', deadline: '2026-11-25' },
      { essence: 'Разместить извещение', responsible_id: 13, responsible_name: 'Попова Елена Викторовна', deadline: '2026-12-01' },
    ]);
  });

  it('ignores talk that assigns nothing', () => {
    expect(run('Выступил Кузнецов. Предлагаю увеличить гарантийный срок до трёх лет.', 'Ответственный подход важен.', 'По первому вопросу слушали Кузнецова Дмитрия Андреевича.')).toEqual([]);
  });
});

describe('suggestMembers', () => {
  it('suggests the speakers and the people named, matched to the directory', () => {
    expect(suggestMembers(vttSegments, directory)).toEqual([
      { user_id: 11, full_name: 'Иванов Сергей Петрович', reason: 'Выступает в записи', gender: 'm' },
      { user_id: 12, full_name: 'Кузнецов Дмитрий Андреевич', reason: 'Выступает и упоминается в записи', gender: 'm' },
      { user_id: 13, full_name: 'Попова Елена Викторовна', reason: 'Выступает и упоминается в записи', gender: 'f' },
    ]);
  });

  it('speaks of a speaker in no directory in her or his gender, and without gendered forms when the name does not tell', () => {
    const segments = [
      { start: 0, end: 1, speaker: 'Соколова Мария Ивановна', text: 'Добрый день.' },
      { start: 1, end: 2, speaker: 'Орлов Игорь', text: 'Здравствуйте.' },
      { start: 2, end: 3, speaker: 'Шевченко', text: 'Согласен.' },
      { start: 3, end: 4, speaker: 'Любовь Черных', text: 'Продолжим.' },
    ];
    const strangers = suggestMembers(segments, directory).map(({ full_name, reason, gender }) => [full_name, gender, reason]);
    expect(strangers).toEqual([
      ['Соколова Мария Ивановна', 'f', 'Выступает в записи, в справочнике не найдена: будет добавлена как внешняя участница'],
      ['Орлов Игорь', 'm', 'Выступает в записи, в справочнике не найден: будет добавлен как внешний участник'],
      ['Шевченко', null, 'Выступает в записи. Нет в справочнике — добавим во внешние участники'],
      ['Любовь Черных', null, 'Выступает в записи. Нет в справочнике — добавим во внешние участники'],
    ]);
    expect(strangers.join(' ')).not.toMatch(/\(а\)/);
  });

  it('finds mentions without speaker labels and matches short labels', () => {
    expect(suggestMembers(asRecognised(vttSegments), directory).map((m) => [m.user_id, m.reason])).toEqual([
      [12, 'Упоминается в записи'],
      [13, 'Упоминается в записи'],
    ]);
    const labelled = [{ start: 0, end: 1, speaker: 'Смирнова О. Н.', text: 'Добрый день.' }, { start: 1, end: 2, speaker: 'Спикер 2', text: 'Здравствуйте.' }];
    expect(suggestMembers(labelled, directory)).toEqual([
      { user_id: 14, full_name: 'Смирнова Ольга Николаевна', reason: 'Выступает в записи', gender: 'f' },
    ]);
  });
});
