import { secretaryWorkPath } from '../../../shared/config';

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
