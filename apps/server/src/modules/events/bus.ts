import type { FastifyInstance } from 'fastify';
import type { ProtocolEvent } from '@protocolist/contracts/events';

const CHANNEL = 'protocol_events';

interface Envelope {
  secretary_id: number;
  event: ProtocolEvent;
}

type Listener = (event: ProtocolEvent) => void;

/**
 * Protocol events travel through PostgreSQL NOTIFY, so every API process (not just the worker's) hears them
 * and hands each to the open streams of the protocol's secretary.
 */
export class EventBus {
  readonly #listeners = new Map<number, Set<Listener>>();
  readonly #app: FastifyInstance;
  #unlisten: (() => Promise<void>) | null = null;

  constructor(app: FastifyInstance) {
    this.#app = app;
  }

  async start(): Promise<void> {
    this.#unlisten = await this.#app.database.listen(CHANNEL, (payload) => {
      try {
        const { secretary_id, event } = JSON.parse(payload) as Envelope;
        for (const listener of this.#listeners.get(secretary_id) ?? []) listener(event);
      } catch (error) {
        this.#app.log.warn({ err: error }, 'bad protocol event payload');
      }
    });
  }

  async stop(): Promise<void> {
    await this.#unlisten?.();
  }

  async publish(secretaryId: number, event: ProtocolEvent): Promise<void> {
    await this.#app.database.notify(CHANNEL, JSON.stringify({ secretary_id: secretaryId, event } satisfies Envelope));
  }

  subscribe(secretaryId: number, listener: Listener): () => void {
    let set = this.#listeners.get(secretaryId);
    if (!set) this.#listeners.set(secretaryId, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }
}
