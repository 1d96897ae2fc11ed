import { DateInput, type DateInputProps } from '@mantine/dates';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { parseDateRu } from '../lib/date-ru';

type DateFieldRuProps<T extends FieldValues, R> = Omit<
  DateInputProps,
  'valueFormat' | 'dateParser' | 'value' | 'onChange' | 'onBlur' | 'error' | 'name'
> & {
  control: Control<T, unknown, R>;
  /** A form value 'ГГГГ-ММ-ДД' or null. */
  name: FieldPathByValue<T, string | null>;
};

/** A form's date, typed as ДД.ММ.ГГГГ or picked from the calendar; its errors come from the form. */
export function DateFieldRu<T extends FieldValues, R>({ control, name, ...props }: DateFieldRuProps<T, R>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateInput
      valueFormat="DD.MM.YYYY"
      dateParser={parseDateRu}
      placeholder="ДД.ММ.ГГГГ"
      {...props}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
