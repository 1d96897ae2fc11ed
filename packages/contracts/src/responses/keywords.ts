import { z } from 'zod';

export const keywordPreviewSection = z.object({
  key: z.string(),
  value: z.string(),
});

export const keywordResponse = z
  .object({
    id: z.number().int(),
    title: z.string(),
    phrase: z.string(),
    position: z.number().int(),
  })
  .meta({ id: 'Keyword' });
