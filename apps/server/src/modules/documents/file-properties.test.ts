import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderProtocolDocx } from './docx.ts';
import { renderProtocolPdf } from './pdf.ts';
import type { ProtocolDocumentData } from './protocol-data.ts';

const run = promisify(execFile);

const LONG = 'Подготовить подробный расчёт затрат на ремонт помещений второго этажа с учётом сметы подрядчика, сравнить его с расчётами прошлого года, указать причины расхождений и согласовать его с финансовым отделом и главным инженером';

function data(agendaItems: number, assignments = 2): ProtocolDocumentData {
  return {
    organization_name: 'ООО «Ромашка»',
    number: '12',
    protocol_number: 12,
    event_date: '2026-02-05',
    event_start_time: null,
    location: null,
    city: null,
    theme: 'Планёрка',
    chair: { id: 1, full_name: 'Иванов Иван Петрович', position: null, department: null, invited: false },
    secretary: { id: 2, full_name: 'Петрова Анна Сергеевна', position: null, department: null, invited: false },
    members: [],
    text: {
      agenda: Array.from({ length: agendaItems }, (_, index) => `Вопрос номер ${index + 1} о текущих делах отдела`),
      preamble: [],
      items: [],
      assignments: Array.from({ length: assignments }, (_, index) => ({ text: `${LONG} (${index + 1}).`, responsible: null, deadline: null })),
    },
    issued_on: '2026-02-10',
  };
}

const docxParts = (body: Buffer) => Object.fromEntries(Object.entries(unzipSync(new Uint8Array(body))).map(([name, bytes]) => [name, strFromU8(bytes)]));

/** The paragraph of word/document.xml whose text is `text`. */
const paragraphOf = (xml: string, text: string) => [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => m[0]).find((p) => p.includes(`>${text}</w:t>`));

describe('document files: language, headings, metadata', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'documents-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function pdfFile(body: Buffer): Promise<string> {
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
    await writeFile(file, body);
    return file;
  }

  it('DOCX: headings keep their style’s bold, Russian is the language, the organisation is the author, made now', async () => {
    const before = Date.now();
    const parts = docxParts(await renderProtocolDocx(data(2)));
    const document = parts['word/document.xml']!;
    expect(document).not.toMatch(/<w:bC?s? w:val="false"\/>/);
    for (const heading of ['ПРОТОКОЛ', 'ПОВЕСТКА ДНЯ:', 'ПОРУЧЕНИЯ:']) {
      const paragraph = paragraphOf(document, heading);
      expect(paragraph, heading).toMatch(/<w:pStyle w:val="(Title|Heading1)"\/>/);
      expect(paragraph, heading).not.toContain('<w:b ');
    }
    const styles = parts['word/styles.xml']!;
    expect(styles).toMatch(/<w:docDefaults>[\s\S]*<w:lang w:val="ru-RU"\/>[\s\S]*<\/w:docDefaults>/);
    for (const style of ['Title', 'Heading1']) {
      expect(styles).toMatch(new RegExp(`<w:style [^>]*w:styleId="${style}"[^>]*>(?:(?!</w:style>)[\\s\\S])*<w:b/>`));
    }
    const core = parts['docProps/core.xml']!;
    expect(core).toContain('<dc:creator>ООО «Ромашка»</dc:creator>');
    expect(core).toContain('<dc:title>Протокол №12 от 05.02.2026</dc:title>');
    expect(core).toContain('<dc:subject>Планёрка</dc:subject>');
    const created = Date.parse(core.match(/<dcterms:created[^>]*>([^<]+)</)![1]!);
    expect(created).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(created).toBeLessThanOrEqual(Date.now());
  });

  it('PDF: /Lang ru-RU in the catalogue, the same author, title and creation time as the DOCX', async () => {
    const before = Date.now();
    const body = await renderProtocolPdf(data(2));
    expect(body.toString('latin1')).toMatch(/\/Lang \(ru-RU\)/);
    const info = (await run('pdfinfo', ['-isodates', await pdfFile(body)])).stdout;
    expect(info).toMatch(/^Author:\s+ООО «Ромашка»$/m);
    expect(info).toMatch(/^Title:\s+Протокол №12 от 05\.02\.2026$/m);
    const created = Date.parse(info.match(/^CreationDate:\s+(\S+)$/m)![1]!);
    expect(created).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(created).toBeLessThanOrEqual(Date.now());
  });

  it('PDF: a heading never ends a page with its list on the next', async () => {
    const headingsAtPageEnd: number[] = [];
    let pagesBroken = 0;
    // Each more agenda line moves ПОРУЧЕНИЯ down, until it has met the bottom of page 1 at every offset.
    for (let agenda = 16; agenda <= 27; agenda += 1) {
      const text = (await run('pdftotext', ['-layout', '-enc', 'UTF-8', await pdfFile(await renderProtocolPdf(data(agenda, 3))), '-'])).stdout;
      const pages = text.split('\f').filter((page) => page.trim());
      if (pages.length > 1) pagesBroken += 1;
      for (const page of pages.slice(0, -1)) {
        const last = page.trimEnd().split('\n').at(-1)!.trim();
        if (/^(ПОВЕСТКА ДНЯ|ПОРУЧЕНИЯ):$/.test(last)) headingsAtPageEnd.push(agenda);
      }
    }
    expect(pagesBroken).toBeGreaterThan(0);
    expect(headingsAtPageEnd).toEqual([]);
  });
});
