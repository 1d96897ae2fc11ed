import type { Db } from '../../db/client.ts';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { mailbox } from '../../mail/mailer.ts';
import { appStartUrl } from '../../mail/layout.ts';
import { defineMailQueue } from '../../mail/queue.ts';
import { findProtocol, loadProtocolDocumentData } from './load.ts';
import { renderProtocol } from './renderers.ts';
import { documentFileName, DOCUMENT_MIME } from './file-name.ts';
import { protocolMail } from './send-mail.ts';
import type { ProtocolDocumentData } from './protocol-data.ts';

export const SEND_PROTOCOL_QUEUE = 'documents.send';

/** The protocol's PDF to one member: one job each, so a bad address never resends to the others. */
export interface SendProtocolJob {
  protocol_id: number;
  member_id: number;
}

/** Each protocol of a batch is rendered once, however many members get it. */
const protocolMailQueue = defineMailQueue<SendProtocolJob, Map<number, Promise<RenderedProtocol | null>>>(SEND_PROTOCOL_QUEUE, {
  batchSize: 20,
  batchContext: () => new Map(),
  async deliver(app, job, rendered) {
    if (!rendered.has(job.protocol_id)) rendered.set(job.protocol_id, renderForMail(app, job.protocol_id));
    await deliver(app, job, await rendered.get(job.protocol_id)!);
  },
});

export const startProtocolSending = (app: FastifyInstance) => protocolMailQueue.start(app);

/** Queues one letter a member, in the transaction `tx` that marks the protocol sent. */
export async function enqueueProtocolSending(app: FastifyInstance, tx: Db, protocolId: number, memberIds: number[]): Promise<void> {
  await protocolMailQueue.enqueue(
    app,
    memberIds.map((member_id) => ({ protocol_id: protocolId, member_id })),
    tx,
  );
}

interface RenderedProtocol {
  data: ProtocolDocumentData;
  pdf: Buffer;
  fileName: string;
}

async function renderForMail(app: FastifyInstance, protocolId: number): Promise<RenderedProtocol | null> {
  const protocol = await findProtocol(app, protocolId);
  if (!protocol) return null;
  const data = await loadProtocolDocumentData(app, protocol);
  return { data, pdf: await renderProtocol('pdf', data), fileName: documentFileName(data, 'pdf') };
}

async function deliver(app: FastifyInstance, job: SendProtocolJob, protocol: RenderedProtocol | null): Promise<void> {
  if (!protocol) return; // deleted since: nothing left to send
  const [member] = await app.db
    .select({ full_name: users.full_name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, job.member_id));
  if (!member?.email) return;
  await app.mailer.send({
    to: mailbox(member.full_name, member.email),
    ...protocolMail(protocol.data, member.full_name, member.role !== 'external' ? appStartUrl(app.publicUrl) : null),
    attachments: [{ filename: protocol.fileName, content: protocol.pdf, contentType: DOCUMENT_MIME.pdf }],
  });
}
