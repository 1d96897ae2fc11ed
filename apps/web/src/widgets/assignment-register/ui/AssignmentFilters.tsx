import { Button, Checkbox, Collapse, Group, Select, Stack, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { DateInput } from '@mantine/dates';
import {
  ASSIGNMENT_SORTS,
  ASSIGNMENT_STATUS_FILTERS,
  ASSIGNMENT_STATUS_FILTER_LABELS,
  type AssignmentSort,
  type AssignmentStatusFilter,
} from '@protocolist/contracts/assignments';
import { useGetAssignmentFiltersQuery, type AssignmentQuery } from '../../../entities/assignment';
import { formatDateRu, parseDateRu, type SearchBox } from '../../../shared/lib';
import { SearchInput } from '../../../shared/ui';
import { ASSIGNMENT_TEXTS } from '../config/messages';

const STATUS_OPTIONS = ASSIGNMENT_STATUS_FILTERS.map((status) => ({ value: status, label: ASSIGNMENT_STATUS_FILTER_LABELS[status] }));
const SORT_OPTIONS = ASSIGNMENT_SORTS.map((sort) => ({ value: sort, label: ASSIGNMENT_TEXTS.sorts[sort] }));
const DIRECTION_OPTIONS = [
  { value: 'asc', label: ASSIGNMENT_TEXTS.ascending },
  { value: 'desc', label: ASSIGNMENT_TEXTS.descending },
];
const FIELD_WIDTH = { base: '100%', xs: 220 };

interface AssignmentFiltersProps {
  query: AssignmentQuery;
  search: SearchBox;
  onChange: (patch: Partial<AssignmentQuery>) => void;
  onReset: () => void;
  filtered: boolean;
}

/** The filters beyond search and status, counted for the phone's «Фильтры (N)» button. */
function moreFilters(query: AssignmentQuery): number {
  return [query.person, query.protocol, query.from, query.to, query.overdue, query.week].filter(Boolean).length;
}

export function AssignmentFilters({ query, search, onChange, onReset, filtered }: AssignmentFiltersProps) {
  const theme = useMantineTheme();
  // On a phone the rarer filters fold under one button, so the list starts on the first screen.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const [open, { toggle }] = useDisclosure(false);
  const options = useGetAssignmentFiltersQuery();
  const people = (options.data?.people ?? []).map((person) => ({ value: String(person.id), label: person.full_name }));
  const protocols = (options.data?.protocols ?? []).map((protocol) => ({
    value: String(protocol.id),
    label: `${ASSIGNMENT_TEXTS.protocolRef(protocol.protocol_number, formatDateRu(protocol.event_date))} ${protocol.theme}`,
  }));
  const id = (value: string | null) => (value ? Number(value) : null);
  const main = (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SearchInput
        placeholder={ASSIGNMENT_TEXTS.searchPlaceholder}
        value={search.value}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        w={{ base: '100%', xs: 280 }}
      />
      <Select
        label={ASSIGNMENT_TEXTS.status}
        placeholder={ASSIGNMENT_TEXTS.allStatuses}
        data={STATUS_OPTIONS}
        value={query.status}
        onChange={(next) => onChange({ status: (next as AssignmentStatusFilter | null) ?? null })}
        clearable
        w={FIELD_WIDTH}
      />
      {phone && (
        <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={18} />} onClick={toggle} aria-expanded={open} fullWidth>
          {ASSIGNMENT_TEXTS.moreFilters(moreFilters(query))}
        </Button>
      )}
    </Group>
  );
  const rest = (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Select
        label={ASSIGNMENT_TEXTS.person}
        placeholder={ASSIGNMENT_TEXTS.allPeople}
        data={people}
        value={query.person ? String(query.person) : null}
        onChange={(next) => onChange({ person: id(next) })}
        searchable
        clearable
        w={FIELD_WIDTH}
      />
      <Select
        label={ASSIGNMENT_TEXTS.protocol}
        placeholder={ASSIGNMENT_TEXTS.allProtocols}
        data={protocols}
        value={query.protocol ? String(query.protocol) : null}
        onChange={(next) => onChange({ protocol: id(next) })}
        searchable
        clearable
        w={FIELD_WIDTH}
      />
      <DateInput
        label={ASSIGNMENT_TEXTS.from}
        valueFormat="DD.MM.YYYY"
        dateParser={parseDateRu}
        placeholder="ДД.ММ.ГГГГ"
        value={query.from}
        onChange={(next) => onChange({ from: next })}
        maxDate={query.to ?? undefined}
        clearable
        w={{ base: '100%', xs: 160 }}
      />
      <DateInput
        label={ASSIGNMENT_TEXTS.to}
        valueFormat="DD.MM.YYYY"
        dateParser={parseDateRu}
        placeholder="ДД.ММ.ГГГГ"
        value={query.to}
        onChange={(next) => onChange({ to: next })}
        minDate={query.from ?? undefined}
        clearable
        w={{ base: '100%', xs: 160 }}
      />
      <Select
        label={ASSIGNMENT_TEXTS.sortBy}
        data={SORT_OPTIONS}
        value={query.sort}
        onChange={(next) => next && onChange({ sort: next as AssignmentSort })}
        allowDeselect={false}
        w={FIELD_WIDTH}
      />
      <Select
        aria-label={ASSIGNMENT_TEXTS.sortBy}
        data={DIRECTION_OPTIONS}
        value={query.dir}
        onChange={(next) => next && onChange({ dir: next as 'asc' | 'desc' })}
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
      />
      <Checkbox label={ASSIGNMENT_TEXTS.overdue} checked={query.overdue} onChange={(event) => onChange({ overdue: event.currentTarget.checked })} mb={8} />
      <Checkbox label={ASSIGNMENT_TEXTS.thisWeek} checked={query.week} onChange={(event) => onChange({ week: event.currentTarget.checked })} mb={8} />
      {filtered && (
        <Button variant="subtle" onClick={onReset}>
          {ASSIGNMENT_TEXTS.reset}
        </Button>
      )}
    </Group>
  );
  return (
    <Stack gap="md">
      {main}
      {phone ? <Collapse in={open}>{rest}</Collapse> : rest}
    </Stack>
  );
}
