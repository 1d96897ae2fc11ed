import { z } from 'zod';
import { PROTOCOL_NUMBERINGS } from '../enums.ts';

/** Organisation settings (PRODUCT.md §2): the name printed on documents and the organisation's timezone. */
export const organizationSettings = z.object({
  organization_name: z.string(),
  timezone: z.string(),
  protocol_numbering: z.enum(PROTOCOL_NUMBERINGS),
});
