import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content } from 'pdfmake';
import { protocolBlocks, protocolDocumentName, type Block } from './layout.ts';
import type { DocumentOptions, ProtocolDocumentData } from './protocol-data.ts';

/** PT Serif (ParaType Free Font License) ships in the repository: the same glyphs on every machine, no system fonts. */
export const FONT_DIR = path.resolve(import.meta.dirname, '../../../assets/fonts/pt-serif');
pdfmake.setFonts({
  PTSerif: {
    normal: path.join(FONT_DIR, 'PTSerif-Regular.ttf'),
    bold: path.join(FONT_DIR, 'PTSerif-Bold.ttf'),
    italics: path.join(FONT_DIR, 'PTSerif-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'PTSerif-BoldItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));

const MM = 72 / 25.4;
/** ГОСТ Р 7.0.97-2025: left 20 mm, right 10 mm, top and bottom 20 mm (pdfmake: left, top, right, bottom). */
export const MARGINS_MM = { left: 20, top: 20, right: 10, bottom: 20 } as const;
const MARGINS: [number, number, number, number] = [MARGINS_MM.left * MM, MARGINS_MM.top * MM, MARGINS_MM.right * MM, MARGINS_MM.bottom * MM];
const PARAGRAPH_INDENT = 12.5 * MM;
const SIGNATURE_LINE = '____________________';

function numbered(items: { number: string; text: string }[], indent: number, numberWidth: number): Content {
  return {
    stack: items.map((item) => ({
      unbreakable: true,
      columns: [
        { width: numberWidth, text: item.number },
        { width: '*', text: item.text, alignment: 'justify' },
      ],
      columnGap: 2,
      margin: [indent, 0, 0, 3],
    })),
    margin: [0, 0, 0, 4],
  };
}

function blockContent(block: Block): Content {
  switch (block.kind) {
    case 'organization':
      return { text: block.text, bold: true, alignment: 'center', margin: [0, 0, 0, 14] };
    case 'document-type':
      return { text: block.text, bold: true, fontSize: 14, alignment: 'center', margin: [0, 0, 0, 10] };
    case 'date-number':
      return { columns: [{ text: block.date }, { text: block.number, alignment: 'right' }], margin: [0, 0, 0, 4] };
    case 'place':
      return { text: block.text, alignment: 'center', margin: [0, 0, 0, 6] };
    case 'title':
      return { text: block.text, bold: true, alignment: 'center', margin: [0, 6, 0, 12] };
    case 'field':
      return { text: [{ text: `${block.label}${block.separator}` }, block.text], margin: [0, 0, 0, 3], alignment: 'justify' };
    case 'heading':
      return { text: block.text, bold: true, margin: [0, 10, 0, 4], keepWithNext: true } as Content;
    case 'part':
      return {
        text: [{ text: block.label, bold: true }, ...(block.text ? [' ', block.text] : [])],
        alignment: 'justify',
        margin: [0, 8, 0, 3],
        keepWithNext: true,
      } as Content;
    case 'list':
      return block.style === 'decisions' ? numbered(block.items, PARAGRAPH_INDENT, 34) : numbered(block.items, 0, 24);
    case 'paragraph':
      return { text: block.text, alignment: 'justify', leadingIndent: PARAGRAPH_INDENT, margin: [0, 0, 0, 3] };
    case 'signatures':
      return {
        table: {
          widths: [120, '*', 'auto'],
          body: block.rows.map((row) => [row.role, { text: SIGNATURE_LINE, alignment: 'center' }, row.name]),
        },
        layout: { defaultBorder: false, paddingTop: () => 12, paddingBottom: () => 2 },
        margin: [0, 24, 0, 0],
        unbreakable: true,
      };
    case 'certification':
      return {
        stack: [
          { text: 'Верно' },
          {
            table: { widths: [120, '*', 'auto'], body: [[block.role, { text: SIGNATURE_LINE, alignment: 'center' }, block.name]] },
            layout: { defaultBorder: false, paddingTop: () => 8, paddingBottom: () => 2 },
          },
          { text: block.date, margin: [0, 6, 0, 0] },
        ],
        margin: [0, 24, 0, 0],
        unbreakable: true,
      };
    case 'appendix':
      return { text: block.text, alignment: 'right', margin: [260, 0, 0, 18], pageBreak: 'before' };
  }
}

/** The protocol as an A4 PDF per ГОСТ Р 7.0.97-2025: PT Serif 12, page numbers at the top centre from page 2. */
export async function renderProtocolPdf(data: ProtocolDocumentData, options: DocumentOptions = { form: 'full' }): Promise<Buffer> {
  const document = pdfmake.createPdf({
    pageSize: 'A4',
    pageMargins: MARGINS,
    info: {
      title: protocolDocumentName(data, options.form),
      author: data.organization_name,
      subject: data.theme,
      creator: 'Протоколист',
      creationDate: new Date(`${data.event_date}T00:00:00Z`),
    },
    header: (currentPage) =>
      currentPage > 1
        ? { text: String(currentPage), alignment: 'center', fontSize: 11, margin: [MARGINS[0], 10 * MM, MARGINS[2], 0] }
        : null,
    defaultStyle: { font: 'PTSerif', fontSize: 12, lineHeight: 1.15 },
    content: protocolBlocks(data, options).map(blockContent),
  });
  return document.getBuffer();
}
