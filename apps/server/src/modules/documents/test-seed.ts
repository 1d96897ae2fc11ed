import type { FastifyInstance } from 'fastify';
import { protocolMembers, protocols, protocolTasks, type Section } from '../../db/schema.ts';

let nextNumber = 100;

/** A protocol written straight into the database (the protocols API is another module's). */
export async function seedProtocol(
  app: FastifyInstance,
  secretaryId: number,
  fields: Partial<typeof protocols.$inferInsert> = {},
  related: { memberIds?: number[]; tasks?: { essence: string; responsible_id: number | null; deadline: string }[] } = {},
) {
  nextNumber += 1;
  const [protocol] = await app.db
    .insert(protocols)
    .values({ secretary_id: secretaryId, protocol_number: nextNumber, theme: 'Тема', event_date: '2026-11-22', ...fields })
    .returning();
  for (const member_id of related.memberIds ?? []) {
    await app.db.insert(protocolMembers).values({ protocol_id: protocol!.id, member_id });
  }
  for (const task of related.tasks ?? []) {
    await app.db.insert(protocolTasks).values({ protocol_id: protocol!.id, ...task });
  }
  return protocol!;
}

export const FINAL_SECTIONS: Section[] = [
  { key: 'Повестка дня', value: 'О плане продаж на декабрь.' },
  { key: 'Слушали', value: 'Сидорова О.В. об итогах квартала: выручка выросла на 12 процентов.' },
  { key: 'Выступили', value: 'Кузнецова М.И. предложила пересмотреть план закупок.\nИванов И.П. поддержал предложение.' },
  { key: 'Решили', value: 'Утвердить итоги квартала и подготовить план закупок.' },
  { key: 'Разное', value: '   ' },
];
