import { describe, expect, it } from 'vitest';
import { heardPeople } from './heard-people';

describe('names heard in the recording, offered as the chair', () => {
  it('suggested members and speakers that are names, each person once, without the chair', () => {
    const suggested = [
      { id: 'a', user_id: 7, full_name: 'Кравченко Леонид Петрович', reason: '' },
      { id: 'b', user_id: null, full_name: 'Орлова Ирина', reason: '' },
    ];
    const speakers = ['Спикер 1', 'Кравченко Леонид Петрович', 'Орлова  Ирина', 'Гость из финансового отдела', 'Белов А. В.', 'Иванов Сергей', null];
    expect(heardPeople(suggested, speakers, { id: 3, full_name: 'Иванов Сергей' })).toEqual([
      { user_id: 7, full_name: 'Кравченко Леонид Петрович' },
      { user_id: null, full_name: 'Орлова Ирина' },
      { user_id: null, full_name: 'Белов А. В.' },
    ]);
  });
});
