import dayjs from 'dayjs';

/** Where an arrow key (or Home/End/PageUp/PageDown) takes the focused day; null for any other key. */
export function dayAfterKey(date: string, key: string, week: boolean): string | null {
  const day = dayjs(date);
  const step = (amount: number, unit: 'day' | 'month') => day.add(amount, unit).format('YYYY-MM-DD');
  switch (key) {
    case 'ArrowLeft':
      return step(-1, 'day');
    case 'ArrowRight':
      return step(1, 'day');
    case 'ArrowUp':
      return week ? null : step(-7, 'day');
    case 'ArrowDown':
      return week ? null : step(7, 'day');
    case 'Home':
      // Monday of the week.
      return step(-((day.day() + 6) % 7), 'day');
    case 'End':
      return step(6 - ((day.day() + 6) % 7), 'day');
    case 'PageUp':
      return week ? step(-7, 'day') : step(-1, 'month');
    case 'PageDown':
      return week ? step(7, 'day') : step(1, 'month');
    default:
      return null;
  }
}
