import { z } from 'zod';
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { VALIDATION } from '@protocolist/contracts/messages';
import { SUGGESTION_MESSAGES } from '@protocolist/contracts/suggestions';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { protocols, type StoredFile } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { decodeSubtitleFile, parseSubtitles } from '../../pipeline/subtitles/parse-subtitles.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams as protocolParams } from '../../http/params.ts';
import { ok } from '../../http/openapi.ts';
import { nothing } from '@protocolist/contracts/responses/envelope';

const MAX_SUBTITLES_BYTES = 10 * 1024 * 1024;

/** «Use my transcript file»: WebVTT or SRT from Zoom, Teams, Телемост… replaces speech recognition. */
export async function subtitlesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/protocols/:id/subtitles',
    {
      schema: {
        response: ok(z.object({ name: z.string(), size: z.number() })),
        tags: ['processing'],
        summary: 'Прикрепить файл стенограммы (WebVTT или SRT, multipart: file)',
        params: protocolParams,
        consumes: ['multipart/form-data'],
      },
      config: {
        files: {
          fields: { file: { maxBytes: MAX_SUBTITLES_BYTES } },
          authorize: async (request, params) => {
            await loadOwned(app.db, 'protocol', (params as { id: number }).id, request.user, 'write');
          },
        },
      },
    },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      if (!STAGE_RULES.canAttachSubtitles(protocol.stage)) throw conflict('Файл стенограммы нельзя заменить во время обработки');
      const file = request.uploads.file;
      if (!file) throw fieldError('file', VALIDATION.required);
      const extension = path.extname(file.filename).toLowerCase();
      const text = decodeSubtitleFile(await readFile(file.path));
      if (!['.vtt', '.srt'].includes(extension) || parseSubtitles(text).length === 0) {
        throw fieldError('file', SUGGESTION_MESSAGES.subtitlesInvalid);
      }
      const stored: StoredFile = {
        key: `subtitles/${protocol.id}/${randomUUID()}${extension}`,
        name: file.filename,
        size: file.size,
        mime: extension === '.vtt' ? 'text/vtt' : 'application/x-subrip',
      };
      await app.storage.putFile(stored.key, file.path, stored.mime);
      await app.db.update(protocols).set({ subtitles: stored, updated_at: new Date() }).where(eq(protocols.id, protocol.id));
      if (protocol.subtitles) await app.storage.delete(protocol.subtitles.key);
      return success({ name: stored.name, size: stored.size }, SUGGESTION_MESSAGES.subtitlesSaved);
    },
  );

  r.delete(
    '/api/protocols/:id/subtitles',
    { schema: { response: ok(nothing), tags: ['processing'], summary: 'Открепить файл стенограммы', params: protocolParams } },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      if (!STAGE_RULES.canAttachSubtitles(protocol.stage)) throw conflict('Файл стенограммы нельзя заменить во время обработки');
      if (protocol.subtitles) {
        await app.db.update(protocols).set({ subtitles: null }).where(eq(protocols.id, protocol.id));
        await app.storage.delete(protocol.subtitles.key);
      }
      return success({}, SUGGESTION_MESSAGES.subtitlesRemoved);
    },
  );
}
