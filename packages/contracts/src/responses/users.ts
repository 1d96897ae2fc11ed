import { z } from 'zod';
import { ROLES } from '../enums.ts';

const rowId = z.number().int();

/** A user as other resources embed it (members, secretary, director, responsible…). */
export const userRef = z
  .object({
    id: rowId,
    full_name: z.string(),
    email: z.string().nullable(),
    role: z.enum(ROLES),
    department: z.string().nullable(),
    position: z.string().nullable(),
    /** URL of the 256×256 image, or null. */
    avatar: z.string().nullable(),
    /**
     * The person's grammatical gender by the name (the server's genderOf), for messages about them («добавлена»,
     * «участница»); null when the name does not tell, and messages then use a wording with no gendered forms.
     */
    gender: z.enum(['m', 'f']).nullable(),
  })
  .meta({ id: 'UserRef' });

export const userResponse = userRef
  .extend({
    is_active: z.boolean(),
    /** The secretary's manager; null for the other roles. */
    manager: userRef.nullable(),
    /** Who created the account (null: unknown or deleted); an external member is edited only by his creator. */
    created_by: rowId.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'User' });

export const loginResponse = z.object({ token: z.string(), expires_in: z.number() }).meta({ id: 'Login' });
