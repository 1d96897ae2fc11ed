import { describe, expect, it } from 'vitest';
import { parseRecordingEvent, withSegment } from './live-events';

const segment = (id: string, start: number, text = 'текст') => ({ id, start, end: start + 2, text, preliminary: true as const });

describe('live transcript events', () => {
  it('reads recording.segment and recording.state frames and nothing else', () => {
    const frame = { type: 'recording.segment', protocol_id: 3, recording_id: 7, segment: segment('0:1000', 1) };
    expect(parseRecordingEvent('recording.segment', JSON.stringify(frame))).toEqual(frame);
    expect(parseRecordingEvent('recording.state', JSON.stringify({ protocol_id: 3, recording_id: 7, state: 'stopped', duration_seconds: 12 }))).toMatchObject({
      type: 'recording.state',
      state: 'stopped',
    });
    expect(parseRecordingEvent('protocol.stage', JSON.stringify(frame))).toBeNull();
    expect(parseRecordingEvent('recording.segment', '{not json')).toBeNull();
    expect(parseRecordingEvent('recording.segment', JSON.stringify({ recording_id: 7 }))).toBeNull();
  });

  it('keeps segments in time order and replaces a repeated one', () => {
    const list = withSegment(withSegment([], segment('0:5000', 5)), segment('0:1000', 1));
    expect(list.map((item) => item.id)).toEqual(['0:1000', '0:5000']);
    const again = withSegment(list, segment('0:5000', 5, 'исправлено'));
    expect(again).toHaveLength(2);
    expect(again[1]!.text).toBe('исправлено');
  });
});
