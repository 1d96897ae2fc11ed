import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Attached files (an invitation's .ics among them), their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

/** A real SMTP server on a free local port that keeps every message the app sends. */
export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  /**
   * «для вас создана учётная запись» letters, kept apart: every user a test creates with a password gets one, and
   * `messages` / `waitFor` are about what the test itself makes the app send.
   */
  accountMails: ReceivedMail[];
  /** Waits for the first message to `address` (case-insensitive) that arrives after `since` messages. */
  waitFor(address: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function recipients(mail: ParsedMail): string[] {
  const fields = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return fields.flatMap((field) => field.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

export const ACCOUNT_CREATED_SUBJECT = 'Протоколист: для вас создана учётная запись';

export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const accountMails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const subject = mail.subject ?? '';
          (subject === ACCOUNT_CREATED_SUBJECT ? accountMails : messages).push({
            to: recipients(mail),
            subject,
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content.toString('utf8'),
            })),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    accountMails,
    async waitFor(address, { since = 0, timeoutMs = 15_000 } = {}) {
      const wanted = address.toLowerCase();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.slice(since).find((mail) => mail.to.includes(wanted));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`Письмо для ${address} не пришло за ${timeoutMs} мс`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message that points at `prefix` (the app's PUBLIC_URL). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.map((raw) => raw.replace(/&amp;/g, '&')).find((candidate) => candidate.startsWith(prefix));
  if (!link) throw new Error(`В письме «${mail.subject}» нет ссылки на ${prefix}`);
  return link;
}
