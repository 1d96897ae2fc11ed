import { Group, Table, Tooltip, UnstyledButton, type TableThProps } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { SecretarySort, SecretarySortKey } from '../../../entities/stats';
import { SECRETARIES_TEXTS } from '../config/messages';
import classes from './sort-header.module.css';

interface SortHeaderProps extends Omit<TableThProps, 'onChange'> {
  sortKey: SecretarySortKey;
  label: string;
  /** Full column name when `label` is short. */
  title?: string;
  sort: SecretarySort;
  onSort: (key: SecretarySortKey) => void;
}

/**
 * A column header that sorts the table by its column; aria-sort tells the current order. Only the sorted column
 * shows an arrow: ten idle arrows would not fit the table into a laptop screen.
 */
export function SortHeader({ sortKey, label, title, sort, onSort, ...thProps }: SortHeaderProps) {
  const active = sort.key === sortKey;
  const Arrow = sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  const button = (
    <UnstyledButton
      className={classes.button}
      onClick={() => onSort(sortKey)}
      aria-label={SECRETARIES_TEXTS.sortBy(title ?? label)}
      data-sort-key={sortKey}
      fz="xs"
      fw={600}
      c={active ? 'purple.8' : undefined}
    >
      <Group gap={2} wrap="nowrap" justify={thProps.ta === 'right' ? 'flex-end' : 'flex-start'}>
        <span className={classes.label}>{label}</span>
        {active && <Arrow size={12} stroke={2.2} aria-hidden="true" style={{ flexShrink: 0 }} />}
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
