import { z } from 'zod';
import type { LlmConfig } from './config.ts';

/** What the model is shown: the rule-based draft's structure and the meeting's facts (no transcript). */
export interface DraftForModel {
  meeting_date: string;
  theme: string | null;
  agenda: string | null;
  chair: string | null;
  members: string[];
  sections: { title: string; text: string }[];
  tasks: { responsible_name: string | null; deadline: string | null; essence: string }[];
}

const answerSchema = z.strictObject({
  summary: z.string().trim().max(5000),
  sections: z.array(z.strictObject({ title: z.string().trim().max(255), text: z.string().trim().max(100_000) })).max(500),
  tasks: z
    .array(
      z.strictObject({
        responsible_name: z.string().trim().max(255).nullable(),
        deadline: z.iso.date().nullable(),
        essence: z.string().trim().min(1).max(2000),
      }),
    )
    .max(200),
});
export type ModelAnswer = z.infer<typeof answerSchema>;

const JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['summary', 'sections', 'tasks'],
  properties: {
    summary: { type: 'string', description: 'Краткое содержание совещания, 2–5 предложений' },
    sections: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'text'],
        properties: {
          title: { type: 'string', description: 'Заголовок раздела черновика без изменений' },
          text: { type: 'string', description: 'Текст раздела с улучшенными формулировками' },
        },
      },
    },
    tasks: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['responsible_name', 'deadline', 'essence'],
        properties: {
          responsible_name: { type: ['string', 'null'], description: 'Ответственный из черновика без изменений' },
          deadline: { type: ['string', 'null'], description: 'Срок из черновика без изменений' },
          essence: { type: 'string', description: 'Суть поручения, начиная с глагола в инфинитиве' },
        },
      },
    },
  },
} as const;

const SYSTEM = [
  'Ты — редактор протоколов совещаний на русском языке. Тебе дан черновик протокола в JSON, составленный автоматически.',
  'Улучши только формулировки: грамотный деловой стиль, без разговорных слов и повторов.',
  'Верни все разделы в том же порядке с теми же заголовками (title) и все поручения в том же порядке',
  'с теми же responsible_name и deadline; меняй только text разделов и essence поручений.',
  'Не меняй, не убирай и не добавляй числа, даты, имена и фамилии; не добавляй сведений, которых нет в черновике.',
  'Пустой раздел оставь пустым. summary — краткое содержание совещания по черновику, 2–5 предложений.',
].join(' ');

/** A failure of the chat call, with a short reason for the logs (never the user's text). */
export class ChatError extends Error {}

function shortReason(error: unknown): string {
  if (error instanceof ChatError) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  return 'server unreachable';
}

/** One request to an OpenAI-compatible chat server; the answer is validated by its schema or rejected. */
export async function askModel(draft: DraftForModel, config: LlmConfig, signal?: AbortSignal): Promise<ModelAnswer> {
  const url = `${config.url.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/chat/completions`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: JSON.stringify(draft) },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'protocol_wording', strict: true, schema: JSON_SCHEMA } },
      }),
      signal: AbortSignal.any([AbortSignal.timeout(config.timeoutMs), ...(signal ? [signal] : [])]),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new ChatError(`HTTP ${response.status}`);
    }
    const body = (await response.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new ChatError('no message content');
    // Some servers wrap JSON in a Markdown fence even in JSON mode.
    let json: unknown;
    try {
      json = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
    } catch {
      throw new ChatError('answer is not JSON');
    }
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) throw new ChatError(`answer outside the schema at ${parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ')}`);
    return parsed.data;
  } catch (error) {
    signal?.throwIfAborted();
    throw new ChatError(shortReason(error));
  }
}
