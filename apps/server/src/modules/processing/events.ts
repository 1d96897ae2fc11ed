import type { FastifyInstance } from 'fastify';
import type { ProtocolEvent } from '@protocolist/contracts/events';
import type { protocols } from '../../db/schema.ts';

type ProtocolRow = Pick<typeof protocols.$inferSelect, 'id' | 'protocol_number' | 'theme' | 'stage' | 'secretary_id'>;

export const processingMessages = {
  done: (p: ProtocolRow) => `Протокол №${p.protocol_number} «${p.theme}»: обработка видео завершена`,
  failed: (p: ProtocolRow) => `Протокол №${p.protocol_number} «${p.theme}»: не удалось обработать видео`,
};

/** Tells the secretary's open tabs (every API process) about a stage change or progress. */
export async function publishProtocolEvent(
  app: FastifyInstance,
  protocol: ProtocolRow,
  type: ProtocolEvent['type'],
  progress: number | null,
  message: string | null = null,
): Promise<void> {
  await app.events.publish(protocol.secretary_id, {
    type,
    protocol_id: protocol.id,
    protocol_number: protocol.protocol_number,
    theme: protocol.theme,
    stage: protocol.stage,
    progress,
    message,
  });
}
