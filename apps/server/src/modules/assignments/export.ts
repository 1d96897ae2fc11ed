import type ExcelJS from 'exceljs';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { ASSIGNMENT_STATUS_LABELS } from '@protocolist/contracts/assignments';
import { questionLabel, type TaskQuestion } from '@protocolist/contracts/tasks';
import { questionOf } from '../tasks/index.ts';
import type { AssignmentRow } from './query.ts';

type Questions = Map<number, TaskQuestion[]>;

/** The columns of both spreadsheets, in the order the register shows them. */
export const EXPORT_HEADERS = ['Ответственный', 'Поручение', 'Срок', 'Статус', 'Протокол №', 'Вопрос', 'Тема протокола', 'Дата протокола'] as const;

const DATE_FORMAT = 'DD.MM.YYYY';
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const ruDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** exceljs (about 12 MB resident) loads with the first spreadsheet, not at server start. */
const loadExcel = async (): Promise<typeof ExcelJS> => (await import('exceljs')).default;

/** «Вопрос 2: О бюджете.», or empty for a task tied to no question. */
const questionCell = (row: AssignmentRow, questions: Questions) => {
  const question = questionOf(questions.get(row.protocol_id), row.question);
  return question ? questionLabel(question) : '';
};

async function sheetOf(rows: (AssignmentRow & { question_label: string })[], dates: 'cells' | 'text') {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Протоколист';
  const sheet = workbook.addWorksheet('Поручения', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_HEADERS.map((header, index) => ({
    header,
    width: [30, 60, 12, 16, 11, 40, 40, 14][index],
    style: index === 2 || index === 7 ? { numFmt: DATE_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const date = dates === 'cells' ? asDate : ruDate;
  for (const row of rows) {
    sheet.addRow([
      row.responsible_name ?? '',
      row.essence,
      date(row.deadline),
      ASSIGNMENT_STATUS_LABELS[row.status],
      row.protocol_number,
      row.question_label,
      row.protocol_theme,
      date(row.protocol_date),
    ]);
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_HEADERS.length } };
  return workbook;
}

/** The rows as an Excel workbook: dates are date cells (sortable there), shown as ДД.ММ.ГГГГ. */
export async function assignmentsXlsx(rows: AssignmentRow[], questions: Questions): Promise<Buffer> {
  const labelled = rows.map((row) => ({ ...row, question_label: questionCell(row, questions) }));
  return Buffer.from(await (await sheetOf(labelled, 'cells')).xlsx.writeBuffer());
}

/**
 * A spreadsheet program evaluates a cell that starts with = + - @ as a formula, also from a CSV file: such a
 * text gets a leading apostrophe there (OWASP «CSV injection»). The XLSX keeps it as text, unchanged.
 */
const neutralised = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The rows as CSV for a Russian Excel: UTF-8 with a BOM, `;` between fields, dates ДД.ММ.ГГГГ. */
export async function assignmentsCsv(rows: AssignmentRow[], questions: Questions): Promise<Buffer> {
  const workbook = await sheetOf(
    rows.map((row) => ({
      ...row,
      essence: neutralised(row.essence),
      responsible_name: row.responsible_name && neutralised(row.responsible_name),
      protocol_theme: neutralised(row.protocol_theme),
      question_label: neutralised(questionCell(row, questions)),
    })),
    'text',
  );
  const csv = await workbook.csv.writeBuffer({ formatterOptions: { delimiter: ';', rowDelimiter: '\r\n', writeBOM: true, quoteColumns: false } });
  return Buffer.from(csv);
}

/**
 * One person's deadlines as an iCalendar file: an all-day entry on each deadline, with the same UID on every
 * download so a calendar that imports it again (or fetches the subscribed feed) updates the entries instead of
 * doubling them.
 */
export function assignmentsIcs(rows: AssignmentRow[], options: { person: string; publicUrl: string; refreshSeconds?: number }): string {
  const host = new URL(options.publicUrl).hostname;
  const calendar = ical({
    prodId: { company: 'Protocolist', product: 'Protocolist', language: 'RU' },
    method: ICalCalendarMethod.PUBLISH,
    name: `Поручения — ${options.person}`,
    // A subscribed feed tells the calendar app how often to fetch it again.
    ttl: options.refreshSeconds ?? null,
  });
  for (const row of rows) {
    calendar.createEvent({
      id: `task-${row.id}@${host}`,
      allDay: true,
      start: asDate(row.deadline),
      summary: `Срок: ${row.essence.length > 120 ? `${row.essence.slice(0, 119)}…` : row.essence}`,
      description: `${row.essence}\n\nПротокол №${row.protocol_number} от ${ruDate(row.protocol_date)} «${row.protocol_theme}»\nСтатус: ${ASSIGNMENT_STATUS_LABELS[row.status]}`,
    });
  }
  return calendar.toString();
}
