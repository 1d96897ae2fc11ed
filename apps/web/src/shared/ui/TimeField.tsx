import { Autocomplete, type AutocompleteProps, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useState, type FocusEvent } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { normaliseTime, TIME_OPTIONS, timeOptionsFor } from '../lib/time-of-day';

const TIME_PLACEHOLDER = 'ЧЧ:ММ';

type TimeFieldProps = Omit<AutocompleteProps, 'value' | 'onChange' | 'onBlur' | 'data'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
};

/** The list shows the same options `timeOptionsFor` counts, so «is the list on screen» has one answer. */
const timeFilter: OptionsFilter = ({ options, search }) => {
  const shown = new Set(timeOptionsFor(search));
  return options.filter((option): option is ComboboxParsedItem => 'value' in option && shown.has(option.value));
};

/**
 * A 24-hour time, whatever the browser's locale (a native time input shows AM/PM in an English browser): typed
 * freely («9», «930», «21:5» become 09:00, 09:30, 21:05 when the field is left) or picked from the half hours.
 *
 * Esc inside a dialog: while the list of times is on screen the first Esc closes only the list (the combobox
 * keeps that Esc from the dialog); the next one is the dialog's. The list counts as open only while it shows
 * something: typed text no time contains («21:5») leaves no invisible list to swallow an Esc. It opens on a
 * click, an arrow key or typing, not on focus, so focus coming back (after «Остаться») does not pop it up again.
 */
export function TimeField({ value, onChange, onBlur, ...props }: TimeFieldProps) {
  const [listWanted, setListWanted] = useState(false);
  const finish = (event: FocusEvent<HTMLInputElement>) => {
    setListWanted(false);
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
      filter={timeFilter}
      openOnFocus={false}
      dropdownOpened={listWanted && timeOptionsFor(value).length > 0}
      onDropdownOpen={() => setListWanted(true)}
      onDropdownClose={() => setListWanted(false)}
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
