import type { FastifyInstance } from 'fastify';
import { AUTH_LIMIT_MESSAGES } from '@protocolist/contracts/auth';
import { HttpError } from '../../http/errors.ts';
import { createPasswordLink, deletePasswordLink, passwordLinkUrl, type PasswordLinkKind } from './password-links.ts';
import { accountCreatedMail, resetPasswordMail, welcomeMail } from './password-mail.ts';
import type { CurrentUser } from '../../http/auth.ts';

type Recipient = Pick<CurrentUser, 'id' | 'email' | 'full_name' | 'role'>;

/**
 * Creates a set-password link and e-mails it. When the mail server fails, the link is dropped (nobody can
 * have it) and a 503 with a Russian message is thrown; the cause goes to the log only.
 */
export async function sendPasswordLink(app: FastifyInstance, user: Recipient, kind: PasswordLinkKind): Promise<void> {
  const email = user.email;
  if (!email) throw new Error(`user ${user.id} has no e-mail`);
  const token = await createPasswordLink(app.db, user.id, kind);
  const link = passwordLinkUrl(app.publicUrl, token, email);
  const message = kind === 'reset' ? resetPasswordMail(email, link) : welcomeMail(email, user.full_name, user.role, link);
  try {
    await app.mailer.send(message);
  } catch (error) {
    app.log.error({ err: error, userId: user.id, kind }, 'password link e-mail failed');
    await deletePasswordLink(app.db, token);
    throw new HttpError(503, AUTH_LIMIT_MESSAGES.mailFailed);
  }
}

/** The welcome letter of an account created with a password (no link: the password exists). 503 when mail fails. */
export async function sendAccountCreatedMail(app: FastifyInstance, user: Recipient): Promise<void> {
  if (!user.email) throw new Error(`user ${user.id} has no e-mail`);
  try {
    await app.mailer.send(accountCreatedMail(user.email, user.full_name, user.role, `${app.publicUrl}/login`));
  } catch (error) {
    app.log.error({ err: error, userId: user.id }, 'account e-mail failed');
    throw new HttpError(503, AUTH_LIMIT_MESSAGES.mailFailed);
  }
}
