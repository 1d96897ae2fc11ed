import { Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { parseDateRu } from '../../../shared/lib';

interface PeriodInputsProps {
  from: string | null;
  to: string | null;
  labels: { from: string; to: string };
  onChange: (period: { from: string | null; to: string | null }) => void;
}

/** «С … по …»: two dates typed or picked, each may be cleared; neither may pass the other. */
export function PeriodInputs({ from, to, labels, onChange }: PeriodInputsProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <DateInput
        label={labels.from}
        w={140}
        valueFormat="DD.MM.YYYY"
        dateParser={parseDateRu}
        clearable
        value={from}
        maxDate={to ?? undefined}
        onChange={(next) => onChange({ from: next, to })}
      />
      <DateInput
        label={labels.to}
        w={140}
        valueFormat="DD.MM.YYYY"
        dateParser={parseDateRu}
        clearable
        value={to}
        minDate={from ?? undefined}
        onChange={(next) => onChange({ from, to: next })}
      />
    </Group>
  );
}
