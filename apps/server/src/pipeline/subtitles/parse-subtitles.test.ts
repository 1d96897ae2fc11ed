import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeSubtitleFile, parseSubtitles, parseTimestamp } from './parse-subtitles.ts';

const shared = path.resolve(import.meta.dirname, '../../../../../../shared');
const vtt = readFileSync(path.join(shared, 'meetings/zakupki/meeting.vtt'), 'utf8');
const script = readFileSync(path.join(shared, 'meetings/zakupki/script.tsv'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => {
    const [speaker, text] = line.split('\t');
    return { speaker: speaker!, text: text! };
  });

function srtTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}

describe('parseSubtitles', () => {
  it('reads the WebVTT meeting: one segment per cue, speakers from voice tags, exact text and times', () => {
    const segments = parseSubtitles(vtt);
    expect(segments).toHaveLength(10);
    expect(segments.map(({ speaker, text }) => ({ speaker, text }))).toEqual(script);
    expect(segments[0]).toMatchObject({ start: 0, end: 12.023 });
    expect(segments[9]).toMatchObject({ start: 74.201, end: 76.817, text: 'Спасибо всем, планёрка окончена.' });
  });

  it('reads the same meeting as SRT with "Name: text" speakers', () => {
    const srt = parseSubtitles(vtt)
      .map((s, i) => `${i + 1}\r\n${srtTime(s.start)} --> ${srtTime(s.end)}\r\n${s.speaker}: ${s.text}\r\n`)
      .join('\r\n');
    expect(parseSubtitles(srt)).toEqual(parseSubtitles(vtt));
  });

  it('strips formatting tags and entities, skips notes and styles, splits several voices in one cue', () => {
    const source = [
      'WEBVTT - совещание',
      '',
      'NOTE это комментарий --> не реплика',
      '',
      'STYLE',
      '::cue { color: lime }',
      '',
      '00:01.500 --> 00:03.000 align:start',
      '<v.loud Сидоров Иван>Срок — <b>пятница</b> &amp; <i>не позже</i></v>',
      '',
      'intro',
      '01:00:00.000 --> 01:00:02.250',
      '<v Петров>Да.</v>',
      '<v Сидоров Иван>Договорились <00:00:01.000><c.yellow>все</c>.',
    ].join('\n');
    expect(parseSubtitles(source)).toEqual([
      { start: 1.5, end: 3, speaker: 'Сидоров Иван', text: 'Срок — пятница & не позже' },
      { start: 3600, end: 3602.25, speaker: 'Петров', text: 'Да.' },
      { start: 3600, end: 3602.25, speaker: 'Сидоров Иван', text: 'Договорились все.' },
    ]);
  });

  it('does not take protocol words before a colon for speakers', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nРешили: отчёт принять.\n\n2\n00:00:02,000 --> 00:00:03,000\n{\\an8}<font color="red">Спикер 2: Согласен.</font>\n';
    expect(parseSubtitles(srt)).toEqual([
      { start: 1, end: 2, speaker: null, text: 'Решили: отчёт принять.' },
      { start: 2, end: 3, speaker: 'Спикер 2', text: 'Согласен.' },
    ]);
  });

  it('returns nothing for text without cues', () => {
    expect(parseSubtitles('Просто текст без таймингов')).toEqual([]);
  });

  it('parses timestamps with and without hours', () => {
    expect(parseTimestamp('01:02.5')).toBe(62.5);
    expect(parseTimestamp('1:00:00,250')).toBe(3600.25);
  });

  it('decodes UTF-8, UTF-16 and Windows-1251 files', () => {
    const text = 'Повестка дня';
    expect(decodeSubtitleFile(new TextEncoder().encode(text))).toBe(text);
    expect(decodeSubtitleFile(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).toBe(text);
    const cp1251 = Buffer.from([0xcf, 0xee, 0xe2, 0xe5, 0xf1, 0xf2, 0xea, 0xe0, 0x20, 0xe4, 0xed, 0xff]);
    expect(decodeSubtitleFile(cp1251)).toBe(text);
  });
});
