import type { FastifyInstance } from 'fastify';
import type { ProtocolStage } from '@protocolist/contracts/enums';
import { protocols } from '../../db/schema.ts';
import { api, type TestUser } from '../../test/app.ts';
import { multipart } from '../../test/files.ts';

let numbers = 0;
/** A protocol row straight in the database (the protocols API is tested elsewhere). */
export async function insertProtocol(app: FastifyInstance, secretaryId: number, stage: ProtocolStage = 'no_video') {
  numbers += 1;
  const [row] = await app.db
    .insert(protocols)
    .values({ secretary_id: secretaryId, protocol_number: numbers, theme: 'Закупки', event_date: '2026-11-10', stage })
    .returning();
  return row!;
}

/** One chunk as the web client sends it (fields, then the file), or with the file part first. */
export function sendChunk(
  app: FastifyInstance,
  user: TestUser,
  protocolId: number,
  index: number,
  total: number,
  data: Buffer,
  options: { filesFirst?: boolean } = {},
) {
  const body = multipart(
    { total_chunks: String(total), chunk_index: String(index) },
    { video: { name: 'meeting.mp4', data, type: 'video/mp4' } },
    options,
  );
  return api(app, user, { method: 'POST', url: `/api/protocols/${protocolId}/upload-chunks`, ...body });
}

