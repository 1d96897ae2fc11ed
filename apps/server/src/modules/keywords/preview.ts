import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rolesWithAccess } from '@protocolist/contracts/policies';
import { keywordPreviewRequest, type KeywordPreviewSection } from '@protocolist/contracts/keywords';
import { success } from '../../http/envelope.ts';
import { MarkerSet } from '../../pipeline/sections/markers.ts';
import { parseTranscriptText } from '../../pipeline/sections/transcript-text.ts';
import { draftWith, sectionKeywords } from './sections.ts';
import { ok } from '../../http/openapi.ts';
import { keywordPreviewSection } from '@protocolist/contracts/responses/keywords';

/**
 * «Проверить на тексте» on /main/settings/keywords: the sample is read like a transcript typed by hand and cut
 * by the same draft as real protocols (without a protocol's members), so the settings page never has its own idea of how sections form.
 */
export async function keywordPreviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/keywords/preview',
    {
      config: { roles: rolesWithAccess('keyword', 'read') },
      schema: {
        response: ok(z.array(keywordPreviewSection)),
        tags: ['keywords'],
        summary: 'Разделы, на которые сохранённые ключевые слова разрежут пример текста',
        body: keywordPreviewRequest,
      },
    },
    async (request) => {
      const keywords = await sectionKeywords(app.db, request.user.id);
      const transcript = parseTranscriptText(request.body.text, new MarkerSet(keywords));
      const sections: KeywordPreviewSection[] = draftWith(transcript, keywords, {}).sections.map(({ key, value }) => ({ key, value }));
      return success(sections);
    },
  );
}
