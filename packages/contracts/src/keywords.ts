import { z } from 'zod';
import { MAX_ID, id, requiredText } from './fields.ts';
import { VALIDATION } from './messages.ts';
import type { keywordPreviewSection, keywordResponse } from './responses/keywords.ts';

export const KEYWORD_MESSAGES = {
  notFound: 'Ключевое слово не найдено',
  deleted: 'Ключевое слово удалено',
  emptyList: 'Добавьте хотя бы одно ключевое слово',
  orderMismatch: 'Передайте все ваши ключевые слова, каждое по одному разу',
} as const;

export const KEYWORD_TITLE_MAX = 255;
export const KEYWORD_PHRASE_MAX = 1000;

/** Line breaks become spaces: a title and its phrases are one line each. */
const oneLine = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.replace(/[\r\n]+/g, ' ') : v), requiredText(max));

export const keywordInput = z.object({
  title: oneLine(KEYWORD_TITLE_MAX),
  phrase: oneLine(KEYWORD_PHRASE_MAX),
});
export type KeywordInput = z.input<typeof keywordInput>;

/** One keyword `{title, phrase}`, or several at once `{keywords: [{title, phrase}, ...]}`. */
export const createKeywordsRequest = z
  .object({
    title: oneLine(KEYWORD_TITLE_MAX).optional(),
    phrase: oneLine(KEYWORD_PHRASE_MAX).optional(),
    keywords: z.array(keywordInput).min(1, KEYWORD_MESSAGES.emptyList).max(100).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.keywords) return;
    for (const field of ['title', 'phrase'] as const) {
      if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: VALIDATION.required });
    }
  });
export type CreateKeywordsRequest = z.input<typeof createKeywordsRequest>;

export const updateKeywordRequest = z.object({
  title: oneLine(KEYWORD_TITLE_MAX).optional(),
  phrase: oneLine(KEYWORD_PHRASE_MAX).optional(),
  /** 1-based place in the list; the others shift to make room. */
  position: z.coerce.number().int().min(1).max(MAX_ID).optional(),
});
export type UpdateKeywordRequest = z.input<typeof updateKeywordRequest>;

export const reorderKeywordsRequest = z.object({ ids: z.array(id).min(1).max(1000) });

/** «Проверить на тексте»: a sample text (one remark a line, «Спикер: текст» allowed) cut by the saved keywords. */
export const KEYWORD_PREVIEW_MAX = 200_000;
export const keywordPreviewRequest = z.object({ text: z.string().trim().min(1).max(KEYWORD_PREVIEW_MAX) });
export type KeywordPreviewRequest = z.input<typeof keywordPreviewRequest>;

/** Marker phrases of a keyword: alternatives separated by ';'. */
export function keywordAlternatives(phrase: string): string[] {
  return phrase
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
}

export type KeywordPreviewSection = z.infer<typeof keywordPreviewSection>;
export type Keyword = z.infer<typeof keywordResponse>;
