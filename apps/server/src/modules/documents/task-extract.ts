import type { FastifyInstance } from 'fastify';
import type { DocumentBlock } from '@protocolist/contracts/documents';
import { protocolBlocks, protocolDocumentName } from './layout.ts';
import { findProtocol, loadProtocolDocumentData } from './load.ts';

const comparable = (text: string) =>
  text
    .trim()
    .replace(/[.;,\s]+$/u, '')
    .replace(/\s+/gu, ' ')
    .toLocaleLowerCase('ru-RU');

/**
 * «Выписка из протокола» of the question a task was given in (issue 24: the page of the person responsible): the
 * question it is tied to (protocol_tasks.question, where the document puts it too), else the item whose «Поручить»
 * carries it. Null when the protocol is gone or the task belongs to no question (it stands in the closing
 * «Поручения» block).
 */
export async function taskExtract(
  app: FastifyInstance,
  protocolId: number,
  task: { essence: string; deadline: string; question: number | null },
): Promise<{ title: string; blocks: DocumentBlock[] } | null> {
  const protocol = await findProtocol(app, protocolId);
  if (!protocol) return null;
  const data = await loadProtocolDocumentData(app, protocol);
  const essence = comparable(task.essence);
  const item =
    data.text.items.find((candidate) => candidate.number === task.question) ??
    data.text.items.find((candidate) =>
      candidate.assignments.some((assignment) => assignment.deadline === task.deadline && comparable(assignment.text).includes(essence)),
    );
  if (!item) return null;
  return {
    title: protocolDocumentName(data, 'extract'),
    blocks: protocolBlocks(data, { form: 'extract', items: [item.number] }),
  };
}
