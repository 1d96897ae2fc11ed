import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, type SQL } from 'drizzle-orm';
import {
  PROTOCOL_MESSAGES,
  parseVersionTag,
  saveFinalRequest,
  updateSectionsRequest,
  updateTranscriptRequest,
  versionTag,
  type ProtocolSection,
} from '@protocolist/contracts/protocols';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { protocols, type TranscriptSegment } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { conflict, HttpError, unprocessable } from '../../http/errors.ts';
import { protocolSections, textSectionsColumn } from '../../pipeline/protocol-text/index.ts';
import { MarkerSet } from '../../pipeline/sections/markers.ts';
import { parseTranscriptText } from '../../pipeline/sections/transcript-text.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams as protocolParams } from '../../http/params.ts';
import { presentProtocol } from './presenter.ts';
import { draftSections, sectionKeywords } from '../keywords/index.ts';
import { announceProtocolTasks } from '../tasks/index.ts';
import { illegalTransitionMessage, transitionStage } from './stages.ts';
import { assignDocumentNumber } from './document-number.ts';

const keyValue = (sections: readonly ProtocolSection[]) => sections.map(({ key, value }) => ({ key, value }));

/** 409 with the field `version`: the web shows both texts side by side instead of a plain error. */
export const versionConflict = () =>
  new HttpError(409, PROTOCOL_MESSAGES.versionConflict, { version: [PROTOCOL_MESSAGES.versionConflict] });

/** The version the client saw (If-Match), or null when it sent none: then the save is not checked. */
function expectedVersion(request: FastifyRequest): number | null {
  const header = request.headers['if-match'];
  const version = parseVersionTag(Array.isArray(header) ? header[0] : header);
  if (Number.isNaN(version)) throw unprocessable({ version: [PROTOCOL_MESSAGES.versionInvalid] });
  return version;
}

/** The row condition of a checked save: this protocol, still at the version the client saw. */
function atVersion(protocolId: number, expected: number | null): SQL {
  return expected === null ? eq(protocols.id, protocolId) : and(eq(protocols.id, protocolId), eq(protocols.version, expected))!;
}

const tagReply = (reply: FastifyReply, version: number | undefined) => {
  if (version !== undefined) void reply.header('etag', versionTag(version));
};

/** New draft sections and the protocol-text column that follows from them. */
const sectionsWithColumn = (protocol: { final_transcript: ProtocolSection[] | null }, sections: ProtocolSection[]) => ({
  sections,
  ...textSectionsColumn({ final_transcript: protocol.final_transcript, sections }),
});

