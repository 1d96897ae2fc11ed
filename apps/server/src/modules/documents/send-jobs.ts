import type { FastifyInstance } from 'fastify';
import type { Job, JobInsert } from 'pg-boss';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
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

const workerIds = new WeakMap<FastifyInstance, string>();

/** Retries ride out an SMTP outage: the wait doubles from MAIL_RETRY_DELAY_SECONDS up to an hour. */
function retryOptions(app: FastifyInstance) {
  return { retryLimit: 10, retryDelay: app.config.mailRetryDelaySeconds, retryBackoff: true, retryDelayMax: 3600 };
}

export async function startProtocolSending(app: FastifyInstance): Promise<void> {
  await app.boss.createQueue(SEND_PROTOCOL_QUEUE, retryOptions(app));
  if (!app.runsWorkers) return;
  const pollingIntervalSeconds = Math.max(0.5, Math.min(2, app.config.mailRetryDelaySeconds));
  const id = await app.boss.work<SendProtocolJob>(
    SEND_PROTOCOL_QUEUE,
    { batchSize: 20, pollingIntervalSeconds },
    (jobs) => deliverBatch(app, jobs),
  );
  workerIds.set(app, id);
}

export async function enqueueProtocolSending(app: FastifyInstance, protocolId: number, memberIds: number[]): Promise<void> {
  if (memberIds.length === 0) return;
  const options = retryOptions(app);
  await app.boss.insert(
    SEND_PROTOCOL_QUEUE,
    memberIds.map((member_id): JobInsert<SendProtocolJob> => ({ data: { protocol_id: protocolId, member_id }, ...options })),
  );
  const workerId = workerIds.get(app);
  if (workerId) app.boss.notifyWorker(workerId);
}

interface RenderedProtocol {
  data: ProtocolDocumentData;
  pdf: Buffer;
  fileName: string;
}

/** Each protocol of a batch is rendered once, however many members get it; each job fails or succeeds alone. */
async function deliverBatch(app: FastifyInstance, jobs: Job<SendProtocolJob>[]): Promise<void> {
  const rendered = new Map<number, Promise<RenderedProtocol | null>>();
  const render = (protocolId: number) => {
    if (!rendered.has(protocolId)) rendered.set(protocolId, renderForMail(app, protocolId));
    return rendered.get(protocolId)!;
  };
  const results = await Promise.allSettled(jobs.map(async (job) => deliver(app, job.data, await render(job.data.protocol_id))));
  for (const [index, result] of results.entries()) {
    if (result.status === 'fulfilled') continue;
    const error = result.reason as Error;
    app.log.warn({ err: error, job: jobs[index]!.id }, 'protocol e-mail not sent, will retry');
    await app.boss.fail(SEND_PROTOCOL_QUEUE, jobs[index]!.id, { message: error.message });
  }
}

async function renderForMail(app: FastifyInstance, protocolId: number): Promise<RenderedProtocol | null> {
  const protocol = await findProtocol(app, protocolId);
  if (!protocol) return null;
  const data = await loadProtocolDocumentData(app, protocol);
  return { data, pdf: await renderProtocol('pdf', data), fileName: documentFileName(protocol, 'pdf') };
}

async function deliver(app: FastifyInstance, job: SendProtocolJob, protocol: RenderedProtocol | null): Promise<void> {
  if (!protocol) return; // deleted since: nothing left to send
  const [member] = await app.db
    .select({ full_name: users.full_name, email: users.email })
    .from(users)
    .where(eq(users.id, job.member_id));
  if (!member?.email) return;
  const name = member.full_name.replace(/["\\\r\n]/g, '').trim();
  await app.mailer.send({
    to: name ? `"${name}" <${member.email}>` : member.email,
    ...protocolMail(protocol.data, member.full_name),
    attachments: [{ filename: protocol.fileName, content: protocol.pdf, contentType: DOCUMENT_MIME.pdf }],
  });
}
