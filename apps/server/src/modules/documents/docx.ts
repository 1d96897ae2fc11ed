import {
  AlignmentType,
  Document,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  TabStopType,
  TextRun,
  type INumberingOptions,
  type IParagraphOptions,
} from 'docx';
import { documentMetadata, protocolBlocks, type Block } from './layout.ts';
import type { DocumentOptions, ProtocolDocumentData } from './protocol-data.ts';

const twips = (mm: number) => Math.round((mm * 1440) / 25.4);
/** ГОСТ Р 7.0.97-2025: left 20 mm, right 10 mm, top and bottom 20 mm on A4. */
const MARGIN = { top: twips(20), right: twips(10), bottom: twips(20), left: twips(20) };
const TEXT_WIDTH = twips(210 - 20 - 10);
const PARAGRAPH_INDENT = twips(12.5);
const SIGNATURE_LINE = '____________________';
const FONT = 'Times New Roman';

/**
 * Word styles with Russian names, so that the secretary edits the protocol as a Word document: the text, the
 * requisites, the parts (outline level 2, in the navigation pane), headings and numbered lists.
 */
const STYLES = {
  default: {
    // Russian for Word's and LibreOffice's spelling and hyphenation (they take English otherwise).
    document: { run: { font: FONT, size: 28, language: { value: 'ru-RU' } }, paragraph: { spacing: { after: 60, line: 264 } } },
    title: { run: { font: FONT, size: 30, bold: true, color: '000000' }, paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 240 } } },
    heading1: {
      run: { font: FONT, size: 28, bold: true, color: '000000' },
      paragraph: { spacing: { before: 240, after: 120 }, keepNext: true },
    },
  },
  paragraphStyles: [
    {
      id: 'ProtocolText',
      name: 'Текст протокола',
      basedOn: 'Normal',
      next: 'ProtocolText',
      quickFormat: true,
      paragraph: { alignment: AlignmentType.JUSTIFIED, indent: { firstLine: PARAGRAPH_INDENT } },
    },
    {
      id: 'ProtocolPart',
      name: 'Раздел протокола',
      basedOn: 'Normal',
      next: 'ProtocolText',
      quickFormat: true,
      paragraph: { alignment: AlignmentType.JUSTIFIED, spacing: { before: 160 }, keepNext: true, outlineLevel: 1 },
    },
    {
      id: 'ProtocolRequisite',
      name: 'Реквизит протокола',
      basedOn: 'Normal',
      next: 'ProtocolRequisite',
      quickFormat: true,
      paragraph: { alignment: AlignmentType.LEFT },
    },
    {
      id: 'ProtocolList',
      name: 'Нумерованный пункт протокола',
      basedOn: 'Normal',
      next: 'ProtocolList',
      quickFormat: true,
      paragraph: { alignment: AlignmentType.JUSTIFIED },
    },
  ],
};

type NumberingConfig = INumberingOptions['config'][number];

function listNumbering(reference: string, text: string, indent: number): NumberingConfig {
  return {
    reference,
    levels: [
      {
        level: 0,
        format: LevelFormat.DECIMAL,
        text,
        alignment: AlignmentType.LEFT,
        style: { paragraph: { indent: { left: indent + 720, hanging: 720 } } },
      },
    ],
  };
}

/** A run without `bold` keeps its style's weight (`bold: false` would write `<w:b w:val="false"/>` over a heading's). */
const line = (text: string, options: Omit<IParagraphOptions, 'children'> = {}, bold = false) =>
  new Paragraph({ ...options, children: [new TextRun(bold ? { text, bold } : text)] });

/** «Председатель ____ И.П. Иванов»: the line centred, the name against the right margin (tab stops). */
function signatureLine(role: string, name: string, spacingBefore: number, keepNext: boolean): Paragraph {
  return new Paragraph({
    style: 'ProtocolRequisite',
    spacing: { before: spacingBefore },
    keepNext,
    tabStops: [
      { type: TabStopType.CENTER, position: Math.round(TEXT_WIDTH / 2) },
      { type: TabStopType.RIGHT, position: TEXT_WIDTH },
    ],
    children: [new TextRun(`${role}\t${SIGNATURE_LINE}\t${name}`)],
  });
}

/** Turns blocks into Word paragraphs; every numbered list gets its own numbering so each starts at 1 (or n.1). */
class DocxWriter {
  readonly numbering: NumberingConfig[] = [];
  private lists = 0;

