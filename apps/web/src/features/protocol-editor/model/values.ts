import type { Protocol } from '@protocolist/contracts/protocols';
import { sameSections, toEditableSections, type EditableSection } from '../../../entities/protocol';

/** What the protocol text editor holds: the one text (sections) and the meeting details of the final document. */
export interface TextValues {
  sections: EditableSection[];
  location: string;
  city: string;
  event_start_time: string;
}

type TextSource = Pick<Protocol, 'sections' | 'final_transcript' | 'location' | 'city' | 'event_start_time'>;

/** The protocol has one text: the final one once it exists, the draft sections before. */
export function serverText(protocol: TextSource): TextValues {
  return {
    sections: toEditableSections(protocol.final_transcript ?? protocol.sections),
    location: protocol.location ?? '',
    city: protocol.city ?? '',
    event_start_time: protocol.event_start_time ?? '',
  };
}

export function sameText(a: TextValues, b: TextValues): boolean {
  return (
    sameSections(a.sections, b.sections) &&
    a.location === b.location &&
    a.city === b.city &&
    (a.event_start_time || '') === (b.event_start_time || '')
  );
}

export function sameDetails(a: TextValues, b: TextValues): boolean {
  return a.location === b.location && a.city === b.city && (a.event_start_time || '') === (b.event_start_time || '');
}

/** `final_transcript.2.key` of the final save is `sections.2.key` in the form. */
export function formFieldOf(serverField: string): string {
  return serverField.replace(/^final_transcript(?=\.|$)/, 'sections');
}
