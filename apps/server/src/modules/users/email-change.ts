import type { FastifyInstance } from 'fastify';
import { and, count, eq, ne } from 'drizzle-orm';
import { countRu } from '@protocolist/contracts/plural';
import { protocolTasks } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { emailGreeting, emailLayout, escapeHtml } from '../../mail/layout.ts';
import { mailbox, type MailMessage } from '../../mail/mailer.ts';
import { defineMailQueue } from '../../mail/queue.ts';
import type { UserRow } from './presenter.ts';

/** Everything the letter says, captured when the address changed (the job carries it as is). */
interface EmailChangeNotice {
  name: string;
  oldEmail: string;
  newEmail: string;
  changedBy: string;
  openTasks: number;
}

/**
 * The letter to the old address: task mails now go elsewhere, and whoever did not expect that learns who made
 * the change (a hijacked address would otherwise receive someone's assignments unnoticed).
 */
function emailChangeMail(notice: EmailChangeNotice): Omit<MailMessage, 'to'> {
  const tasks = countRu(notice.openTasks, ['открытая задача', 'открытые задачи', 'открытых задач']);
  const lines = [
    emailGreeting(notice.name),
    `Адрес e-mail вашей учётной записи в Протоколисте изменён на ${notice.newEmail}. Изменение внесено пользователем ${notice.changedBy}.`,
    `За вами ${tasks}: письма о них и напоминания о сроках теперь приходят на новый адрес.`,
    'Если вы не ожидали этого изменения, обратитесь к секретарю или администратору.',
  ];
  return {
    subject: 'Протоколист: адрес e-mail изменён',
    html: emailLayout('Адрес e-mail изменён', lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')),
    text: lines.join('\n\n'),
  };
}

const emailChangeQueue = defineMailQueue<EmailChangeNotice>('users.email-changed', {
  async deliver(app, notice) {
    await app.mailer.send({ to: mailbox(notice.name, notice.oldEmail), ...emailChangeMail(notice) });
  },
});

export const startEmailChangeMail = (app: FastifyInstance) => emailChangeQueue.start(app);

/** After `target`'s e-mail changed: one letter to the old address when he still has tasks to do. */
export async function noticeOfEmailChange(app: FastifyInstance, actor: CurrentUser, target: UserRow, newEmail: string) {
  const [open] = await app.db
    .select({ n: count() })
    .from(protocolTasks)
    // Open: in work or overdue, anything not done.
    .where(and(eq(protocolTasks.responsible_id, target.id), ne(protocolTasks.status, 'success')));
  const openTasks = Number(open?.n ?? 0);
  if (openTasks === 0 || !target.email) return;
  await emailChangeQueue.enqueue(app, [
    { name: target.full_name, oldEmail: target.email, newEmail, changedBy: actor.full_name, openTasks },
  ]);
}
