import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseDateRu } from '../lib/date-ru';

/** A date typed as ДД.ММ.ГГГГ or picked from the calendar; its value is 'ГГГГ-ММ-ДД' or null. */
export function DateFieldRu(props: Omit<DateInputProps, 'valueFormat' | 'dateParser'>) {
  return <DateInput valueFormat="DD.MM.YYYY" dateParser={parseDateRu} placeholder="ДД.ММ.ГГГГ" {...props} />;
}
