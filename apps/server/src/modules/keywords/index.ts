import type { FastifyInstance } from 'fastify';
import { keywordPreviewRoutes } from './preview.ts';
import { keywordRoutes } from './routes.ts';

export { DEFAULT_KEYWORDS, ensureDefaultKeywords, listKeywords } from './store.ts';

export async function keywordsModule(app: FastifyInstance): Promise<void> {
  await keywordRoutes(app);
  await keywordPreviewRoutes(app);
}
