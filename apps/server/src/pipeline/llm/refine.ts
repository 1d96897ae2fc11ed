import type { BuiltSection } from '../sections/build-sections.ts';
import type { SuggestedTask } from '../tasks/suggest-tasks.ts';
import { askModel, type DraftForModel, type ModelAnswer } from './chat.ts';
import type { LlmConfig } from './config.ts';
import { rewordingProblem, surnamesOf } from './facts.ts';

export interface RefineInput {
  /** The rule-based draft: what the model rewords, and the answer wherever the model fails. */
  draft: { sections: BuiltSection[]; tasks: SuggestedTask[]; chair: string | null };
  members: readonly { full_name: string }[];
  /** 'YYYY-MM-DD' */
  meetingDate: string;
  theme?: string | null;
  agenda?: string | null;
}

export interface RefineResult {
  summary: string | null;
  sections: BuiltSection[];
  tasks: SuggestedTask[];
  /** 'llm' when the model answered (some parts may still be the rules'), 'rules' when it was not asked or failed. */
  source: 'llm' | 'rules';
  /** Why parts of the rule-based draft were kept, for the logs: short reasons without the user's text. */
  kept: string[];
}

function forModel(input: RefineInput): DraftForModel {
  return {
    meeting_date: input.meetingDate,
    theme: input.theme ?? null,
    agenda: input.agenda ?? null,
    chair: input.draft.chair,
    members: input.members.map((m) => m.full_name),
    sections: input.draft.sections.map((s) => ({ title: s.key, text: s.value })),
    tasks: input.draft.tasks.map((t) => ({ responsible_name: t.responsible_name, deadline: t.deadline, essence: t.essence })),
  };
}

/** The model's wording where it changed nothing but wording; the rule-based part elsewhere, with the reason. */
function merge(answer: ModelAnswer, input: RefineInput): RefineResult {
  const { draft } = input;
  const kept: string[] = [];
  const surnames = surnamesOf([...input.members.map((m) => m.full_name), draft.chair, ...draft.tasks.map((t) => t.responsible_name)]);

  let sections = draft.sections;
  const sameSections =
    answer.sections.length === draft.sections.length && answer.sections.every((s, i) => s.title === draft.sections[i]!.key.trim());
  if (!sameSections) kept.push('sections: structure changed');
  else {
    sections = draft.sections.map((section, i) => {
      const problem = rewordingProblem(section.value, answer.sections[i]!.text, surnames);
      if (problem) kept.push(`section ${i + 1}: ${problem}`);
      return problem ? section : { ...section, value: answer.sections[i]!.text };
    });
  }

  let tasks = draft.tasks;
  if (answer.tasks.length !== draft.tasks.length) kept.push('tasks: structure changed');
  else {
    tasks = draft.tasks.map((task, i) => {
      const reworded = answer.tasks[i]!;
      const problem =
        reworded.responsible_name !== task.responsible_name || reworded.deadline !== task.deadline
          ? 'person or deadline changed'
          : rewordingProblem(task.essence, reworded.essence, surnames);
      if (problem) kept.push(`task ${i + 1}: ${problem}`);
      return problem ? task : { ...task, essence: reworded.essence };
    });
  }

  // The summary has no rule-based counterpart: it may hold no number the draft does not.
  const draftDigits = new Set(JSON.stringify(forModel(input)).match(/\d+/g) ?? []);
  const summaryFits = (answer.summary.match(/\d+/g) ?? []).every((d) => draftDigits.has(d));
  if (!summaryFits) kept.push('summary: a number not in the draft');
  return { summary: summaryFits ? answer.summary || null : null, sections, tasks, source: 'llm', kept };
}

/**
 * Lets an OpenAI-compatible chat model improve the wording of the rule-based draft: the same sections in the same
 * order with the same titles, the same tasks with the same people and deadlines, and a summary. Any other change,
 * a malformed or late answer, or no server keeps the rule-based draft (per section and per task), so processing
 * never depends on the model.
 */
export async function refineWithLlm(input: RefineInput, config: LlmConfig | null, options: { signal?: AbortSignal } = {}): Promise<RefineResult> {
  const rules: RefineResult = { summary: null, sections: input.draft.sections, tasks: input.draft.tasks, source: 'rules', kept: [] };
  if (!config || (input.draft.sections.length === 0 && input.draft.tasks.length === 0)) return rules;
  try {
    return merge(await askModel(forModel(input), config, options.signal), input);
  } catch (error) {
    options.signal?.throwIfAborted();
    return { ...rules, kept: [error instanceof Error ? error.message : 'failed'] };
  }
}
