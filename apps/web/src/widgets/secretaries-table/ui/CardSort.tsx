import { ActionIcon, Group, Select } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { SecretarySort, SecretarySortKey } from '../../../entities/stats';
import { COUNT_COLUMNS } from '../model/columns';
import { SECRETARIES_TEXTS } from '../config/messages';

const OPTIONS: { value: SecretarySortKey; label: string }[] = [
  { value: 'name', label: SECRETARIES_TEXTS.columns.name },
  { value: 'department', label: SECRETARIES_TEXTS.columns.department },
  { value: 'status', label: SECRETARIES_TEXTS.columns.status },
  ...COUNT_COLUMNS.map((column) => ({ value: column.key, label: column.title })),
];

interface CardSortProps {
  sort: SecretarySort;
  onSort: (key: SecretarySortKey) => void;
}

/** Where the table is cards (no header row to click), the same sorting as a picker and a direction button. */
export function CardSort({ sort, onSort }: CardSortProps) {
  const ascending = sort.direction === 'asc';
  const flip = ascending ? SECRETARIES_TEXTS.descending : SECRETARIES_TEXTS.ascending;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={SECRETARIES_TEXTS.sortLabel}
        data={OPTIONS}
        value={sort.key}
        onChange={(key) => key && key !== sort.key && onSort(key as SecretarySortKey)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: 1 }}
        maw={320}
      />
      <ActionIcon variant="default" size={36} aria-label={flip} title={flip} onClick={() => onSort(sort.key)}>
        {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
      </ActionIcon>
    </Group>
  );
}
