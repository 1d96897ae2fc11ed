import { describe, expect, it } from 'vitest';
import type { SecretaryStatsRow } from '@protocolist/contracts/stats';
import type { Task } from '@protocolist/contracts/tasks';
import { daysBetween, monthGridRange, monthLabel, monthOf, shiftMonth } from './month';
import { formatShare, nextSort, searchSecretaries, shortName, sortSecretaries } from './secretary-rows';
import { urgentTasks } from './urgent-tasks';
import { weekLabel } from './week-label';
import { hasTasks, weekBars, weeklySummary } from './weekly-chart';

describe('months and weeks', () => {
  it('moves between months across years and names them in Russian', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthLabel('2026-10')).toBe('Октябрь 2026');
    expect(monthOf(new Date(2026, 10, 30))).toBe('2026-11');
  });

  it('covers whole Monday-to-Sunday weeks around the month', () => {
    // November 2026: the 1st is a Sunday, the 30th a Monday.
    expect(monthGridRange('2026-11')).toEqual({ start_date_at: '2026-10-26', end_date_at: '2026-12-06' });
    // June 2026 starts on a Monday and ends on a Tuesday.
    expect(monthGridRange('2026-06')).toEqual({ start_date_at: '2026-06-01', end_date_at: '2026-07-05' });
  });

  it('labels weeks like «2–8 нояб.»', () => {
    expect(weekLabel('2026-11-02', '2026-11-08')).toBe('2–8 нояб.');
    expect(weekLabel('2026-11-01', '2026-11-01')).toBe('1 нояб.');
    expect(weekLabel('2026-05-25', '2026-05-31')).toBe('25–31 мая');
  });

  it('counts calendar days between dates', () => {
    expect(daysBetween('2026-11-22', '2026-11-25')).toBe(3);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
  });

  it('summarises the weekly chart for screen readers', () => {
    const bars = weekBars(
      [
        { week: 1, from: '2026-11-01', to: '2026-11-01', process: 0, success: 0, expired: 0 },
        { week: 2, from: '2026-11-02', to: '2026-11-08', process: 3, success: 1, expired: 2 },
        { week: 3, from: '2026-11-09', to: '2026-11-15', process: 3, success: 1, expired: 2 },
      ],
      '2026-11-08',
    );
    // The week that has not begun has no bar and is left out of the summary.
    expect(bars[2]).toEqual({ week: '9–15 нояб.', process: null, success: null, expired: null });
    expect(hasTasks(bars)).toBe(true);
    expect(hasTasks(bars.slice(0, 1))).toBe(false);
    expect(weeklySummary('Ноябрь 2026', bars)).toBe(
      'Поручения по неделям, ноябрь 2026: 1 нояб. — в работе 0, выполнено 0, просрочено 0; ' +
        '2–8 нояб. — в работе 3, выполнено 1, просрочено 2',
    );
  });
});

function task(id: number, deadline: string, status: Task['status']): Task {
  return {
    id,
    protocol: { id: 1, protocol_number: 1, theme: 'Планёрка' },
    question: null,
    responsible: null,
    essence: `Поручение ${id}`,
    deadline,
    status,
    status_label: status,
    history: [],
    report: null,
    report_link_open: false,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
  };
}

describe('urgent tasks', () => {
  it('keeps overdue ones (by status or by date) first, then those due within three days', () => {
    const today = '2026-11-22';
    const items = urgentTasks(
      [
        task(1, '2026-11-25', 'process'),
        task(2, '2026-11-26', 'process'),
        task(3, '2026-11-20', 'expired'),
        task(4, '2026-11-21', 'process'),
        task(5, '2026-11-22', 'success'),
        task(6, '2026-11-22', 'process'),
        task(3, '2026-11-20', 'expired'),
      ],
      today,
    );
    expect(items.map((item) => [item.task.id, item.overdue, item.days])).toEqual([
      [3, true, 2],
      [4, true, 1],
      [6, false, 0],
      [1, false, 3],
    ]);
  });
});

function row(id: number, full_name: string, fields: Partial<SecretaryStatsRow> = {}): SecretaryStatsRow {
  return {
    id,
    full_name,
    email: `${id}@example.ru`,
    department: null,
    avatar: null,
    is_active: true,
    gender: 'f',
    protocols: { in_process: 0, success: 0 },
    meetings: { in_process: 0, success: 0 },
    tasks: { process: 0, success: 0, expired: 0 },
    overdue_share: 0,
    ...fields,
  };
}

describe('secretaries table', () => {
  const rows = [
    row(1, 'Борисова Анна', { department: 'Юридический отдел', tasks: { process: 1, success: 0, expired: 3 }, overdue_share: 0.75 }),
    row(2, 'Алексеева Ёлка', { is_active: false, protocols: { in_process: 5, success: 1 } }),
    row(3, 'Васильева Ирина', { department: 'Бухгалтерия', protocols: { in_process: 2, success: 0 } }),
  ];
  const names = (list: SecretaryStatsRow[]) => list.map((item) => item.id);

  it('sorts by any column both ways', () => {
    expect(names(sortSecretaries(rows, { key: 'name', direction: 'asc' }))).toEqual([2, 1, 3]);
    expect(names(sortSecretaries(rows, { key: 'protocolsInWork', direction: 'desc' }))).toEqual([2, 3, 1]);
    expect(names(sortSecretaries(rows, { key: 'overdueShare', direction: 'desc' }))).toEqual([1, 2, 3]);
    expect(names(sortSecretaries(rows, { key: 'status', direction: 'asc' }))).toEqual([1, 3, 2]);
    expect(names(sortSecretaries(rows, { key: 'department', direction: 'asc' }))).toEqual([2, 3, 1]);
  });

  it('flips the direction on the same column; numbers start with the largest', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'tasksExpired')).toEqual({ key: 'tasksExpired', direction: 'desc' });
    expect(nextSort({ key: 'tasksExpired', direction: 'desc' }, 'department')).toEqual({ key: 'department', direction: 'asc' });
  });

  it('searches name, e-mail and department, ignoring case and ё', () => {
    expect(names(searchSecretaries(rows, 'елка'))).toEqual([2]);
    expect(names(searchSecretaries(rows, 'БУХГАЛТ'))).toEqual([3]);
    expect(names(searchSecretaries(rows, '1@example'))).toEqual([1]);
    expect(names(searchSecretaries(rows, 'анна юридический'))).toEqual([1]);
    expect(names(searchSecretaries(rows, '  '))).toEqual([1, 2, 3]);
  });

  it('shortens names to the surname and initials for chart labels', () => {
    expect(shortName('Анисимова Анна Петровна')).toBe('Анисимова А.П.');
    expect(shortName('  Белова  белла ')).toBe('Белова Б.');
    expect(shortName('Виноградова')).toBe('Виноградова');
  });

  it('shows the overdue share as a percentage', () => {
    expect(formatShare(0.75).replace(/\s/g, ' ')).toBe('75 %');
    expect(formatShare(0).replace(/\s/g, ' ')).toBe('0 %');
  });
});
