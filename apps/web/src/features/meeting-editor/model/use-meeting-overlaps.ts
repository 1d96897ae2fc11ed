import { useDebouncedValue } from '@mantine/hooks';
import { useWatch, type Control } from 'react-hook-form';
import { useGetMeetingOverlapsQuery, type Meeting } from '../../../entities/meeting';
import { isTime, type MeetingFormValues } from './meeting-form';

const DEBOUNCE_MS = 300;

/** The secretary's other meetings sharing some of the time the form holds (asked again as date or times change). */
export function useMeetingOverlaps<R>(control: Control<MeetingFormValues, unknown, R>, excludeId: number | undefined): Meeting[] {
  const [date, start, end] = useWatch({ control, name: ['event_date', 'event_start_time', 'event_end_time'] });
  const valid = !!date && isTime(start) && isTime(end) && end > start;
  const [key] = useDebouncedValue(valid ? `${date}|${start}|${end}` : '', DEBOUNCE_MS);
  const [event_date = '', event_start_time = '', event_end_time = ''] = key.split('|');
  const { currentData } = useGetMeetingOverlapsQuery(
    { event_date, event_start_time, event_end_time, ...(excludeId ? { exclude_id: excludeId } : {}) },
    { skip: !key || !valid },
  );
  return valid && key ? (currentData ?? []) : [];
}
