import { countRu, formatDateRu, formatTimeRu, initialsWithSurname, surnameWithInitials } from '../../lib/russian/index.ts';
import type { AgendaItem, Statement } from '../../pipeline/protocol-text/index.ts';
import type { DocumentBlock } from '@protocolist/contracts/documents';
import type { DocumentOptions, DocumentPerson, ProtocolDocumentData } from './protocol-data.ts';

/**
 * The protocol as format-neutral blocks (contracts' DocumentBlock), in the order of ГОСТ Р 7.0.97-2025 for a
 * protocol (full or short form) and for an extract. The PDF, the DOCX and the web preview only draw these
 * blocks, so all three always say the same.
 */
export type Block = DocumentBlock;
export type SignatureRow = Extract<Block, { kind: 'signatures' }>['rows'][number];

/** Up to this many people present are named in the protocol; more go to an appendix (ГОСТ Р 7.0.97-2025). */
export const ATTENDEES_INLINE_MAX = 15;
const PEOPLE = ['человек', 'человека', 'человек'] as const;
const NO_NUMBER = '№ ______';

const clean = (text: string | null | undefined) => text?.trim() ?? '';

const GENITIVE_KINDS: [RegExp, string][] = [
  [/^заседани\p{L}*$/iu, 'заседания'],
  [/^совещани\p{L}*$/iu, 'совещания'],
  [/^собрани\p{L}*$/iu, 'собрания'],
  [/^планёрк\p{L}*$/iu, 'планёрки'],
  [/^планерк\p{L}*$/iu, 'планерки'],
];

/** The heading under ПРОТОКОЛ: «Заседание правления» → «заседания правления», any other theme → «совещания «…»». */
export function meetingHeading(theme: string): string {
  const text = clean(theme);
  const [first = '', ...rest] = text.split(/\s+/);
  const kind = GENITIVE_KINDS.find(([pattern]) => pattern.test(first))?.[1];
  if (kind) return [kind, ...rest].join(' ');
  return text ? `совещания «${text.replace(/^«(.*)»$/u, '$1')}»` : 'совещания';
}

function placeOf(city: string | null): string | null {
  const name = clean(city).replace(/^г\.\s*/i, '');
  return name ? `г. ${name}` : null;
}

const bySurname = (a: DocumentPerson, b: DocumentPerson) =>
  surnameWithInitials(a.full_name).localeCompare(surnameWithInitials(b.full_name), 'ru', { numeric: true });

function personWithPost(person: DocumentPerson): string {
  const details = [clean(person.position), clean(person.department)].filter(Boolean).join(', ');
  return details ? `${person.full_name} — ${details}` : person.full_name;
}

/** Everyone present but the chair and the secretary (named above them), and the invited, each alphabetically. */
function attendance(data: ProtocolDocumentData): { present: DocumentPerson[]; invited: DocumentPerson[] } {
  const officials = new Set([data.chair?.id, data.secretary?.id].filter((id) => id !== undefined));
  const others = data.members.filter((member) => !officials.has(member.id));
  return {
    present: others.filter((member) => !member.invited).sort(bySurname),
    invited: others.filter((member) => member.invited).sort(bySurname),
  };
}

function printedNumber(data: ProtocolDocumentData): string {
  return data.number ? `№ ${data.number}` : NO_NUMBER;
}

function headerBlocks(data: ProtocolDocumentData, extract: boolean): Block[] {
  const blocks: Block[] = [];
  const organization = clean(data.organization_name);
  if (organization) blocks.push({ kind: 'organization', text: organization.toLocaleUpperCase('ru-RU') });
  blocks.push({ kind: 'document-type', text: extract ? 'ВЫПИСКА ИЗ ПРОТОКОЛА' : 'ПРОТОКОЛ' });
  blocks.push({ kind: 'date-number', date: formatDateRu(data.event_date), number: printedNumber(data) });
  const place = placeOf(data.city);
  if (place) blocks.push({ kind: 'place', text: place });
  blocks.push({ kind: 'title', text: meetingHeading(data.theme) });
  if (clean(data.location)) blocks.push({ kind: 'field', label: 'Место проведения', separator: ': ', text: clean(data.location) });
  if (data.event_start_time) {
    blocks.push({ kind: 'field', label: 'Время начала', separator: ': ', text: formatTimeRu(data.event_start_time) });
  }
  if (data.chair) blocks.push({ kind: 'field', label: 'Председатель', separator: ' — ', text: surnameWithInitials(data.chair.full_name) });
  if (data.secretary) {
    blocks.push({ kind: 'field', label: 'Секретарь', separator: ' — ', text: surnameWithInitials(data.secretary.full_name) });
  }
  const { present, invited } = attendance(data);
  if (present.length > ATTENDEES_INLINE_MAX) {
    const count = countRu(present.length, PEOPLE);
    blocks.push({ kind: 'field', label: 'Присутствовали', separator: ': ', text: extract ? count : `${count} (список прилагается)` });
  } else if (present.length > 0) {
    blocks.push({ kind: 'field', label: 'Присутствовали', separator: ': ', text: present.map((p) => surnameWithInitials(p.full_name)).join(', ') });
  }
  if (invited.length > 0) {
    const names = invited.map((person) => {
      const post = [clean(person.position), clean(person.department)].filter(Boolean).join(', ');
      return post ? `${surnameWithInitials(person.full_name)} (${post})` : surnameWithInitials(person.full_name);
    });
    blocks.push({ kind: 'field', label: 'Приглашённые', separator: ': ', text: names.join(', ') });
  }
  return blocks;
}

