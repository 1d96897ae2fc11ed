import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { protocolMembers, protocols, protocolTasks, type Section } from '../../db/schema.ts';
import { assignDocumentNumber } from '../protocols/index.ts';

let nextNumber = 100;

/**
 * A protocol written straight into the database (the protocols API is another module's). A final one gets its
 * yearly number as POST /final would give it.
 */
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
  if (protocol!.stage !== 'final') return protocol!;
  await assignDocumentNumber(app.db, protocol!.id);
  const [numbered] = await app.db.select().from(protocols).where(eq(protocols.id, protocol!.id));
  return numbered!;
}

export const FINAL_SECTIONS: Section[] = [
  { key: 'Вступление', value: 'Добрый день, коллеги, начинаем.' },
  { key: 'Повестка дня', value: 'О плане продаж на декабрь.' },
  { key: 'Слушали', value: 'Сидорова Олега Викторовича об итогах квартала: выручка выросла на 12 процентов.' },
  { key: 'Выступили', value: 'Кузнецова Мария Ивановна: предлагаю пересмотреть план закупок.\nИванов Иван Петрович: поддерживаю предложение.' },
  { key: 'Решили', value: 'утвердить итоги квартала' },
  { key: 'Поручить', value: 'Кузнецовой подготовить план закупок на декабрь до первого декабря.' },
  { key: 'Разное', value: '   ' },
];
