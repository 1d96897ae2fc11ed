import { eq, inArray } from 'drizzle-orm';
import type { TaskQuestion } from '@protocolist/contracts/tasks';
import { TASK_MESSAGES } from '@protocolist/contracts/tasks';
import type { Db } from '../../db/client.ts';
import { protocols } from '../../db/schema.ts';
import { unprocessable } from '../../http/errors.ts';
import { protocolQuestions, questionOfNewTask } from '../../pipeline/protocol-text/index.ts';

const textColumns = {
  id: protocols.id,
  agenda: protocols.agenda,
  sections: protocols.sections,
  final_transcript: protocols.final_transcript,
};

/** The questions of each protocol's text (its agenda items), for showing the question a task is tied to. */
export async function loadProtocolQuestions(db: Db, protocolIds: readonly number[]): Promise<Map<number, TaskQuestion[]>> {
  const ids = [...new Set(protocolIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select(textColumns).from(protocols).where(inArray(protocols.id, ids));
  return new Map(rows.map((row) => [row.id, protocolQuestions(row)]));
}

/**
 * The question a stored number names in the protocol's text as it is now; null when the task is tied to none or
 * the text no longer has that many questions (the documents then place it by its words: the same rule).
 */
export function questionOf(questions: readonly TaskQuestion[] | undefined, question: number | null): TaskQuestion | null {
  return question === null ? null : (questions?.[question - 1] ?? null);
}

/** A question the secretary chose must be one of the protocol's text: 422 otherwise. */
export async function assertQuestion(db: Db, protocolId: number, question: number | null | undefined): Promise<void> {
  if (question === null || question === undefined) return;
  const questions = (await loadProtocolQuestions(db, [protocolId])).get(protocolId) ?? [];
  if (question > questions.length) throw unprocessable({ question: [TASK_MESSAGES.questionNotFound] });
}

/**
 * The question a new task is tied to when its maker names none: the one being discussed at `second` of the
 * recording (a suggestion's place in the transcript), else the one whose «Поручить …» has the task's words.
 */
export async function inferQuestion(
  db: Db,
  protocolId: number,
  task: { essence: string; deadline: string },
  second: number | null = null,
): Promise<number | null> {
  const [row] = await db.select(textColumns).from(protocols).where(eq(protocols.id, protocolId));
  if (!row) return null;
  return questionOfNewTask({ ...row, people: [], tasks: [] }, { ...task, responsible: null }, second);
}