  private list(block: Extract<Block, { kind: 'list' }>, keepLastWithNext: boolean): Paragraph[] {
    this.lists += 1;
    const prefix = block.style === 'decisions' ? block.items[0]!.number.replace(/\d+\.$/, '') : '';
    const reference = `list-${this.lists}`;
    this.numbering.push(listNumbering(reference, `${prefix}%1.`, block.style === 'decisions' ? PARAGRAPH_INDENT : 0));
    return block.items.map(
      (item, index) =>
        new Paragraph({
          style: 'ProtocolList',
          numbering: { reference, level: 0 },
          keepNext: keepLastWithNext && index === block.items.length - 1,
          children: [new TextRun(item.text)],
        }),
    );
  }

  /** `keepWithNext`: the text just before the signatures, kept on their page (ГОСТ Р 7.0.97-2025, 5.26). */
  paragraphs(block: Block, keepWithNext: boolean): Paragraph[] {
    switch (block.kind) {
      case 'organization':
        return [line(block.text, { style: 'ProtocolRequisite', alignment: AlignmentType.CENTER, spacing: { after: 280 } }, true)];
      case 'document-type':
        return [line(block.text, { heading: HeadingLevel.TITLE })];
      case 'date-number':
        return [
          new Paragraph({
            style: 'ProtocolRequisite',
            tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
            children: [new TextRun(`${block.date}\t${block.number}`)],
          }),
        ];
      case 'place':
        return [line(block.text, { style: 'ProtocolRequisite', alignment: AlignmentType.CENTER })];
      case 'title':
        return [line(block.text, { style: 'ProtocolRequisite', alignment: AlignmentType.CENTER, spacing: { before: 120, after: 240 } }, true)];
      case 'field':
        return [line(`${block.label}${block.separator}${block.text}`, { style: 'ProtocolRequisite', alignment: AlignmentType.JUSTIFIED, keepNext: keepWithNext })];
      case 'heading':
        return [line(block.text, { heading: HeadingLevel.HEADING_1 })];
      case 'part':
        return [
          new Paragraph({
            style: 'ProtocolPart',
            children: [new TextRun({ text: block.label, bold: true }), ...(block.text ? [new TextRun(` ${block.text}`)] : [])],
          }),
        ];
      case 'list':
        return this.list(block, keepWithNext);
      case 'paragraph':
        return [line(block.text, { style: 'ProtocolText', keepNext: keepWithNext })];
      case 'signatures':
        return block.rows.map((row, index) => signatureLine(row.role, row.name, index === 0 ? 720 : 360, index < block.rows.length - 1));
      case 'certification':
        return [
          line('Верно', { style: 'ProtocolRequisite', spacing: { before: 720 }, keepNext: true }),
          signatureLine(block.role, block.name, 240, true),
          line(block.date, { style: 'ProtocolRequisite', spacing: { before: 120 } }),
        ];
      case 'appendix':
        return [line(block.text, { style: 'ProtocolRequisite', pageBreakBefore: true, indent: { left: Math.round(TEXT_WIDTH / 2) }, spacing: { after: 240 } })];
    }
  }
}

/** The protocol as DOCX with Word styles and numbered lists: Times New Roman 14, A4, page numbers from page 2. */
export async function renderProtocolDocx(data: ProtocolDocumentData, options: DocumentOptions = { form: 'full' }): Promise<Buffer> {
  const meta = documentMetadata(data, options);
  const writer = new DocxWriter();
  const blocks = protocolBlocks(data, options);
  const signed = (block: Block | undefined) => block?.kind === 'signatures' || block?.kind === 'certification';
  const children = blocks.flatMap((block, index) => writer.paragraphs(block, signed(blocks[index + 1])));
  const pageNumber = new Header({
    children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: [PageNumber.CURRENT] })] })],
  });
  const document = new Document({
    // docProps/core.xml: dcterms:created and modified are the moment of making, as the PDF's CreationDate.
    title: meta.title,
    subject: meta.subject,
    creator: meta.author,
    lastModifiedBy: meta.author,
    styles: STYLES,
    numbering: { config: writer.numbering },
    sections: [
      {
        properties: {
          titlePage: true,
          page: { size: { width: twips(210), height: twips(297) }, margin: { ...MARGIN, header: twips(10) } },
        },
        headers: { default: pageNumber, first: new Header({ children: [] }) },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
