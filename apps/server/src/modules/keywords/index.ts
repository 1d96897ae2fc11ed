import type { FastifyInstance } from 'fastify';
import { keywordPreviewRoutes } from './preview.ts';
import { keywordRoutes } from './routes.ts';

export { ensureDefaultKeywords } from './store.ts';
export { onKeywordsChanged } from './changes.ts';
export { draftSections, draftWith, protocolDrafter, sectionKeywords, type DraftProtocol } from './sections.ts';

/** A secretary's keywords and the draft sections they cut transcripts into (PRODUCT.md §9). */
export async function keywordsModule(app: FastifyInstance): Promise<void> {
  await keywordRoutes(app);
  await keywordPreviewRoutes(app);
}
