import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { renderProtocolDocx } from './docx.ts';
import { buildProtocolText } from '../../pipeline/protocol-text/index.ts';
import { renderProtocolPdf } from './pdf.ts';
import type { DocumentPerson, ProtocolDocumentData } from './protocol-data.ts';

const run = promisify(execFile);
const person = (id: number, full_name: string): DocumentPerson => ({ id, full_name, position: null, department: null, invited: false });
const PEOPLE = [person(1, 'Орлов Пётр Ильич'), person(2, 'Зайцева Нина Павловна')];
const DECISION = 'утвердить план работ отдела на следующий квартал с учётом замечаний, высказанных участниками совещания';

/** A protocol of `items` agenda items, each heard and decided; the last decision `words` words longer. */
function protocol(items: number, words: number): ProtocolDocumentData {
  const sections = Array.from({ length: items }, (_, index) => [
    { key: 'Слушали', value: `Орлова Петра Ильича. Доклад по вопросу ${index + 1} о ходе работ и планах отдела.` },
    { key: 'Решили', value: index === items - 1 ? `${DECISION} ${'и сроков '.repeat(words)}`.trim() : DECISION },
  ]).flat();
  return {
    organization_name: 'ООО «Ромашка»',
    number: '7',
    protocol_number: 7,
    event_date: '2026-02-05',
    event_start_time: null,
    location: null,
    city: null,
    theme: 'Планёрка',
    chair: PEOPLE[0]!,
    secretary: PEOPLE[1]!,
    members: PEOPLE,
    text: buildProtocolText({ agenda: null, final_transcript: null, sections, people: PEOPLE.map((p) => p.full_name), tasks: [] }),
    issued_on: '2026-02-10',
  };
}

describe('the page with the signatures', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pdf-pages-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function pages(data: ProtocolDocumentData): Promise<string[]> {
    const file = path.join(dir, 'protocol.pdf');
    await writeFile(file, await renderProtocolPdf(data));
    return (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout.split('\f').filter((page) => page.trim());
  }

  it('never leaves the signatures alone on a page: the last text goes with them', async () => {
    let moved = 0;
    // Lengths chosen to walk the signatures across the bottom of the first and the second page.
    for (const items of [5, 6, 7, 12, 13, 14]) {
      for (let words = 0; words <= 40; words += 4) {
        const all = await pages(protocol(items, words));
        const last = all.at(-1)!;
        expect(last).toContain('Председатель');
        const text = last
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line && !/^\d+$/.test(line) && !/_{10,}/.test(line));
        expect(text.length, `items ${items}, +${words} words: ${JSON.stringify(last)}`).toBeGreaterThan(0);
        if (all.length > 1 && /^\s*(\d+\.){2}/m.test(last)) moved += 1;
      }
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('DOCX: the decision before the signatures keeps with them, so Word moves it to their page', async () => {
    const xml = strFromU8(unzipSync(new Uint8Array(await renderProtocolDocx(protocol(3, 4))))['word/document.xml']!);
    const paragraphs = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((match) => match[0]);
    const chair = paragraphs.findIndex((paragraph) => paragraph.includes('Председатель\t'));
    expect(chair).toBeGreaterThan(0);
    expect(paragraphs[chair - 1]).toContain('и сроков.');
    expect(paragraphs[chair - 1]).toContain('<w:keepNext/>');
    expect(paragraphs.filter((paragraph) => paragraph.includes('w:numPr') && paragraph.includes('<w:keepNext/>'))).toHaveLength(1);
  });
});
