import type { FastifyInstance } from 'fastify';
import type { CreateProtocolRequest, Protocol } from '@protocolist/contracts/protocols';
import { api, createUser, type TestUser } from './app.ts';

/** Everyone an access test needs: an owner, her manager, strangers, an admin and directory people. */
export interface People {
  secretary: TestUser;
  manager: TestUser;
  otherSecretary: TestUser;
  otherManager: TestUser;
  admin: TestUser;
  external: TestUser;
  colleague: TestUser;
}

export async function createPeople(app: FastifyInstance): Promise<People> {
  const manager = await createUser(app, 'manager');
  const otherManager = await createUser(app, 'manager');
  return {
    manager,
    otherManager,
    secretary: await createUser(app, 'secretary', { manager_id: manager.id, full_name: 'Смирнова Анна' }),
    otherSecretary: await createUser(app, 'secretary', { manager_id: otherManager.id }),
    admin: await createUser(app, 'admin'),
    external: await createUser(app, 'external', { full_name: 'Внешний Эксперт', password_hash: null }),
    colleague: await createUser(app, 'secretary', { full_name: 'Кузнецов Дмитрий' }),
  };
}

export const protocolBody = (overrides: Partial<CreateProtocolRequest> = {}): CreateProtocolRequest => ({
  theme: 'Планёрка отдела закупок',
  agenda: 'Итоги октября',
  event_date: '2026-11-02',
  event_start_time: '10:00',
  location: 'Переговорная 1',
  city: 'Москва',
  ...overrides,
});

export async function createProtocol(
  app: FastifyInstance,
  user: TestUser,
  overrides: Partial<CreateProtocolRequest> = {},
): Promise<Protocol> {
  const res = await api(app, user, { method: 'POST', url: '/api/protocols', payload: protocolBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`protocol not created: ${res.statusCode} ${res.body}`);
  return res.json().data as Protocol;
}
