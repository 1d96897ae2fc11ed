import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
  /** For iCalendar invitations: sent as a text/calendar alternative too, so mail clients show RSVP buttons. */
  method?: string;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  icalEvent?: { method: string; content: string; filename?: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/mail. */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = path.join(options.dataDir, 'mail');
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      if (!options.smtpUrl) {
        await mkdir(mailDir, { recursive: true });
        const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
        await writeFile(file, (info as unknown as { message: Buffer }).message);
        const links = message.text.match(/https?:\/\/\S+/g) ?? [];
        options.log.info({ to: message.to, subject: message.subject, file, links }, 'e-mail written to file');
      }
    },
    close: () => transport.close(),
  };
}

/** `"Name" <address>` with the characters that would break the header taken out of the name. */
export function mailbox(name: string | null | undefined, email: string): string {
  const clean = (name ?? '').replace(/["\\\r\n]/g, '').trim();
  return clean ? `"${clean}" <${email}>` : email;
}
