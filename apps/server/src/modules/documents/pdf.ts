import path from 'node:path';
import PDFDocument from 'pdfkit';
import { documentMetadata, protocolBlocks, type Block } from './layout.ts';
import type { DocumentOptions, ProtocolDocumentData } from './protocol-data.ts';

/** PT Serif (ParaType Free Font License) ships in the repository: the same glyphs on every machine, no system fonts. */
export const FONT_DIR = path.resolve(import.meta.dirname, '../../../assets/fonts/pt-serif');
const REGULAR = path.join(FONT_DIR, 'PTSerif-Regular.ttf');
const BOLD = path.join(FONT_DIR, 'PTSerif-Bold.ttf');

const MM = 72 / 25.4;
/** ГОСТ Р 7.0.97-2025: left 20 mm, right 10 mm, top and bottom 20 mm. */
export const MARGINS_MM = { left: 20, top: 20, right: 10, bottom: 20 } as const;
const SIZE = 12;
const LINE_GAP = 1.8;
const PARAGRAPH_INDENT = 12.5 * MM;
const SIGNATURE_LINE = '____________________';

type Doc = PDFKit.PDFDocument;

/**
 * Draws the layout's blocks with pdfkit itself: pdfmake spent about three times as long as a plain pdfkit dump on
 * a 2-hour protocol (bench/documents.mjs), and the layout needs no more than paragraphs, columns and page breaks.
 */
class PdfWriter {
  private readonly doc: Doc;
  private readonly left: number;
  private readonly width: number;
  /**
   * Points that must follow the next piece of text on its page: the signatures or the certification that end the
   * document. A records clerk does not sign a page with nothing but signatures on it (ГОСТ Р 7.0.97-2025, 5.26).
   */
  private tail = 0;

