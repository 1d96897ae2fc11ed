import { Combobox, TextInput, useCombobox, type TextInputProps } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { nearestTimeOption, normaliseTime, TIME_OPTIONS, timeOptionsFor } from '../lib/time-of-day';

const TIME_PLACEHOLDER = 'ЧЧ:ММ';

type TimeFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur'> & {
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
};

/**
 * A 24-hour time, whatever the browser's locale (a native time input shows AM/PM in an English browser): typed
 * freely («9», «930», «21:5» become 09:00, 09:30, 21:05 when the field is left or the form is sent) or picked
 * from the half hours.
 *
 * A click or an arrow key opens the whole list with the field's time (or the nearest half hour) picked, so the
 * arrows go on from there and Enter takes another; typing filters the list to the times containing the text.
 * Enter never sends the form (issue 23: a meeting went out half-filled from Enter in «Начало»).
 *
 * Esc inside a dialog: while the list of times is on screen the first Esc closes only the list (the combobox
 * keeps that Esc from the dialog); the next one is the dialog's. The list counts as open only while it shows
 * something: typed text no time contains («21:5») leaves no invisible list to swallow an Esc. It opens on a
 * click, an arrow key or typing, not on focus, so focus coming back (after «Остаться») does not pop it up again.
 */
export function TimeField({ value, onChange, onBlur, id, ...props }: TimeFieldProps) {
  const inputId = useId(id);
  const listId = `${inputId}-times`;
  const [listWanted, setListWanted] = useState(false);
  const [typed, setTyped] = useState(false);
  const shown = typed ? timeOptionsFor(value) : TIME_OPTIONS;
  const nearest = typed ? null : nearestTimeOption(value);
  const opened = listWanted && shown.length > 0;
  const combobox = useCombobox({
    opened,
    // Opened by a click or an arrow key: the whole list again.
    onDropdownOpen: () => {
      setTyped(false);
      setListWanted(true);
    },
    onDropdownClose: () => {
      setListWanted(false);
      combobox.resetSelectedOption();
    },
  });

  const { selectOption, targetRef } = combobox;
  const nearestIndex = nearest ? shown.indexOf(nearest) : -1;
  useEffect(() => {
    if (!opened || nearestIndex < 0) return;
    selectOption(nearestIndex);
    // Mantine scrolls the picked time just into view, to the list's lower edge: the times after it (the end of a
    // meeting is usually later) stay hidden. In the middle, the times on both sides show.
    const list = document.getElementById(listId);
    const option = list?.querySelector('[data-combobox-selected]');
    if (!list || !option) return;
    const [at, frame] = [option.getBoundingClientRect(), list.getBoundingClientRect()];
    list.scrollTop += at.top + at.height / 2 - (frame.top + list.clientHeight / 2);
  }, [opened, nearestIndex, selectOption, listId]);

  // Sent with a button that keeps the focus here (FormActions), or with Ctrl+Enter: tidied as if the field were left.
  const tidy = useRef(() => {});
  useEffect(() => {
    tidy.current = () => {
      const normalised = normaliseTime(value);
      if (normalised !== value) onChange(normalised);
    };
  });
  useEffect(() => {
    const form = (targetRef.current as HTMLInputElement | null)?.form;
    if (!form) return;
    const beforeSubmit = () => tidy.current();
    form.addEventListener('submit', beforeSubmit);
    return () => form.removeEventListener('submit', beforeSubmit);
  }, [targetRef]);

  const pick = (time: string) => {
    onChange(time);
    setTyped(false);
    combobox.closeDropdown();
  };
  const finish = (event: FocusEvent<HTMLInputElement>) => {
    setListWanted(false);
    setTyped(false);
    const normalised = normaliseTime(event.currentTarget.value);
    if (normalised !== value) onChange(normalised);
    onBlur();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} keepMounted={false}>
      <Combobox.Target>
        <TextInput
          placeholder={TIME_PLACEHOLDER}
          inputMode="numeric"
          autoComplete="off"
          leftSection={<IconClock size={16} />}
          {...props}
          id={inputId}
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setTyped(true);
            setListWanted(true);
            combobox.resetSelectedOption();
          }}
          onClick={() => combobox.openDropdown()}
          onKeyDown={(event) => {
            // A picker's Enter takes a time (the list's, or the typed one tidied); it never sends the form.
            if (event.key !== 'Enter' || event.ctrlKey || event.metaKey) return;
            event.preventDefault();
            if (combobox.getSelectedOptionIndex() !== -1) return;
            tidy.current();
            setListWanted(false);
            setTyped(false);
          }}
          onBlur={finish}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options id={listId} mah={220} style={{ overflowY: 'auto' }} labelledBy={`${inputId}-label`}>
          {shown.map((time) => (
            <Combobox.Option key={time} value={time} active={time === nearest}>
              {time}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
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
