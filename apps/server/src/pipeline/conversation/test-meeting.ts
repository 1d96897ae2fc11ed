import { readMeeting, type MeetingModel } from './model.ts';
import type { MeetingPeople } from './people.ts';
import { utterancesOf } from './utterances.ts';

/**
 * For the tests: «Имя<Tab>слова» lines read by the model (an empty name: someone in the room), the first speaker
 * chairing.
 */
export function readTabbedMeeting(lines: string, people: MeetingPeople, meetingDate: string): MeetingModel {
  return readMeeting(
    utterancesOf(
      lines
        .trim()
        .split('\n')
        .map((line, index) => {
          const [speaker, text] = line.split('\t');
          return { start: index * 10, end: index * 10 + 9, speaker: speaker!.trim() || null, text: text!.trim() };
        }),
    ),
    { people, meetingDate, chair: null },
  );
}
