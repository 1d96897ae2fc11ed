import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { protocolMembers, protocols } from '../db/schema.ts';
import { api, createUser, type TestUser } from './app.ts';
import { MEETING_MP4, MEETING_VTT, chunksOf, multipart, readAsset } from './files.ts';

/** The people of the sample meeting (../shared/meetings/zakupki), as directory users. */
export async function meetingPeople(app: FastifyInstance, managerId?: number) {
  const secretary = await createUser(app, 'secretary', managerId ? { manager_id: managerId } : {});
  const ivanov = await createUser(app, 'manager', { full_name: 'Иванов Сергей Петрович' });
  const kuznetsov = await createUser(app, 'external', { full_name: 'Кузнецов Дмитрий Андреевич' });
  const popova = await createUser(app, 'external', { full_name: 'Попова Елена Викторовна' });
  return { secretary, ivanov, kuznetsov, popova };
}

/** A protocol of the sample meeting with its video uploaded (and, optionally, its WebVTT transcript). */
export async function protocolWithVideo(
  app: FastifyInstance,
  secretary: TestUser,
  options: { members?: number[]; subtitles?: boolean } = {},
) {
  const created = await api(app, secretary, {
    method: 'POST',
    url: '/api/protocols',
    payload: { theme: 'Планёрка отдела закупок', event_date: '2026-11-10' },
  });
  if (created.statusCode !== 201) throw new Error(`protocol not created: ${created.body}`);
  const protocolId: number = created.json().data.id;
  for (const memberId of options.members ?? []) {
    await app.db.insert(protocolMembers).values({ protocol_id: protocolId, member_id: memberId });
  }
  const chunks = chunksOf(readAsset(MEETING_MP4), 512 * 1024);
  for (const [index, data] of chunks.entries()) {
    const res = await api(app, secretary, {
      method: 'POST',
      url: `/api/protocols/${protocolId}/upload-chunks`,
      ...multipart(
        { total_chunks: String(chunks.length), chunk_index: String(index) },
        { video: { name: 'meeting.mp4', data, type: 'video/mp4' } },
      ),
    });
    if (res.statusCode !== 200) throw new Error(`chunk ${index}: ${res.body}`);
  }
  if (options.subtitles) {
    const res = await api(app, secretary, {
      method: 'POST',
      url: `/api/protocols/${protocolId}/subtitles`,
      ...multipart({}, { file: { name: 'meeting.vtt', data: readAsset(MEETING_VTT), type: 'text/vtt' } }),
    });
    if (res.statusCode !== 200) throw new Error(`subtitles: ${res.body}`);
  }
  return protocolId;
}

export async function waitForStage(app: FastifyInstance, protocolId: number, stages: string[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await app.db.select().from(protocols).where(eq(protocols.id, protocolId));
    if (row && stages.includes(row.stage)) return row;
    if (Date.now() > deadline) throw new Error(`protocol ${protocolId} stayed in ${row?.stage}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
