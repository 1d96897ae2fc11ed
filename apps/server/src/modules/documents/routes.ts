import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { protocols } from '../../db/schema.ts';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import {
  DOCUMENT_QUERY_MESSAGES,
  documentQuery,
  draftPreviewRequest,
  type DocumentPreview,
  type DocumentQuery,
} from '@protocolist/contracts/documents';
import { loadOwned } from '../../http/access.ts';
import { success } from '../../http/envelope.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { idParams as params } from '../../http/params.ts';
import { countRu } from '../../lib/russian/index.ts';
import { loadProtocolDocumentData, protocolMemberPeople, type ProtocolRow } from './load.ts';
import { renderProtocol } from './renderers.ts';
import { protocolBlocks, protocolDocumentName } from './layout.ts';
import type { DocumentOptions } from './protocol-data.ts';
import { DOCUMENT_MIME, documentDisposition } from './file-name.ts';
import { enqueueProtocolSending } from './send-jobs.ts';
import { file, ok } from '../../http/openapi.ts';
import { documentPreview } from '@protocolist/contracts/responses/documents';

export const DOCUMENT_MESSAGES = {
  notFound: 'Протокол не найден',
  notFinal: 'Разослать можно только итоговый протокол: сначала сохраните итоговую версию',
  noRecipients: 'Некому отправить протокол: ни у одного участника нет адреса e-mail',
  ownerOnly: 'Разослать протокол может только его секретарь',
  alreadySent: 'Протокол только что разослан участникам: повторить рассылку можно через минуту',
} as const;

/** A second «Разослать» within this many seconds is the same sending (a double click, two tabs): not repeated. */
const SEND_REPEAT_SECONDS = 60;

function previewOf({ data, options }: { data: Awaited<ReturnType<typeof loadProtocolDocumentData>>; options: DocumentOptions }): DocumentPreview {
  return {
    name: protocolDocumentName(data, options.form),
    blocks: protocolBlocks(data, options),
    items: data.text.items.map((item) => ({ number: item.number, title: item.title })),
  };
}

export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The document's data and options, or 422 for an extract of an item the protocol does not have. */
  async function documentFor(
    request: { params: { id: number }; query: DocumentQuery; user: Parameters<typeof loadOwned>[3] },
    draft?: Partial<Pick<ProtocolRow, 'final_transcript' | 'location' | 'city' | 'event_start_time'>>,
  ) {
    const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'read');
    const data = await loadProtocolDocumentData(app, { ...protocol, ...draft });
    const options: DocumentOptions = { form: request.query.form, items: request.query.items };
    const missing = options.form === 'extract' ? options.items?.find((n) => !data.text.items.some((item) => item.number === n)) : undefined;
    if (missing !== undefined) throw fieldError('items', DOCUMENT_QUERY_MESSAGES.noSuchItem(missing));
    return { data, options };
  }

  r.get(
    '/api/protocols/:id/documents/preview',
    {
      schema: {
        response: ok(documentPreview),
        tags: ['documents'],
        summary: 'Документ протокола для предпросмотра: те же блоки, что в PDF и DOCX (ГОСТ Р 7.0.97-2025)',
        params,
        querystring: documentQuery,
      },
    },
    async (request) => success(previewOf(await documentFor(request))),
  );

  r.post(
    '/api/protocols/:id/documents/preview',
    {
      schema: {
        response: ok(documentPreview),
        tags: ['documents'],
        summary: 'Предпросмотр документа с несохранённым текстом редактора (разделы, место, город, время); ничего не сохраняет',
        params,
        querystring: documentQuery,
        body: draftPreviewRequest,
      },
    },
    async (request) => {
      const { sections, location, city, event_start_time: startTime } = request.body;
      const draft = {
        final_transcript: sections.map(({ key, value }) => ({ key, value })),
        location: location ?? null,
        city: city ?? null,
        ...(startTime !== undefined ? { event_start_time: startTime } : {}),
      };
      return success(previewOf(await documentFor(request, draft)));
    },
  );

  for (const format of ['pdf', 'docx'] as const) {
    r.get(
      `/api/protocols/:id/documents/${format}`,
      {
        schema: {
        response: file(`Протокол в формате ${format.toUpperCase()}`, [DOCUMENT_MIME[format]]),
          tags: ['documents'],
          summary: `Протокол в формате ${format.toUpperCase()} по ГОСТ Р 7.0.97-2025: полная или краткая форма, выписка (?form=extract&items=1,2)`,
          params,
          querystring: documentQuery,
        },
      },
      async (request, reply) => {
        const { data, options } = await documentFor(request);
        const file = await renderProtocol(format, data, options);
        return reply
          .header('content-type', DOCUMENT_MIME[format])
          .header('content-disposition', documentDisposition(data, format, options.form))
          .header('cache-control', 'private, no-store')
          .send(file);
      },
    );
  }

  r.post(
    '/api/protocols/:id/send',
    {
      schema: {
        response: ok(z.object({ recipients: z.number().int() }), 202),
        tags: ['documents'],
        summary: 'Разослать итоговый протокол (PDF) участникам с адресом e-mail',
        params,
      },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write', {
        forbidden: DOCUMENT_MESSAGES.ownerOnly,
      });
      if (!STAGE_RULES.canSend(protocol.stage)) throw conflict(DOCUMENT_MESSAGES.notFinal);
      const recipients = (await protocolMemberPeople(app, protocol.id)).filter((member) => member.email?.trim());
      if (recipients.length === 0) throw conflict(DOCUMENT_MESSAGES.noRecipients);
      // One guarded UPDATE: of concurrent sends exactly one passes (on PostgreSQL the others wait for the row and
      // then see it sent), so every member gets one letter; the letters are queued in the same transaction.
      await app.db.transaction(async (tx) => {
        const marked = await tx
          .update(protocols)
          .set({ sent_at: sql`now()` })
          .where(
            and(
              eq(protocols.id, protocol.id),
              or(isNull(protocols.sent_at), lt(protocols.sent_at, sql`now() - make_interval(secs => ${SEND_REPEAT_SECONDS})`)),
            ),
          )
          .returning({ id: protocols.id });
        if (marked.length === 0) throw conflict(DOCUMENT_MESSAGES.alreadySent);
        await enqueueProtocolSending(
          app,
          tx,
          protocol.id,
          recipients.map((member) => member.id),
        );
      });
      const message = `Протокол отправляется ${countRu(recipients.length, ['участнику', 'участникам', 'участникам'])}`;
      return reply.code(202).send(success({ recipients: recipients.length }, message));
    },
  );
}