/** Transcript, draft sections and the final protocol text (PRODUCT.md §7–9). */
export async function protocolContentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Stores draft sections; `edited` ones are the secretary's and are never cut again by keywords. */
  /**
   * Stores draft sections; `edited` ones are the secretary's and are never cut again by keywords. The protocol
   * has one text: once a final text exists (a reopened protocol), it is the one changed.
   */
  async function saveSections(
    request: FastifyRequest,
    reply: FastifyReply,
    protocol: { id: number; final_transcript: ProtocolSection[] | null },
    sections: { key: string; value: string }[],
    edited: boolean,
  ) {
    const expected = expectedVersion(request);
    const [saved] = await app.db
      .update(protocols)
      .set({
        sections,
        sections_edited: edited,
        ...(protocol.final_transcript ? { final_transcript: sections } : {}),
        ...textSectionsColumn({ final_transcript: protocol.final_transcript ? sections : null, sections }),
        updated_at: new Date(),
      })
      .where(atVersion(protocol.id, expected))
      .returning({ version: protocols.version });
    if (!saved) throw versionConflict();
    tagReply(reply, saved.version);
    return success(sections, PROTOCOL_MESSAGES.saved);
  }

  r.get(
    '/api/protocols/:id/transcript',
    { schema: { tags: ['protocols'], summary: 'Стенограмма: фрагменты {start, end, speaker, text}', params: protocolParams } },
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
        tags: ['protocols'],
        summary: 'Исправить стенограмму: текст (строка на реплику, «Имя: текст») или фрагменты',
        params: protocolParams,
        body: updateTranscriptRequest,
      },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const expected = expectedVersion(request);
      if (expected !== null && expected !== protocol.version) throw versionConflict();
      const keywords = await sectionKeywords(app.db, protocol.secretary_id);
      const { text, segments } = request.body;
      const transcript: TranscriptSegment[] =
        segments !== undefined
          ? segments.map((segment) => ({ ...segment, speaker: segment.speaker || null }))
          : parseTranscriptText(text ?? '', new MarkerSet(keywords));
      const [saved] = await app.db
        .update(protocols)
        .set({
          transcript,
          transcript_edited: true,
          ...(protocol.sections_edited ? {} : sectionsWithColumn(protocol, await draftSections(app.db, protocol.secretary_id, transcript, protocol))),
          updated_at: new Date(),
        })
        .where(atVersion(protocol.id, expected))
        .returning({ version: protocols.version });
      if (!saved) throw versionConflict();
      tagReply(reply, saved.version);
      return success(transcript, PROTOCOL_MESSAGES.saved);
    },
  );

  r.put(
    '/api/protocols/:id/sections',
    {
      schema: {
        tags: ['protocols'],
        summary: 'Сохранить разделы, исправленные секретарём (больше не пересобираются по ключевым словам)',
        params: protocolParams,
        body: updateSectionsRequest,
      },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      return saveSections(request, reply, protocol, keyValue(request.body.sections), true);
    },
  );

  r.post(
    '/api/protocols/:id/sections/rebuild',
    {
      schema: {
        tags: ['protocols'],
        summary: 'Отменить правки разделов и заново разрезать стенограмму по ключевым словам',
        params: protocolParams,
      },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const sections = await draftSections(app.db, protocol.secretary_id, protocol.transcript, protocol);
      return saveSections(request, reply, protocol, keyValue(sections), false);
    },
  );

  r.get(
    '/api/protocols/:id/final',
    {
      schema: {
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
        tags: ['protocols'],
        summary: 'Сохранить итоговый протокол: стадия «Итоговый», статус «success»',
        params: protocolParams,
        body: saveFinalRequest,
      },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const expected = expectedVersion(request);
      const { final_transcript: finalTranscript, location, city, event_start_time: startTime } = request.body;
      const patch = {
        final_transcript: keyValue(finalTranscript),
        ...textSectionsColumn({ final_transcript: keyValue(finalTranscript), sections: protocol.sections }),
        location,
        city,
        ...(startTime !== undefined ? { event_start_time: startTime } : {}),
      };
      await app.db.transaction(async (tx) => {
        if (expected !== null) {
          // Holds the row at the version the client saw until the text is written.
          const [held] = await tx
            .update(protocols)
            .set({ updated_at: new Date() })
            .where(atVersion(protocol.id, expected))
            .returning({ id: protocols.id });
          if (!held) throw versionConflict();
        }
        if (!STAGE_RULES.isDraft(protocol.stage)) {
          // Saving again: the text changes, the stage stays.
          const saved = await tx
            .update(protocols)
            .set({ ...patch, updated_at: new Date() })
            .where(and(eq(protocols.id, protocol.id), eq(protocols.stage, 'final')))
            .returning({ id: protocols.id });
          if (saved.length === 0) throw conflict(illegalTransitionMessage(protocol.stage, 'final'));
          return;
        }
        // A hand-written protocol or a processed video passes «Проверен» on its way to «Итоговый».
        if (STAGE_RULES.canFinishReview(protocol.stage)) {
          await transitionStage(tx, protocol.id, 'finish', { expected: protocol.stage });
        }
        await transitionStage(tx, protocol.id, 'final', { expected: 'finish', patch });
      });
      await assignDocumentNumber(app.db, protocol.id);
      // Its tasks' people hear of them now, one letter each (none went out while it was checked).
      await announceProtocolTasks(app, protocol.id);
      const presented = await presentProtocol(app, protocol.id);
      tagReply(reply, presented.version);
      return success(presented, PROTOCOL_MESSAGES.finalSaved);
    },
  );
}
