import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { FocusEvent } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { normaliseTime, TIME_OPTIONS } from '../lib/time-of-day';

const TIME_PLACEHOLDER = 'ЧЧ:ММ';

type TimeFieldProps = Omit<AutocompleteProps, 'value' | 'onChange' | 'onBlur' | 'data'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
};

/**
 * A 24-hour time, whatever the browser's locale (a native time input shows AM/PM in an English browser): typed
 * freely («9», «930», «9.30» become 09:00, 09:30) or picked from the half hours.
 */
export function TimeField({ value, onChange, onBlur, ...props }: TimeFieldProps) {
  const finish = (event: FocusEvent<HTMLInputElement>) => {
    const normalised = normaliseTime(event.currentTarget.value);
    if (normalised !== value) onChange(normalised);
    onBlur();
  };
  return (
    <Autocomplete
      placeholder={TIME_PLACEHOLDER}
      inputMode="numeric"
      autoComplete="off"
      leftSection={<IconClock size={16} />}
      limit={TIME_OPTIONS.length}
      maxDropdownHeight={220}
      {...props}
      data={TIME_OPTIONS}
      value={value}
      onChange={onChange}
      onBlur={finish}
    />
  );
}

type TimeFieldRuProps<T extends FieldValues, R> = Omit<TimeFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & {
  control: Control<T, unknown, R>;
  /** A form value 'ЧЧ:ММ' (empty or null when not given). */
  name: FieldPathByValue<T, string | null | undefined>;
};

/** A form's 24-hour time bound to react-hook-form; its errors come from the form. */
export function TimeFieldRu<T extends FieldValues, R>({ control, name, ...props }: TimeFieldRuProps<T, R>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TimeField
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