const said = (statement: Statement) => (statement.speaker ? `${statement.speaker} — ${statement.text}`.replace(/ — $/u, '') : statement.text);

/** A labelled part: the first statement on the label's line, the rest as paragraphs. */
function partBlocks(label: string, lines: string[]): Block[] {
  const [first = null, ...rest] = lines;
  return [{ kind: 'part', label, text: first }, ...rest.map((text): Block => ({ kind: 'paragraph', text }))];
}

function itemBlocks(item: AgendaItem, short: boolean): Block[] {
  const blocks: Block[] = [];
  let numbered = false;
  const label = (text: string) => {
    if (numbered) return text;
    numbered = true;
    return `${item.number}. ${text}`;
  };
  // «СЛУШАЛИ: Петрову А.В. — …»: whom they heard, in the accusative.
  const heardSpeaker = (s: Statement): Statement => ({ ...s, speaker: s.whom ?? s.speaker });
  const heard = short
    ? item.heard.map((s) => [heardSpeaker(s).speaker, item.title ?? s.text].filter(Boolean).join(' — '))
    : item.heard.map((s) => said(heardSpeaker(s)));
  if (heard.length === 0 && item.title) heard.push(item.title);
  if (heard.length > 0) blocks.push(...partBlocks(label('СЛУШАЛИ:'), heard));
  if (!short && item.spoke.length > 0) blocks.push(...partBlocks(label('ВЫСТУПИЛИ:'), item.spoke.map(said)));
  for (const other of item.other) blocks.push(...partBlocks(label(`${other.title.toLocaleUpperCase('ru-RU')}:`), other.paragraphs));
  const decisions = [...item.decisions, ...item.assignments.map((assignment) => assignment.text)];
  if (decisions.length > 0) {
    blocks.push({ kind: 'part', label: label('ПОСТАНОВИЛИ (РЕШИЛИ):'), text: null });
    blocks.push({
      kind: 'list',
      style: 'decisions',
      items: decisions.map((text, index) => ({ number: `${item.number}.${index + 1}.`, text })),
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

function appendixBlocks(data: ProtocolDocumentData): Block[] {
  const { present } = attendance(data);
  if (present.length <= ATTENDEES_INLINE_MAX) return [];
  return [
    { kind: 'appendix', text: `Приложение к протоколу от ${formatDateRu(data.event_date)} ${printedNumber(data)}` },
    { kind: 'heading', text: 'СПИСОК ПРИСУТСТВОВАВШИХ' },
    { kind: 'list', style: 'people', items: present.map((person, index) => ({ number: `${index + 1}.`, text: personWithPost(person) })) },
  ];
}

/** The blocks of the full protocol, its short form, or an extract of the chosen items. */
export function protocolBlocks(data: ProtocolDocumentData, options: DocumentOptions = { form: 'full' }): Block[] {
  const extract = options.form === 'extract';
  const short = options.form === 'short';
  const chosen = extract ? new Set(options.items ?? []) : null;
  const items = data.text.items.filter((item) => !chosen || chosen.has(item.number));
  const blocks = headerBlocks(data, extract);

  const agenda = data.text.agenda
    .map((text, index) => ({ number: `${index + 1}.`, text }))
    .filter((_, index) => !chosen || chosen.has(index + 1));
  if (agenda.length > 0) {
    blocks.push({ kind: 'heading', text: 'ПОВЕСТКА ДНЯ:' });
    blocks.push({ kind: 'list', style: 'agenda', items: agenda });
  }
  if (!extract) {
    for (const part of data.text.preamble) blocks.push(...partBlocks(`${part.title.toLocaleUpperCase('ru-RU')}:`, part.paragraphs));
  }
  for (const item of items) blocks.push(...itemBlocks(item, short));
  if (!extract && data.text.assignments.length > 0) {
    blocks.push({ kind: 'heading', text: 'ПОРУЧЕНИЯ:' });
    blocks.push({
      kind: 'list',
      style: 'agenda',
      items: data.text.assignments.map((assignment, index) => ({ number: `${index + 1}.`, text: assignment.text })),
    });
  }
  if (extract) {
    if (data.secretary) {
      blocks.push({
        kind: 'certification',
        role: 'Секретарь',
        name: initialsWithSurname(data.secretary.full_name),
        date: formatDateRu(data.issued_on),
      });
    }
    return blocks;
  }
  return [...blocks, ...signatureBlocks(data), ...appendixBlocks(data)];
}

/** «Протокол №12 от 22.11.2026», «Выписка из протокола №12 от 22.11.2026» — the document's name and file name. */
export function protocolDocumentName(
  data: Pick<ProtocolDocumentData, 'number' | 'event_date'>,
  form: DocumentOptions['form'] = 'full',
): string {
  const kind = form === 'extract' ? 'Выписка из протокола' : form === 'short' ? 'Протокол (краткий)' : 'Протокол';
  return data.number ? `${kind} №${data.number} от ${formatDateRu(data.event_date)}` : `${kind} от ${formatDateRu(data.event_date)}`;
}

/** What both files declare about themselves (PDF Info and /Lang, DOCX core.xml and styles): the same in each. */
export interface DocumentMetadata {
  title: string;
  subject: string;
  /** The organisation whose protocol it is. */
  author: string;
  language: 'ru-RU';
  /** When the file was made (not the meeting's date). */
  created: Date;
}

export function documentMetadata(data: ProtocolDocumentData, options: DocumentOptions = { form: 'full' }): DocumentMetadata {
  return {
    title: protocolDocumentName(data, options.form),
    subject: data.theme,
    author: data.organization_name,
    language: 'ru-RU',
    created: new Date(),
  };
}
