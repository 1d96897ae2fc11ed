import type { FastifyInstance } from 'fastify';
import { chairRoutes } from './chair.ts';
import { protocolContentRoutes } from './content-routes.ts';
import { protocolMemberRoutes } from './member-routes.ts';
import { protocolRoutes } from './routes.ts';
import { fillTextSections } from './text-sections.ts';
import { onKeywordsChanged } from '../keywords/index.ts';
import { redraftSecretaryProtocols } from './redraft.ts';

export { transitionStage } from './stages.ts';
export { applyProcessingResult, reviseProtocolText, saveProtocolText } from './commands.ts';
export { presentProtocol } from './presenter.ts';
export { assignDocumentNumber } from './document-number.ts';
export { fillTextSections } from './text-sections.ts';
export { linkSuggestionsToMember, takeSuggestion } from './suggestion-links.ts';

/** Protocols: list, header, manual stage steps, members, transcript, draft sections and the final text. */
export async function protocolsModule(app: FastifyInstance): Promise<void> {
  await fillTextSections(app.db);
  await protocolRoutes(app);
  await protocolContentRoutes(app);
  await protocolMemberRoutes(app);
  await chairRoutes(app);
  // A secretary's keywords changed: her unedited drafts are cut again (this module writes its rows).
  onKeywordsChanged(app, (secretaryId) => redraftSecretaryProtocols(app, secretaryId));
}
