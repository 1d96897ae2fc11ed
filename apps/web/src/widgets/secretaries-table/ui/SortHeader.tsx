import { Group, Table, Tooltip, UnstyledButton, type TableThProps } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { SecretarySort, SecretarySortKey } from '../../../entities/stats';
import { STATS_TEXTS } from '../../../shared/config';

interface SortHeaderProps extends Omit<TableThProps, 'onChange'> {
  sortKey: SecretarySortKey;
  label: string;
  /** Full column name when `label` is short. */
  title?: string;
  sort: SecretarySort;
  onSort: (key: SecretarySortKey) => void;
}

/** A column header that sorts the table by its column; aria-sort tells the current order. */
export function SortHeader({ sortKey, label, title, sort, onSort, ...thProps }: SortHeaderProps) {
  const active = sort.key === sortKey;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconChevronUp : IconChevronDown;
  const button = (
    <UnstyledButton
      onClick={() => onSort(sortKey)}
      aria-label={STATS_TEXTS.secretaries.sortBy(title ?? label)}
      data-sort-key={sortKey}
      fz="sm"
      fw={600}
    >
      <Group gap={2} wrap="nowrap" justify={thProps.ta === 'right' ? 'flex-end' : 'flex-start'}>
        <span>{label}</span>
        <Icon size={14} stroke={1.8} aria-hidden="true" style={{ opacity: active ? 1 : 0.45, flexShrink: 0 }} />
      </Group>
    </UnstyledButton>
  );
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} {...thProps}>
      {title ? (
        <Tooltip label={title} withArrow openDelay={300}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </Table.Th>
  );
}
