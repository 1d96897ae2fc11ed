import { countRu, formatDateRu, formatLongDateRu, formatTimeRu, initialsWithSurname } from '../../lib/russian/index.ts';
import type { DocumentPerson, ProtocolDocumentData } from './protocol-data.ts';

/**
 * A protocol as a list of format-neutral blocks, in the order of ГОСТ Р 7.0.97-2016 for the full form of
 * a protocol. The PDF and DOCX renderers only draw these blocks, so both files always say the same.
 */
export type Block =
  | { kind: 'organization'; text: string }
  | { kind: 'document-type'; text: string; subtitle: string }
  | { kind: 'date-number'; date: string; number: string }
  | { kind: 'place'; text: string }
  | { kind: 'title'; text: string }
  | { kind: 'field'; label: string; separator: ' — ' | ': '; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'people'; items: string[] }
  | { kind: 'tasks'; rows: TaskRow[] }
  | { kind: 'signatures'; rows: SignatureRow[] };

export interface TaskRow {
  number: string;
  essence: string;
  responsible: string;
  deadline: string;
}

export interface SignatureRow {
  role: string;
  name: string;
}

export const TASK_COLUMNS = ['№', 'Поручение', 'Ответственный', 'Срок'] as const;
const PEOPLE = ['человек', 'человека', 'человек'] as const;

const clean = (text: string | null | undefined) => text?.trim() ?? '';

export function paragraphsOf(text: string | null | undefined): string[] {
  return clean(text)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** «заседания»/«собрания» when the theme says so, otherwise a meeting: «совещания». */
function meetingKind(theme: string): string {
  if (/^заседани/i.test(theme)) return 'заседания';
  if (/^собрани/i.test(theme)) return 'собрания';
  return 'совещания';
}

function placeOf(city: string | null): string | null {
  const name = clean(city).replace(/^г\.\s*/i, '');
  return name ? `г. ${name}` : null;
}

function personLine(person: DocumentPerson): string {
  const details = [clean(person.position), clean(person.department)].filter(Boolean).join(', ');
  return details ? `${person.full_name} — ${details}` : person.full_name;
}

const isAgendaTitle = (title: string) => /^повестка(\s+дня)?$/i.test(clean(title).replace(/[:.]$/, ''));

function agendaParagraphs(data: ProtocolDocumentData): string[] {
  const fromSections = data.sections.filter((s) => isAgendaTitle(s.key)).flatMap((s) => paragraphsOf(s.value));
  return [...new Set([...paragraphsOf(data.agenda), ...fromSections])];
}

function headerBlocks(data: ProtocolDocumentData): Block[] {
  const blocks: Block[] = [];
  const organization = clean(data.organization_name);
  if (organization) blocks.push({ kind: 'organization', text: organization.toLocaleUpperCase('ru-RU') });
  blocks.push({ kind: 'document-type', text: 'ПРОТОКОЛ', subtitle: meetingKind(clean(data.theme)) });
  blocks.push({ kind: 'date-number', date: formatLongDateRu(data.event_date), number: `№ ${data.protocol_number}` });
  const place = placeOf(data.city);
  if (place) blocks.push({ kind: 'place', text: place });
  if (clean(data.theme)) blocks.push({ kind: 'title', text: clean(data.theme) });
  if (clean(data.location)) blocks.push({ kind: 'field', label: 'Место проведения', separator: ': ', text: clean(data.location) });
  if (data.event_start_time) {
    blocks.push({ kind: 'field', label: 'Время начала', separator: ': ', text: formatTimeRu(data.event_start_time) });
  }
  if (data.chair) blocks.push({ kind: 'field', label: 'Председатель', separator: ' — ', text: data.chair.full_name });
  if (data.secretary) blocks.push({ kind: 'field', label: 'Секретарь', separator: ' — ', text: data.secretary.full_name });
  if (data.members.length > 0) {
    blocks.push({ kind: 'field', label: 'Присутствовали', separator: ': ', text: countRu(data.members.length, PEOPLE) });
    blocks.push({ kind: 'people', items: data.members.map(personLine) });
  }
  return blocks;
}

function bodyBlocks(data: ProtocolDocumentData): Block[] {
  const blocks: Block[] = [];
  const agenda = agendaParagraphs(data);
  if (agenda.length > 0) {
    blocks.push({ kind: 'heading', text: 'ПОВЕСТКА ДНЯ:' });
    for (const text of agenda) blocks.push({ kind: 'paragraph', text });
  }
  for (const section of data.sections) {
    const paragraphs = paragraphsOf(section.value);
    if (paragraphs.length === 0 || isAgendaTitle(section.key)) continue;
    const title = clean(section.key).replace(/[:.]$/, '').toLocaleUpperCase('ru-RU');
    if (title) blocks.push({ kind: 'heading', text: `${title}:` });
    for (const text of paragraphs) blocks.push({ kind: 'paragraph', text });
  }
  if (data.tasks.length > 0) {
    blocks.push({ kind: 'heading', text: 'ПОРУЧЕНИЯ:' });
    blocks.push({
      kind: 'tasks',
      rows: data.tasks.map((task, index) => ({
        number: `${index + 1}.`,
        essence: clean(task.essence),
        responsible: clean(task.responsible),
        deadline: formatDateRu(task.deadline),
      })),
    });
  }
  return blocks;
}

function signatureBlocks(data: ProtocolDocumentData): Block[] {
  const rows: SignatureRow[] = [];
  if (data.chair) rows.push({ role: 'Председатель', name: initialsWithSurname(data.chair.full_name) });
  if (data.secretary) rows.push({ role: 'Секретарь', name: initialsWithSurname(data.secretary.full_name) });
  return rows.length > 0 ? [{ kind: 'signatures', rows }] : [];
}

export function protocolBlocks(data: ProtocolDocumentData): Block[] {
  return [...headerBlocks(data), ...bodyBlocks(data), ...signatureBlocks(data)];
}

/** «Протокол №12 от 22.11.2026» — the document's name, also its file name. */
export function protocolDocumentName(data: Pick<ProtocolDocumentData, 'protocol_number' | 'event_date'>): string {
  return `Протокол №${data.protocol_number} от ${formatDateRu(data.event_date)}`;
}
