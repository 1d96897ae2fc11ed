import { assignmentsPath, secretaryWorkPath } from '../../../shared/config';

/**
 * The list behind each of a secretary's counters (a tile of her summary, a column of the secretaries table): the
 * drill-down page with the filters that count the same rows. Meetings and keyword hits have no list a manager
 * opens, so they lead nowhere.
 */
const COUNTER_FILTERS: Record<string, Record<string, string>> = {
  protocolsInWork: { tab: 'protocols', status: 'process' },
  protocolsDone: { tab: 'protocols', status: 'success' },
  tasksProcess: { tab: 'tasks', taskStatus: 'process' },
  tasksSuccess: { tab: 'tasks', taskStatus: 'success' },
  tasksExpired: { tab: 'tasks', taskStatus: 'expired' },
  overdueShare: { tab: 'tasks', taskStatus: 'expired' },
};

/** The tasks behind a bar of the weekly chart: in `status` (any when null) at the end of day `to`. */
export function weekListPath(secretaryId: number, to: string, status: string | null): string {
  return secretaryWorkPath(secretaryId, { tab: 'tasks', asOf: to, ...(status ? { taskStatus: status } : {}) });
}

export function counterListPath(secretaryId: number, counter: string): string | null {
  const filters = COUNTER_FILTERS[counter];
  return filters ? secretaryWorkPath(secretaryId, filters) : null;
}

/**
 * The list behind a task counter of the manager's team totals or of the secretary's own summary: the register of
 * assignments (his secretaries' tasks, her own) where it counts the same rows. «В работе» counts «Новое»,
 * «В работе» and «Срок перенесён» together: the register's «Все в работе». Protocols, meetings and secretaries
 * have no register with the same rows (the table of secretaries is under the manager's tiles): those tiles are no
 * links.
 */
const REGISTER_COUNTER_FILTERS: Record<string, Record<string, string>> = {
  tasksProcess: { status: 'in_work' },
  tasksSuccess: { status: 'success' },
  tasksExpired: { status: 'expired' },
  overdueShare: { status: 'expired' },
};

export function registerCounterListPath(counter: string): string | null {
  const filters = REGISTER_COUNTER_FILTERS[counter];
  return filters ? assignmentsPath(filters) : null;
}
