import { z } from 'zod';

const text = z.string();

/**
 * A protocol document as format-neutral blocks, in the order of ГОСТ Р 7.0.97-2025. The server's PDF and DOCX
 * renderers and the web preview draw the same blocks.
 */
export const documentBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('organization'), text }),
  z.object({ kind: z.literal('document-type'), text }),
  z.object({
    kind: z.literal('date-number'),
    date: z.string(),
    number: z.string(),
  }),
  z.object({ kind: z.literal('place'), text }),
  z.object({ kind: z.literal('title'), text }),
  z.object({
    kind: z.literal('field'),
    label: z.string(),
    separator: z.enum([' — ', ': ']),
    text,
  }),
  z.object({ kind: z.literal('heading'), text }),
  /** «1. СЛУШАЛИ:» with the first statement on the same line. */
  z.object({
    kind: z.literal('part'),
    label: z.string(),
    text: z.string().nullable(),
  }),
  /** Numbered paragraphs: the agenda (1.), decisions (1.1.), the appendix list. `style` tells the DOCX numbering. */
  z.object({
    kind: z.literal('list'),
    style: z.enum(['agenda', 'decisions', 'people']),
    items: z.array(z.object({ number: z.string(), text })),
  }),
  z.object({ kind: z.literal('paragraph'), text }),
  z.object({
    kind: z.literal('signatures'),
    rows: z.array(z.object({ role: z.string(), name: z.string() })),
  }),
  z.object({
    kind: z.literal('certification'),
    role: z.string(),
    name: z.string(),
    date: z.string(),
  }),
  /** Starts the appendix on a new page: «Приложение к протоколу от … № …». */
  z.object({ kind: z.literal('appendix'), text }),
]);

/** GET /api/protocols/{id}/documents/preview */
export const documentPreview = z.object({
  name: z.string(),
  blocks: z.array(documentBlock),
  /** The agenda items an extract can be made of. */
  items: z.array(z.object({ number: z.number().int(), title: z.string().nullable() })),
});
