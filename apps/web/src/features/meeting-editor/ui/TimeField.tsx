import { Autocomplete } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { FocusEvent } from 'react';
import { normaliseTime, TIME_OPTIONS } from '../model/time-options';
import { MEETING_EDITOR_TEXTS } from '../config/messages';

interface TimeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  name: string;
}

/** A 24-hour time: typed freely or picked from the half hours, whatever the browser's locale. */
export function TimeField({ label, value, onChange, onBlur, error, name }: TimeFieldProps) {
  const finish = (event: FocusEvent<HTMLInputElement>) => {
    const normalised = normaliseTime(event.currentTarget.value);
    if (normalised !== value) onChange(normalised);
    onBlur();
  };
  return (
    <Autocomplete
      label={label}
      name={name}
      withAsterisk
      placeholder={MEETING_EDITOR_TEXTS.placeholders.time}
      inputMode="numeric"
      autoComplete="off"
      leftSection={<IconClock size={16} />}
      data={TIME_OPTIONS}
      limit={TIME_OPTIONS.length}
      maxDropdownHeight={220}
      value={value}
      onChange={onChange}
      onBlur={finish}
      error={error}
    />
  );
}
