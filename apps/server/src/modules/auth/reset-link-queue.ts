import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { defineMailQueue } from '../../mail/queue.ts';
import { createPasswordLink, deletePasswordLink, passwordLinkUrl } from './password-links.ts';
import { resetPasswordMail } from './password-mail.ts';

export const RESET_LINK_QUEUE = 'auth.reset-link';

interface ResetLinkJob {
  email: string;
}

/**
 * A requested reset link, decided and sent by the worker, not by the request: the request does the same work for
 * a registered e-mail and an unknown one (count the attempt, queue one job), so its timing tells nothing (issue
 * 14, item 8). Unknown, external and blocked addresses get no letter. Each delivery makes a fresh link (older
 * unused ones stop working) and drops it again when the mail server refuses, before the queue retries.
 */
const resetLinkQueue = defineMailQueue<ResetLinkJob>(RESET_LINK_QUEUE, {
  async deliver(app, { email }) {
    const [user] = await app.db.select().from(users).where(eq(sql`lower(${users.email})`, email));
    if (!user || !user.is_active || user.role === 'external' || !user.email) return;
    const token = await createPasswordLink(app.db, user.id, 'reset');
    try {
      await app.mailer.send(resetPasswordMail(user.email, passwordLinkUrl(app.publicUrl, token, user.email)));
    } catch (error) {
      await deletePasswordLink(app.db, token);
      throw error;
    }
  },
});

export const startResetLinkMail = (app: FastifyInstance) => resetLinkQueue.start(app);
export const queueResetLink = (app: FastifyInstance, email: string) => resetLinkQueue.enqueue(app, [{ email }]);
