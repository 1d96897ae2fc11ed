import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SETTINGS_MESSAGES, updateSettingsRequest } from '@protocolist/contracts/settings';
import { ROLE_ACTIONS } from '@protocolist/contracts/policies';
import { success } from '../../http/envelope.ts';
import { getOrganizationSettings, saveOrganizationSettings } from './service.ts';
import { ok } from '../../http/openapi.ts';
import { organizationSettings } from '@protocolist/contracts/responses/settings';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/settings',
    { schema: { response: ok(organizationSettings), tags: ['settings'], summary: 'Настройки организации: название и часовой пояс' } },
    async () => success(await getOrganizationSettings(app)),
  );

  r.put(
    '/api/settings',
    {
      config: { roles: ROLE_ACTIONS['settings.organization'] },
      schema: { response: ok(organizationSettings), tags: ['settings'], summary: 'Изменить настройки организации (только администратор)', body: updateSettingsRequest },
    },
    async (request) => success(await saveOrganizationSettings(app, request.body), SETTINGS_MESSAGES.saved),
  );
}
