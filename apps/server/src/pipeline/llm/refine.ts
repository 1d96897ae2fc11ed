import { z } from 'zod';
import type { Segment } from '../speech/types.ts';
import { NameMatcher, tokenize, type DirectoryPerson } from '../tasks/name-matcher.ts';
import { fold } from '../tasks/russian-names.ts';
import { toSentences, type Sentence } from '../tasks/sentences.ts';
import type { SuggestedTask } from '../tasks/suggest-tasks.ts';
import type { LlmConfig } from './config.ts';

export interface RefineInput {
  segments: readonly Segment[];
  members: readonly DirectoryPerson[];
  /** 'YYYY-MM-DD' */
  meetingDate: string;
  theme?: string | null;
  agenda?: string | null;
  /** The rule-based result: hints for the model, and the answer whenever the model fails. */
  tasks: SuggestedTask[];
}

export interface RefineResult {
  summary: string | null;
  tasks: SuggestedTask[];
  source: 'llm' | 'rules';
  /** Why the rules were kept (for logs). */
  error?: string;
}

/** Transcripts longer than this are cut: the model's context is finite and the tail rarely holds decisions alone. */
const MAX_TRANSCRIPT_CHARS = 120_000;

const answerSchema = z.object({
  summary: z.string().trim().max(5000),
  tasks: z
    .array(
      z.object({
        essence: z.string().trim().min(1).max(2000),
        responsible_name: z.string().trim().max(255).nullable(),
        deadline: z.iso.date().nullable(),
        quote: z.string().max(2000),
      }),
    )
    .max(100),
});
type Answer = z.infer<typeof answerSchema>;

const JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['summary', 'tasks'],
  properties: {
    summary: { type: 'string', description: 'Краткое содержание совещания, 2–5 предложений' },
    tasks: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['essence', 'responsible_name', 'deadline', 'quote'],
        properties: {
          essence: { type: 'string', description: 'Суть поручения, начиная с глагола в инфинитиве' },
          responsible_name: { type: ['string', 'null'], description: 'ФИО ответственного из списка участников' },
          deadline: { type: ['string', 'null'], description: 'Срок в формате ГГГГ-ММ-ДД' },
          quote: { type: 'string', description: 'Дословная фраза стенограммы с поручением' },
        },
      },
    },
  },
} as const;

function clock(seconds: number): string {
  const s = Math.floor(seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

function prompt(input: RefineInput): { system: string; user: string } {
  const transcript = input.segments
    .map((s) => `[${clock(s.start)}] ${s.speaker ? `${s.speaker}: ` : ''}${s.text}`)
    .join('\n')
    .slice(0, MAX_TRANSCRIPT_CHARS);
  const system = [
    'Ты — секретарь, который составляет протокол совещания на русском языке по стенограмме.',
    'Верни JSON: summary — краткое содержание; tasks — все поручения, данные на совещании.',
    'Для каждого поручения: essence — что сделать (с глагола в инфинитиве), responsible_name — ФИО из списка участников',
    'или null, deadline — срок ГГГГ-ММ-ДД (относительные сроки считай от даты совещания) или null, quote — фраза стенограммы.',
    'Не придумывай поручений, которых нет в стенограмме.',
  ].join(' ');
  const user = [
    `Дата совещания: ${input.meetingDate}`,
    input.theme ? `Тема: ${input.theme}` : null,
    input.agenda ? `Повестка: ${input.agenda}` : null,
    `Участники: ${input.members.map((m) => m.full_name).join('; ') || 'не указаны'}`,
    `Поручения, найденные автоматически (проверь и дополни): ${JSON.stringify(input.tasks.map(({ essence, responsible_name, deadline }) => ({ essence, responsible_name, deadline })))}`,
    `Стенограмма:\n${transcript}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { system, user };
}

/** The sentence of the transcript sharing most words with the model's quote: where the task was given. */
function sourceOf(quote: string, sentences: Sentence[]): SuggestedTask['source'] {
  const words = new Set(tokenize(quote).map((t) => t.folded));
  let best: Sentence | null = null;
  let bestScore = 0;
  for (const sentence of sentences) {
    const score = tokenize(sentence.text).filter((t) => words.has(t.folded)).length;
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  return best ? { start: best.start, end: best.end, text: best.text } : { start: 0, end: 0, text: quote };
}

function toTasks(answer: Answer, input: RefineInput): SuggestedTask[] {
  const matcher = new NameMatcher(input.members);
  const sentences = toSentences(input.segments);
  return answer.tasks.map((task) => {
    const name = task.responsible_name;
    const exact = name ? input.members.find((m) => fold(m.full_name) === fold(name)) : undefined;
    const found = name && !exact ? matcher.find(tokenize(name), name) : [];
    const member = exact ?? (found.length === 1 ? found[0]!.person : null);
    return {
      essence: task.essence,
      responsible_id: member?.id ?? null,
      responsible_name: member?.full_name ?? name ?? null,
      deadline: task.deadline,
      source: sourceOf(task.quote || task.essence, sentences),
    };
  });
}

async function ask(input: RefineInput, config: LlmConfig, signal?: AbortSignal): Promise<Answer> {
  const { system, user } = prompt(input);
  const url = `${config.url.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/chat/completions`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
    body: JSON.stringify({
      model: config.model,
      temperature: 0,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'protocol', strict: true, schema: JSON_SCHEMA } },
    }),
    signal: AbortSignal.any([AbortSignal.timeout(config.timeoutMs), ...(signal ? [signal] : [])]),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('no message content');
  // Some servers wrap JSON in a Markdown fence even in JSON mode.
  const json = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  return answerSchema.parse(JSON.parse(json));
}

/**
 * Asks an OpenAI-compatible chat model for a summary and the tasks; any failure (no server, an error, an answer
 * that does not fit the schema) keeps the rule-based tasks, so processing never depends on the model.
 */
export async function refineWithLlm(input: RefineInput, config: LlmConfig | null, options: { signal?: AbortSignal } = {}): Promise<RefineResult> {
  if (!config) return { summary: null, tasks: input.tasks, source: 'rules' };
  try {
    const answer = await ask(input, config, options.signal);
    return { summary: answer.summary || null, tasks: toTasks(answer, input), source: 'llm' };
  } catch (error) {
    options.signal?.throwIfAborted();
    return { summary: null, tasks: input.tasks, source: 'rules', error: error instanceof Error ? error.message : String(error) };
  }
}
