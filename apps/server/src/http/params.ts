import { z } from 'zod';
import { id } from '@protocolist/contracts/fields';

/** `:id` of every route that addresses one row. */
export const idParams = z.object({ id });
