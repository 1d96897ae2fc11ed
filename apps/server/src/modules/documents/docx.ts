import {
  AlignmentType,
  Document,
  Header,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IParagraphOptions,
} from 'docx';
import { protocolBlocks, protocolDocumentName, TASK_COLUMNS, type Block } from './layout.ts';
import type { ProtocolDocumentData } from './protocol-data.ts';

const twips = (mm: number) => Math.round((mm * 1440) / 25.4);
/** ГОСТ Р 7.0.97-2016 п. 6.2: left 30 mm, right 15 mm, top and bottom 20 mm on A4. */
const MARGIN = { top: twips(20), right: twips(15), bottom: twips(20), left: twips(30) };
const TEXT_WIDTH = twips(210 - 30 - 15);
const PARAGRAPH_INDENT = twips(12.5);
const TASK_WIDTHS = [twips(10), TEXT_WIDTH - twips(10 + 50 + 27), twips(50), twips(27)];
const SIGNATURE_LINE = '____________________';

const line = (text: string, options: Omit<IParagraphOptions, 'children'> = {}, bold = false) =>
  new Paragraph({ ...options, children: [new TextRun({ text, bold })] });

function cell(text: string, width: number, options: { bold?: boolean; center?: boolean } = {}): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    verticalAlign: VerticalAlign.TOP,
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
    children: [
      new Paragraph({
        alignment: options.center ? AlignmentType.CENTER : AlignmentType.LEFT,
        children: [new TextRun({ text, bold: options.bold, size: 24 })],
      }),
    ],
  });
}

function tasksTable(block: Extract<Block, { kind: 'tasks' }>): Table {
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: TASK_COLUMNS.map((title, i) => cell(title, TASK_WIDTHS[i]!, { bold: true, center: true })),
  });
  const rows = block.rows.map(
    (row) =>
      new TableRow({
        cantSplit: true,
        children: [
          cell(row.number, TASK_WIDTHS[0]!, { center: true }),
          cell(row.essence, TASK_WIDTHS[1]!),
          cell(row.responsible, TASK_WIDTHS[2]!),
          cell(row.deadline, TASK_WIDTHS[3]!, { center: true }),
        ],
      }),
  );
  return new Table({ width: { size: TEXT_WIDTH, type: WidthType.DXA }, columnWidths: TASK_WIDTHS, rows: [header, ...rows] });
}

/** «Председатель ____ И.П. Иванов»: the line centred, the name against the right margin (tab stops). */
function signatureLines(block: Extract<Block, { kind: 'signatures' }>): Paragraph[] {
  return block.rows.map(
    (row, index) =>
      new Paragraph({
        spacing: { before: index === 0 ? 720 : 360 },
        keepNext: index < block.rows.length - 1,
        tabStops: [
          { type: TabStopType.CENTER, position: Math.round(TEXT_WIDTH / 2) },
          { type: TabStopType.RIGHT, position: TEXT_WIDTH },
        ],
        children: [new TextRun(`${row.role}\t${SIGNATURE_LINE}\t${row.name}`)],
      }),
  );
}

function blockContent(block: Block): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'organization':
      return [line(block.text, { alignment: AlignmentType.CENTER, spacing: { after: 360 } }, true)];
    case 'document-type':
      return [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [new TextRun({ text: block.text, bold: true, size: 30 })],
        }),
        line(block.subtitle, { alignment: AlignmentType.CENTER, spacing: { after: 240 } }),
      ];
    case 'date-number':
      return [
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
          spacing: { after: 80 },
          children: [new TextRun(`${block.date}\t${block.number}`)],
        }),
      ];
    case 'place':
      return [line(block.text, { alignment: AlignmentType.CENTER })];
    case 'title':
      return [line(block.text, { alignment: AlignmentType.CENTER, spacing: { before: 240, after: 240 } }, true)];
    case 'field':
      return [line(`${block.label}${block.separator}${block.text}`)];
    case 'people':
      return block.items.map((item, i) =>
        line(`${i + 1}. ${item}`, { indent: { left: PARAGRAPH_INDENT + 360, hanging: 360 } }),
      );
    case 'heading':
      return [line(block.text, { keepNext: true, spacing: { before: 200, after: 80 } }, true)];
    case 'paragraph':
      return [line(block.text, { alignment: AlignmentType.JUSTIFIED, indent: { firstLine: PARAGRAPH_INDENT } })];
    case 'tasks':
      return [tasksTable(block)];
    case 'signatures':
      return signatureLines(block);
  }
}

/** The protocol as DOCX: Times New Roman 14, A4 with ГОСТ margins, page numbers at the top from page 2. */
export async function renderProtocolDocx(data: ProtocolDocumentData): Promise<Buffer> {
  const pageNumber = new Header({
    children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: [PageNumber.CURRENT] })] })],
  });
  const document = new Document({
    title: protocolDocumentName(data),
    creator: 'Протоколист',
    description: data.theme,
    styles: { default: { document: { run: { font: 'Times New Roman', size: 28 } } } },
    sections: [
      {
        properties: {
          titlePage: true,
          page: { size: { width: twips(210), height: twips(297) }, margin: { ...MARGIN, header: twips(10) } },
        },
        headers: { default: pageNumber, first: new Header({ children: [] }) },
        children: protocolBlocks(data).flatMap(blockContent),
      },
    ],
  });
  return Packer.toBuffer(document);
}