  constructor(doc: Doc) {
    this.doc = doc;
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** A new page unless `height` more points fit on this one (keeps a heading with its text, a signature whole). */
  private keep(height: number) {
    if (this.doc.y + height > this.bottom && this.doc.y > this.doc.page.margins.top) this.doc.addPage();
  }

  /** Keeps a piece of text of `height` points with the tail, when both fit on one page; then the tail is placed. */
  private keepWithTail(height: number) {
    const page = this.bottom - this.doc.page.margins.top;
    if (this.tail > 0 && height + this.tail <= page) this.keep(height + this.tail);
    else this.keep(Math.min(height, page));
  }

  private gap(points: number) {
    if (this.doc.y > this.doc.page.margins.top) this.doc.y += points;
  }

  private lineHeight() {
    return this.doc.currentLineHeight(true) + LINE_GAP;
  }

  private text(text: string, options: PDFKit.Mixins.TextOptions & { bold?: boolean; x?: number } = {}) {
    const { bold, x, ...rest } = options;
    this.doc.font(bold ? 'bold' : 'regular');
    this.doc.text(text, x ?? this.left, this.doc.y, { width: this.width - ((x ?? this.left) - this.left), lineGap: LINE_GAP, ...rest });
  }

  /** «1.1.  text» with the text's lines aligned after the number; an item is not split over two pages. */
  private numbered(items: { number: string; text: string }[], indent: number, numberWidth: number) {
    const x = this.left + indent;
    const width = this.width - indent - numberWidth;
    items.forEach((item, index) => {
      this.doc.font('regular');
      const height = this.doc.heightOfString(item.text, { width, lineGap: LINE_GAP });
      if (index === items.length - 1) this.keepWithTail(height);
      else this.keep(height);
      const y = this.doc.y;
      this.doc.text(item.number, x, y, { width: numberWidth, lineGap: LINE_GAP });
      this.doc.text(item.text, x + numberWidth, y, { width, align: 'justify', lineGap: LINE_GAP });
      this.doc.y += 3;
    });
  }

  /** «Председатель ____ И.П. Иванов» on one line: role at the margin, the line in the middle, the name at the right. */
  private signatureLine(role: string, name: string) {
    const y = this.doc.y;
    this.doc.font('regular');
    this.doc.text(role, this.left, y, { width: 140, lineBreak: false });
    this.doc.text(SIGNATURE_LINE, this.left + 140, y, { width: this.width - 280, align: 'center', lineBreak: false });
    this.doc.text(name, this.left + this.width - 140, y, { width: 140, align: 'right', lineBreak: false });
    this.doc.x = this.left;
    this.doc.y = y + this.lineHeight();
  }

  private signaturesHeight(rows: number) {
    return this.lineHeight() * rows + 14 * (rows - 1);
  }

  private certificationHeight() {
    return this.lineHeight() * 3 + 8 + 6;
  }

  /** The blocks in order; the text just before the signatures (or the certification) stays on their page. */
  blocks(blocks: Block[]) {
    blocks.forEach((block, index) => {
      const next = blocks[index + 1];
      this.doc.fontSize(SIZE);
      this.tail =
        next?.kind === 'signatures' ? 24 + this.signaturesHeight(next.rows.length) : next?.kind === 'certification' ? 24 + this.certificationHeight() : 0;
      this.block(block, next);
    });
    this.tail = 0;
  }

  /**
   * Points of what must share a page with a heading or a bare label: the first item of the list (or the first
   * paragraph) under it, so that a heading never ends a page with its list on the next. An item or a paragraph
   * is never split (see `numbered`, `keepWithTail`), so the whole of it counts.
   */
  private firstPieceHeight(next: Block | undefined): number {
    this.doc.font('regular');
    if (next?.kind === 'list') {
      const indent = next.style === 'decisions' ? PARAGRAPH_INDENT + 34 : 24;
      return this.doc.heightOfString(next.items[0]?.text ?? '', { width: this.width - indent, lineGap: LINE_GAP }) + 3;
    }
    if (next?.kind === 'paragraph') {
      return this.doc.heightOfString(next.text, { width: this.width, indent: PARAGRAPH_INDENT, lineGap: LINE_GAP });
    }
    return this.lineHeight() * 2;
  }

  /** A heading (or label) of `height` points with the first piece below it, when the two fit on one page. */
  private keepHeading(height: number, next: Block | undefined) {
    const page = this.bottom - this.doc.page.margins.top;
    this.keep(Math.min(height + this.firstPieceHeight(next), page));
  }

  private block(block: Block, next: Block | undefined) {
    switch (block.kind) {
      case 'organization':
        this.text(block.text, { bold: true, align: 'center' });
        this.gap(14);
        return;
      case 'document-type':
        this.doc.fontSize(14);
        this.text(block.text, { bold: true, align: 'center' });
        this.doc.fontSize(SIZE);
        this.gap(10);
        return;
      case 'date-number': {
        const y = this.doc.y;
        this.doc.font('regular');
        this.doc.text(block.date, this.left, y, { width: this.width / 2, lineBreak: false });
        this.doc.text(block.number, this.left + this.width / 2, y, { width: this.width / 2, align: 'right', lineBreak: false });
        this.doc.x = this.left;
        this.doc.y = y + this.lineHeight() + 4;
        return;
      }
      case 'place':
        this.text(block.text, { align: 'center' });
        this.gap(6);
        return;
      case 'title':
        this.gap(6);
        this.text(block.text, { bold: true, align: 'center' });
        this.gap(12);
        return;
      case 'field':
        this.text(`${block.label}${block.separator}${block.text}`, { align: 'justify' });
        this.gap(3);
        return;
      case 'heading':
        this.gap(10);
        this.keepHeading(this.lineHeight() + 4, next);
        this.text(block.text, { bold: true });
        this.gap(4);
        return;
      case 'part':
        this.gap(8);
        if (block.text) {
          this.doc.font('regular');
          this.keepWithTail(Math.max(this.lineHeight() * 3, this.doc.heightOfString(`${block.label} ${block.text}`, { width: this.width, lineGap: LINE_GAP })));
          this.doc.font('bold').text(`${block.label} `, this.left, this.doc.y, { width: this.width, lineGap: LINE_GAP, continued: true });
          this.doc.font('regular').text(block.text, { align: 'justify', lineGap: LINE_GAP });
        } else {
          this.keepHeading(this.lineHeight() + 3, next);
          this.text(block.label, { bold: true });
        }
        this.gap(3);
        return;
      case 'list':
        if (block.style === 'decisions') this.numbered(block.items, PARAGRAPH_INDENT, 34);
        else this.numbered(block.items, 0, 24);
        this.gap(4);
        return;
      case 'paragraph':
        this.doc.font('regular');
        this.keepWithTail(this.doc.heightOfString(block.text, { width: this.width, indent: PARAGRAPH_INDENT, lineGap: LINE_GAP }));
        this.text(block.text, { align: 'justify', indent: PARAGRAPH_INDENT });
        this.gap(3);
        return;
      case 'signatures':
        this.gap(24);
        this.keep(this.signaturesHeight(block.rows.length));
        block.rows.forEach((row, index) => {
          if (index > 0) this.gap(14);
          this.signatureLine(row.role, row.name);
        });
        return;
      case 'certification':
        this.gap(24);
        this.keep(this.certificationHeight());
        this.text('Верно');
        this.gap(8);
        this.signatureLine(block.role, block.name);
        this.gap(6);
        this.text(block.date);
        return;
      case 'appendix':
        this.doc.addPage();
        this.text(block.text, { x: this.left + this.width / 2 });
        this.gap(18);
        return;
    }
  }
}

type Fragment = (this: Doc, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) => void;
type WidthOf = (this: Doc, text: string, options?: PDFKit.Mixins.TextOptions) => number;

/**
 * pdfkit justifies a line by measuring it with its spaces removed: one unique string per line, shaped afresh by
 * fontkit and kept in its layout cache, which made justified text five times slower than left-aligned. Measured as
 * the sum of its words instead (each word's layout is cached), a line costs almost nothing, and the widths are the
 * ones pdfkit draws the words with. pdfkit ^0.19 (`_fragment`, `widthOfString`).
 */
function measureJustifiedLinesByWords(doc: Doc): void {
  const internals = doc as unknown as { _fragment: Fragment; widthOfString: WidthOf };
  const fragment = internals._fragment;
  const widthOf = internals.widthOfString;
  let words: string[] | null = null;
  let joined = '';
  internals._fragment = function (text, x, y, options) {
    if (options.align === 'justify') {
      words = String(text).trim().split(/\s+/);
      joined = words.join('');
    }
    try {
      fragment.call(this, text, x, y, options);
    } finally {
      words = null;
    }
  };
  internals.widthOfString = function (text, options) {
    if (words && text === joined) return words.reduce((sum, word) => sum + widthOf.call(this, word, options), 0);
    return widthOf.call(this, text, options);
  };
}

/** The protocol as an A4 PDF per ГОСТ Р 7.0.97-2025: PT Serif 12, page numbers at the top centre from page 2. */
export async function renderProtocolPdf(data: ProtocolDocumentData, options: DocumentOptions = { form: 'full' }): Promise<Buffer> {
  const meta = documentMetadata(data, options);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { left: MARGINS_MM.left * MM, top: MARGINS_MM.top * MM, right: MARGINS_MM.right * MM, bottom: MARGINS_MM.bottom * MM },
    bufferPages: true,
    lang: meta.language,
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, Subject: meta.subject, Creator: 'Протоколист', CreationDate: meta.created, ModDate: meta.created },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  measureJustifiedLinesByWords(doc);
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  doc.font('regular').fontSize(SIZE);
  const writer = new PdfWriter(doc);
  writer.blocks(protocolBlocks(data, options));

  const { start, count } = doc.bufferedPageRange();
  for (let page = start + 1; page < start + count; page += 1) {
    doc.switchToPage(page);
    const margins = doc.page.margins;
    const top = margins.top;
    margins.top = 0; // drawing inside the top margin must not start a new page
    doc.font('regular').fontSize(11);
    doc.text(String(page - start + 1), margins.left, 10 * MM, {
      width: doc.page.width - margins.left - margins.right,
      align: 'center',
      lineBreak: false,
    });
    margins.top = top;
  }
  doc.end();
  return done;
}
