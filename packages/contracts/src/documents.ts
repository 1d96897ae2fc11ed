import { z } from 'zod';
import { optionalText } from './fields.ts';
import { optionalTime, sectionSchema } from './protocols.ts';
import type { documentPreview, documentBlock } from './responses/documents.ts';

/** The protocol's documents: the full form, the short form (no ВЫСТУПИЛИ), an extract of chosen items. */
export const DOCUMENT_FORMS = ['full', 'short', 'extract'] as const;
export type DocumentFormName = (typeof DOCUMENT_FORMS)[number];

export const DOCUMENT_FORM_LABELS: Record<DocumentFormName, string> = {
  full: 'Полная форма',
  short: 'Краткая форма',
  extract: 'Выписка',
};

export const DOCUMENT_QUERY_MESSAGES = {
  form: 'Форма документа: full, short или extract',
  items: 'Укажите номера вопросов повестки через запятую, например 1,3',
  itemsRequired: 'Выберите хотя бы один вопрос повестки для выписки',
  noSuchItem: (number: number) => `В протоколе нет вопроса № ${number}`,
} as const;

/** ?form=extract&items=1,3 — which document to render (PDF, DOCX or the preview). */
export const documentQuery = z
  .object({
    form: z.enum(DOCUMENT_FORMS, { error: DOCUMENT_QUERY_MESSAGES.form }).default('full'),
    items: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\s*,\s*\d{1,3})*$/, DOCUMENT_QUERY_MESSAGES.items)
      .transform((value) => [...new Set(value.split(',').map((n) => Number(n.trim())))].sort((a, b) => a - b))
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.form === 'extract' && !query.items?.length) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: DOCUMENT_QUERY_MESSAGES.itemsRequired });
    }
  });
export type DocumentQuery = z.output<typeof documentQuery>;

/**
 * POST …/documents/preview: the document of a text not saved yet, for the editor's live preview (issue 15).
 * Nothing is stored; the rest of the protocol (people, tasks, numbering) is read as saved.
 */
export const draftPreviewRequest = z.object({
  sections: z.array(sectionSchema).max(1000),
  location: optionalText(255),
  city: optionalText(255),
  event_start_time: optionalTime,
});
export type DraftPreviewRequest = z.input<typeof draftPreviewRequest>;

export type DocumentPreview = z.infer<typeof documentPreview>;
export type DocumentBlock = z.infer<typeof documentBlock>;
