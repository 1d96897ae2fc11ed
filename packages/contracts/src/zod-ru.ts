import { z } from 'zod';
import { VALIDATION } from './messages.ts';

/**
 * Russian messages for every zod schema of the project: the seed's wording for missing fields,
 * zod's own Russian locale for the rest. Imported once by each app before any schema is used.
 */
export function useRussianZodMessages(): void {
  z.config(z.locales.ru());
  const ru = z.config().localeError;
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
        return VALIDATION.required;
      }
      if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) {
        return VALIDATION.required;
      }
      if (issue.code === 'too_big' && issue.origin === 'string') {
        return VALIDATION.maxLength(Number(issue.maximum));
      }
      if (issue.code === 'invalid_format' && issue.format === 'email') return VALIDATION.email;
      return ru?.(issue as never) as string | undefined;
    },
  });
}
