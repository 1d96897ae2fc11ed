import { z } from 'zod';

/** A task the processing found in the transcript, waiting for the secretary to accept or dismiss it. */
export const suggestedTask = z
  .object({
    id: z.string(),
    essence: z.string(),
    responsible_id: z.number().int().nullable(),
    responsible_name: z.string().nullable(),
    /**
     * The responsible in the dative, surname and initials, for «Поручить Лебедевой А.С.»: added when the protocol is
     * read (not stored); null without a name.
     */
    responsible_dative: z.string().nullable().optional(),
    deadline: z.string().nullable(),
    source: z.object({ start: z.number(), end: z.number(), text: z.string() }),
  })
  .meta({ id: 'SuggestedTask' });

/** A person who spoke or was named and is not yet a member of the protocol. */
export const suggestedMember = z
  .object({
    id: z.string(),
    /** Null for a speaker in no directory: accepting adds them as a new external member. */
    user_id: z.number().int().nullable(),
    full_name: z.string(),
    reason: z.string(),
    /**
     * The person's grammatical gender (the server's genderOf), for «Добавлена новая внешняя участница»; null when the
     * name does not tell; absent in suggestions stored before it was added (then as null).
     */
    gender: z.enum(['m', 'f']).nullable().optional(),
  })
  .meta({ id: 'SuggestedMember' });

/** «Принять все»: how many members and tasks were accepted, and the tasks left without a person or a deadline. */
export const acceptAllResult = z.object({
  members: z.number().int(),
  tasks: z.number().int(),
  left: z.number().int(),
});
