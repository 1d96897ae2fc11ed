import type { SecretaryStatsRow } from '@protocolist/contracts/stats';
import { surnameWithInitials } from '@protocolist/contracts/person-name';

/** Columns of the secretaries table, each sortable. */
export const SECRETARY_SORT_KEYS = [
  'name',
  'department',
  'status',
  'protocolsInWork',
  'protocolsDone',
  'meetingsUpcoming',
  'meetingsPast',
  'tasksProcess',
  'tasksSuccess',
  'tasksExpired',
  'overdueShare',
] as const;
export type SecretarySortKey = (typeof SECRETARY_SORT_KEYS)[number];

export interface SecretarySort {
  key: SecretarySortKey;
  direction: 'asc' | 'desc';
}

const VALUE: Record<SecretarySortKey, (row: SecretaryStatsRow) => string | number> = {
  name: (row) => row.full_name,
  department: (row) => row.department ?? '',
  // Active first when ascending.
  status: (row) => (row.is_active ? 0 : 1),
  protocolsInWork: (row) => row.protocols.in_process,
  protocolsDone: (row) => row.protocols.success,
  meetingsUpcoming: (row) => row.meetings.in_process,
  meetingsPast: (row) => row.meetings.success,
  tasksProcess: (row) => row.tasks.process,
  tasksSuccess: (row) => row.tasks.success,
  tasksExpired: (row) => row.tasks.expired,
  overdueShare: (row) => row.overdue_share,
};

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/** A sorted copy; ties keep the name order, so the table never jumps between equal rows. */
export function sortSecretaries(rows: readonly SecretaryStatsRow[], sort: SecretarySort): SecretaryStatsRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const value = VALUE[sort.key];
  return [...rows].sort(
    (a, b) => sign * compare(value(a), value(b)) || collator.compare(a.full_name, b.full_name) || a.id - b.id,
  );
}

/** Clicking the sorted column flips its direction; another column starts ascending (numbers: largest first). */
export function nextSort(current: SecretarySort, key: SecretarySortKey): SecretarySort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  const textual = key === 'name' || key === 'department' || key === 'status';
  return { key, direction: textual ? 'asc' : 'desc' };
}

const normalize = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** Rows whose name, e-mail or department contains every word of the query. */
export function searchSecretaries(rows: readonly SecretaryStatsRow[], query: string): SecretaryStatsRow[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = normalize([row.full_name, row.email ?? '', row.department ?? ''].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

const percent = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 0 });

/** 0.25 → «25 %». */
export function formatShare(share: number): string {
  return percent.format(share);
}

/** «Анисимова Анна Петровна» → «Анисимова А.П.» (chart labels), by the one name parser in contracts. */
export function shortName(fullName: string): string {
  return surnameWithInitials(fullName);
}
