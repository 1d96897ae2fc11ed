import type { ProtocolStage, TaskStatus } from '@protocolist/contracts/enums';
import type { SearchHit, SearchKind, SnippetPart } from '@protocolist/contracts/search';

/**
 * ts_headline marks matched words with these; they are control characters no text of ours contains, so the
 * snippet goes to the client as plain parts (never as HTML to trust).
 */
export const HIT_START = '\u0001';
export const HIT_STOP = '\u0002';

export interface HitRow {
  kind: SearchKind;
  id: string;
  event_date: string;
  label: string | null;
  headline: string;
  start: number | string | null;
  secretary_id: number;
  secretary_name: string;
  protocol_id: number | null;
  protocol_number: number | null;
  protocol_theme: string | null;
  protocol_stage: ProtocolStage | null;
  task_id: number | null;
  task_essence: string | null;
  task_status: TaskStatus | null;
  task_deadline: string | null;
  task_responsible: string | null;
  meeting_id: number | null;
  meeting_theme: string | null;
  meeting_start: string | null;
}

/** "a \u0001b\u0002 c" → [{a, false}, {b, true}, {c, false}]; adjacent marked words become one part. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, hit: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.hit === hit) last.text += text;
    else parts.push({ text, hit });
  };
  for (const [index, piece] of headline.split(HIT_START).entries()) {
    if (index === 0) {
      push(piece.replaceAll(HIT_STOP, ''), false);
      continue;
    }
    const stop = piece.indexOf(HIT_STOP);
    if (stop < 0) {
      push(piece, true);
      continue;
    }
    push(piece.slice(0, stop), true);
    push(piece.slice(stop + 1).replaceAll(HIT_STOP, ''), false);
  }
  // Words marked one by one with a space between read as one highlighted phrase.
  const merged: SnippetPart[] = [];
  for (const part of parts) {
    const before = merged.at(-1);
    const beforeHit = merged.at(-2);
    if (!part.hit || !before || before.hit || !beforeHit?.hit || before.text.trim() !== '') {
      merged.push({ ...part });
      continue;
    }
    merged.pop();
    beforeHit.text += before.text + part.text;
  }
  return merged;
}

export function presentHit(row: HitRow): SearchHit {
  return {
    key: `${row.kind}-${row.id}`,
    kind: row.kind,
    event_date: row.event_date,
    secretary: { id: Number(row.secretary_id), full_name: row.secretary_name },
    protocol:
      row.protocol_id === null
        ? null
        : { id: Number(row.protocol_id), protocol_number: Number(row.protocol_number), theme: row.protocol_theme!, stage: row.protocol_stage! },
    task:
      row.task_id === null
        ? null
        : {
            id: Number(row.task_id),
            essence: row.task_essence!,
            status: row.task_status!,
            deadline: row.task_deadline!,
            responsible: row.task_responsible,
          },
    meeting: row.meeting_id === null ? null : { id: Number(row.meeting_id), theme: row.meeting_theme!, event_start_time: row.meeting_start! },
    section: row.kind === 'protocol' ? row.label : null,
    start: row.start === null ? null : Math.round(Number(row.start) * 1000) / 1000,
    snippet: snippetParts(row.headline),
  };
}
