import { readMeeting, type MeetingModel } from './model.ts';
import type { MeetingPeople } from './people.ts';
import type { TranscriptSegmentInput } from '../sections/build-sections.ts';
import { utterancesOf } from './utterances.ts';

/** For the tests: «Имя<Tab>слова» lines as segments of ten seconds each (an empty name: someone in the room). */
export function tabbedSegments(lines: string): TranscriptSegmentInput[] {
  return lines
    .trim()
    .split('\n')
    .map((line, index) => {
      const [speaker, text] = line.split('\t');
      return { start: index * 10, end: index * 10 + 9, speaker: speaker!.trim() || null, text: text!.trim() };
    });
}

/** For the tests: «Имя<Tab>слова» lines read by the model, the first speaker chairing. */
export function readTabbedMeeting(lines: string, people: MeetingPeople, meetingDate: string): MeetingModel {
  return readMeeting(utterancesOf(tabbedSegments(lines)), { people, meetingDate, chair: null });
}
