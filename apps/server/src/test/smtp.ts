import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { simpleParser, type Attachment, type ParsedMail } from 'mailparser';

/** One message as the test SMTP server received it. */
export interface ReceivedMail {
  /** SMTP envelope: who sent and who really gets it (Bcc included). */
  envelope: { from: string; to: string[] };
  subject: string;
  text: string;
  html: string;
  attachments: Attachment[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** For createTestApp({ SMTP_URL: smtp.url }). */
  url: string;
  port: number;
  /** Every message so far, in the order received. */
  messages: ReceivedMail[];
  /** The n-th message (1-based) once it has arrived; rejects after timeoutMs. */
  waitForMessage(n?: number, timeoutMs?: number): Promise<ReceivedMail>;
  /** The first message (already here or still to come) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** While true the server refuses messages (550), as a broken mail server would. */
  rejectMessages(reject: boolean): void;
  clear(): void;
  close(): Promise<void>;
}

const addressOf = (address: SMTPServerAddress | false) => (address ? address.address : '');

/** URLs found in a text (e-mail bodies): for following the link a message carries. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
}

/**
 * A real SMTP peer on a random local port that keeps what it receives, parsed. No TLS, no auth: the
 * app's nodemailer transport talks to it exactly as to a production server.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let rejecting = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      if (rejecting) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            envelope: {
              from: addressOf(session.envelope.mailFrom),
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments,
            parsed,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  function waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 5000): Promise<ReceivedMail> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return false;
        done();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no matching e-mail within ${timeoutMs} ms (received ${messages.length})`));
      }, timeoutMs);
      const wake = () => void check();
      const done = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      if (!check()) waiters.add(wake);
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor,
    waitForMessage(n = 1, timeoutMs = 5000) {
      return waitFor((mail) => messages.indexOf(mail) === n - 1, timeoutMs);
    },
    rejectMessages(reject) {
      rejecting = reject;
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
