import { formatShare, type SecretarySortKey, type SecretaryStatsRow } from '../../../entities/stats';
import { SECRETARIES_TEXTS } from '../config/messages';

const COLUMNS = SECRETARIES_TEXTS.columns;
const TITLES = SECRETARIES_TEXTS.columnTitles;

export interface CountColumn {
  key: SecretarySortKey;
  /** Short header under its group. */
  label: string;
  /** Full name, for the sort button's accessible name and tooltip. */
  title: string;
  value: (row: SecretaryStatsRow) => number;
  /** How the value reads; the number itself when absent. */
  format?: (value: number) => string;
  /** Drawn in red when above zero. */
  alarming?: boolean;
}

interface ColumnGroup {
  label: string;
  columns: CountColumn[];
}

/** The number columns, grouped under «Протоколы», «Совещания» and «Поручения» (with the overdue share). */
export const COUNT_GROUPS: ColumnGroup[] = [
  {
    label: COLUMNS.protocols,
    columns: [
      { key: 'protocolsInWork', label: COLUMNS.protocolsInWork, title: TITLES.protocolsInWork, value: (row) => row.protocols.in_process },
      { key: 'protocolsDone', label: COLUMNS.protocolsDone, title: TITLES.protocolsDone, value: (row) => row.protocols.success },
    ],
  },
  {
    label: COLUMNS.meetings,
    columns: [
      { key: 'meetingsUpcoming', label: COLUMNS.meetingsUpcoming, title: TITLES.meetingsUpcoming, value: (row) => row.meetings.in_process },
      { key: 'meetingsPast', label: COLUMNS.meetingsPast, title: TITLES.meetingsPast, value: (row) => row.meetings.success },
    ],
  },
  {
    label: COLUMNS.tasks,
    columns: [
      { key: 'tasksProcess', label: COLUMNS.tasksProcess, title: TITLES.tasksProcess, value: (row) => row.tasks.process },
      { key: 'tasksSuccess', label: COLUMNS.tasksSuccess, title: TITLES.tasksSuccess, value: (row) => row.tasks.success },
      {
        key: 'tasksExpired',
        label: COLUMNS.tasksExpired,
        title: TITLES.tasksExpired,
        value: (row) => row.tasks.expired,
        alarming: true,
      },
      {
        key: 'overdueShare',
        label: COLUMNS.overdueShare,
        title: TITLES.overdueShare,
        value: (row) => row.overdue_share,
        format: formatShare,
        alarming: true,
      },
    ],
  },
];

export const COUNT_COLUMNS = COUNT_GROUPS.flatMap((group) => group.columns);
