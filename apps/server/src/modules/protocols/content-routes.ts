import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PROTOCOL_MESSAGES,
  parseVersionTag,
  saveFinalRequest,
  updateSectionsRequest,
  updateTranscriptRequest,
  versionTag,
  type ProtocolSection,
} from '@protocolist/contracts/protocols';
import type { TranscriptSegment } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { unprocessable } from '../../http/errors.ts';
import { protocolSections } from '../../pipeline/protocol-text/index.ts';
import { MarkerSet } from '../../pipeline/sections/markers.ts';
import { parseTranscriptText } from '../../pipeline/sections/transcript-text.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams as protocolParams } from '../../http/params.ts';
import { presentProtocol } from './presenter.ts';
import { draftSections, protocolDrafter, sectionKeywords } from '../keywords/index.ts';
import { saveProtocolText } from './commands.ts';
import { saveFinalProtocol } from './final.ts';
import { ok } from '../../http/openapi.ts';
import { protocolResponse, protocolSection, transcriptSegment } from '@protocolist/contracts/responses/protocols';

const keyValue = (sections: readonly ProtocolSection[]) => sections.map(({ key, value }) => ({ key, value }));

/** The version the client saw (If-Match), or null when it sent none: then the save is not checked. */
function expectedVersion(request: FastifyRequest): number | null {
  const header = request.headers['if-match'];
  const version = parseVersionTag(Array.isArray(header) ? header[0] : header);
  if (Number.isNaN(version)) throw unprocessable({ version: [PROTOCOL_MESSAGES.versionInvalid] });
  return version;
}

const tagReply = (reply: FastifyReply, version: number | undefined) => {
  if (version !== undefined) void reply.header('etag', versionTag(version));
};

/** Transcript, draft sections and the final protocol text (PRODUCT.md §7–9). */
export async function protocolContentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/protocols/:id/transcript',
    { schema: { response: ok(z.array(transcriptSegment)), tags: ['protocols'], summary: 'Стенограмма: фрагменты {start, end, speaker, text}', params: protocolParams } },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'read');
      tagReply(reply, protocol.version);
      return success(protocol.transcript ?? []);
    },
  );

  r.put(
    '/api/protocols/:id/transcript',
    {
      schema: {
        response: ok(z.array(transcriptSegment)),
        tags: ['protocols'],
        summary: 'Исправить стенограмму: текст (строка на реплику, «Имя: текст») или фрагменты',
        params: protocolParams,
        body: updateTranscriptRequest,
      },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const expected = expectedVersion(request);
      const keywords = await sectionKeywords(app.db, protocol.secretary_id);
      const { text, segments } = request.body;
      const transcript: TranscriptSegment[] =
        segments !== undefined
          ? segments.map((segment) => ({ ...segment, speaker: segment.speaker || null }))
          : parseTranscriptText(text ?? '', new MarkerSet(keywords));
      const saved = await saveProtocolText(
        app.db,
        protocol.id,
        { transcript, transcriptEdited: true },
        { expectedVersion: expected, draft: await protocolDrafter(app.db, protocol.secretary_id, protocol) },
      );
      tagReply(reply, saved.version);
      return success(transcript, PROTOCOL_MESSAGES.saved);
    },
  );

  r.put(
    '/api/protocols/:id/sections',
    {
      schema: {
        response: ok(z.array(protocolSection)),
        tags: ['protocols'],
        summary: 'Сохранить разделы, исправленные секретарём (больше не пересобираются по ключевым словам)',
        params: protocolParams,
        body: updateSectionsRequest,
      },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const sections = keyValue(request.body.sections);
      const saved = await saveProtocolText(
        app.db,
        protocol.id,
        { sections, sectionsEdited: true },
        { expectedVersion: expectedVersion(request) },
      );
      tagReply(reply, saved.version);
      return success(sections, PROTOCOL_MESSAGES.saved);
    },
  );

  r.post(
    '/api/protocols/:id/sections/rebuild',
    {
      schema: {
        response: ok(z.array(protocolSection)),
        tags: ['protocols'],
        summary: 'Отменить правки разделов и заново разрезать стенограмму по ключевым словам',
        params: protocolParams,
      },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const sections = keyValue(await draftSections(app.db, protocol.secretary_id, protocol.transcript, protocol));
      const saved = await saveProtocolText(
        app.db,
        protocol.id,
        { sections, sectionsEdited: false },
        { expectedVersion: expectedVersion(request), rule: 'rebuild' },
      );
      tagReply(reply, saved.version);
      return success(sections, PROTOCOL_MESSAGES.saved);
    },
  );

  r.get(
    '/api/protocols/:id/final',
    {
      schema: {
        response: ok(z.array(protocolSection)),
        tags: ['protocols'],
        summary: 'Текст протокола [{key, value}]: сохранённый итоговый, иначе черновые разделы (пустые и повторы не входят)',
        params: protocolParams,
      },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'read');
      tagReply(reply, protocol.version);
      const saved = protocolSections(protocol);
      if (saved.length > 0) return success(keyValue(saved));
      return success(keyValue(protocolSections(protocol, await draftSections(app.db, protocol.secretary_id, protocol.transcript, protocol))));
    },
  );

  r.post(
    '/api/protocols/:id/final',
    {
      schema: {
        response: ok(protocolResponse),
        tags: ['protocols'],
        summary: 'Сохранить итоговый протокол: стадия «Итоговый», статус «success»',
        params: protocolParams,
        body: saveFinalRequest,
      },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const { final_transcript: finalTranscript, ...header } = request.body;
      await saveFinalProtocol(app, protocol.id, { ...header, final_transcript: keyValue(finalTranscript) }, expectedVersion(request));
      const presented = await presentProtocol(app, protocol.id);
      tagReply(reply, presented.version);
      return success(presented, PROTOCOL_MESSAGES.finalSaved);
    },
  );
}
