/**
 * The drafts under comparison. Baseline: today's keyword pipeline (buildSections with the default keywords +
 * suggestTasks → buildProtocolText). Conversation: pipeline/conversation's draftMeeting → buildProtocolText, when
 * that module exists. Suggested tasks without a deadline are left out of the text: a secretary accepting one sets
 * its deadline first (TextTask.deadline is required).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildProtocolText, type ProtocolText, type TextTask } from '../../apps/server/src/pipeline/protocol-text/index.ts';
import { buildSections, type BuiltSection } from '../../apps/server/src/pipeline/sections/build-sections.ts';
import { suggestTasks, type SuggestedTask } from '../../apps/server/src/pipeline/tasks/index.ts';
import type { CorpusMeeting } from './corpus.ts';

export interface Draft {
  text: ProtocolText;
  chair: string | null;
}

const segmentsOf = (meeting: CorpusMeeting) =>
  typeof meeting.transcript === 'string' ? [{ start: 0, end: 60, speaker: null, text: meeting.transcript }] : meeting.transcript;

function protocolText(meeting: CorpusMeeting, sections: readonly BuiltSection[], tasks: readonly SuggestedTask[]): ProtocolText {
  const textTasks: TextTask[] = tasks
    .filter((task) => task.deadline)
    .map((task) => ({ essence: task.essence, responsible: task.responsible_name, deadline: task.deadline! }));
  return buildProtocolText({
    agenda: null,
    final_transcript: null,
    sections,
    people: meeting.context.directory.map((person) => person.full_name),
    tasks: textTasks,
  });
}

export function baselineDraft(meeting: CorpusMeeting): Draft {
  const sections = buildSections(meeting.transcript, meeting.context.keywords);
  const tasks = suggestTasks(segmentsOf(meeting), {
    members: meeting.context.members,
    meetingDate: meeting.context.meetingDate,
    timezone: meeting.context.timezone,
  });
  return { text: protocolText(meeting, sections, tasks), chair: null };
}

export const CONVERSATION_MODULE = path.resolve(import.meta.dirname, '../../apps/server/src/pipeline/conversation/index.ts');

interface ConversationModule {
  draftMeeting(
    segments: readonly { start: number; end: number; speaker?: string | null; text: string }[] | string,
    context: CorpusMeeting['context'],
  ): { sections: BuiltSection[]; tasks: SuggestedTask[]; chair: string | null };
}

/** The conversation model's drafter, or null while pipeline/conversation does not exist. */
export async function loadConversation(): Promise<((meeting: CorpusMeeting) => Draft) | null> {
  if (!existsSync(CONVERSATION_MODULE)) return null;
  const module = (await import(pathToFileURL(CONVERSATION_MODULE).href)) as ConversationModule;
  return (meeting) => {
    const draft = module.draftMeeting(meeting.transcript, meeting.context);
    return { text: protocolText(meeting, draft.sections, draft.tasks), chair: draft.chair };
  };
}
