import path from 'node:path';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { Content, TableCell } from 'pdfmake';
import { protocolBlocks, protocolDocumentName, TASK_COLUMNS, type Block } from './layout.ts';
import type { ProtocolDocumentData } from './protocol-data.ts';

/** pdfmake's own Roboto (with Cyrillic) from node_modules: no system fonts needed. */
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')), 'fonts', 'Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));

const MM = 72 / 25.4;
/** ГОСТ Р 7.0.97-2016 п. 6.2: left 30 mm, right 10–15 mm, top and bottom 20 mm. */
const MARGINS: [number, number, number, number] = [30 * MM, 20 * MM, 15 * MM, 20 * MM];
const PARAGRAPH_INDENT = 12.5 * MM;
const SIGNATURE_LINE = '____________________';

function blockContent(block: Block): Content {
  switch (block.kind) {
    case 'organization':
      return { text: block.text, bold: true, alignment: 'center', fontSize: 13, margin: [0, 0, 0, 18] };
    case 'document-type':
      return {
        stack: [
          { text: block.text, bold: true, fontSize: 15 },
          { text: block.subtitle, margin: [0, 2, 0, 0] },
        ],
        alignment: 'center',
        margin: [0, 0, 0, 10],
      };
    case 'date-number':
      return { columns: [{ text: block.date }, { text: block.number, alignment: 'right' }], margin: [0, 0, 0, 4] };
    case 'place':
      return { text: block.text, alignment: 'center', margin: [0, 0, 0, 4] };
    case 'title':
      return { text: block.text, bold: true, alignment: 'center', margin: [0, 12, 0, 12] };
    case 'field':
      return { text: [`${block.label}${block.separator}`, block.text], margin: [0, 0, 0, 3] };
    case 'people':
      return {
        stack: block.items.map((item, i) => ({ columns: [{ width: 20, text: `${i + 1}.` }, { width: '*', text: item }] })),
        margin: [PARAGRAPH_INDENT, 0, 0, 6],
      };
    case 'heading':
      return { text: block.text, bold: true, margin: [0, 10, 0, 4], keepWithNext: true } as Content;
    case 'paragraph':
      return { text: block.text, alignment: 'justify', leadingIndent: PARAGRAPH_INDENT, margin: [0, 0, 0, 3] };
    case 'tasks':
      return tasksTable(block);
    case 'signatures':
      return signaturesTable(block);
  }
}

function tasksTable(block: Extract<Block, { kind: 'tasks' }>): Content {
  const header: TableCell[] = TASK_COLUMNS.map((title) => ({ text: title, bold: true, alignment: 'center' }));
  const rows: TableCell[][] = block.rows.map((row) => [
    { text: row.number, alignment: 'center' },
    row.essence,
    row.responsible,
    { text: row.deadline, alignment: 'center' },
  ]);
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [22, '*', 120, 68], body: [header, ...rows] },
    layout: { hLineWidth: () => 0.6, vLineWidth: () => 0.6, paddingTop: () => 3, paddingBottom: () => 3 },
    fontSize: 11,
    margin: [0, 2, 0, 6],
  };
}

function signaturesTable(block: Extract<Block, { kind: 'signatures' }>): Content {
  return {
    table: {
      widths: [110, '*', 'auto'],
      body: block.rows.map((row) => [row.role, { text: SIGNATURE_LINE, alignment: 'center' }, row.name]),
    },
    layout: { defaultBorder: false, paddingTop: () => 10, paddingBottom: () => 4 },
    margin: [0, 24, 0, 0],
    unbreakable: true,
  };
}

/** The protocol as an A4 PDF laid out per ГОСТ Р 7.0.97-2016; page numbers at the top from page 2. */
export async function renderProtocolPdf(data: ProtocolDocumentData): Promise<Buffer> {
  const document = pdfmake.createPdf({
    pageSize: 'A4',
    pageMargins: MARGINS,
    info: { title: protocolDocumentName(data), author: data.organization_name, subject: data.theme, creator: 'Протоколист' },
    header: (currentPage) =>
      currentPage > 1
        ? { text: String(currentPage), alignment: 'center', fontSize: 10, margin: [MARGINS[0], 10 * MM, MARGINS[2], 0] }
        : null,
    defaultStyle: { font: 'Roboto', fontSize: 12, lineHeight: 1.15 },
    content: protocolBlocks(data).map(blockContent),
  });
  return document.getBuffer();
}
