import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ProtocolEvent } from '@protocolist/contracts/events';
import { users } from '../../db/schema.ts';
import { allows, type Owner } from '../../http/access.ts';
import type { CurrentUser } from '../../http/auth.ts';

const CHANNEL = 'protocol_events';

interface Envelope {
  owner: Owner;
  event: ProtocolEvent;
}

type Listener = (event: ProtocolEvent) => void;
type Subscriber = Pick<CurrentUser, 'id' | 'role'>;

/**
 * Protocol events travel through PostgreSQL NOTIFY, so every API process (not just the worker's) hears them
 * and hands each to the open streams of everyone who may read the protocol: its secretary, her manager, admins
 * (the same OWNED_ACCESS rule as every protocol route).
 */
export class EventBus {
  readonly #subscribers = new Map<Listener, Subscriber>();
  readonly #app: FastifyInstance;
  #unlisten: (() => Promise<void>) | null = null;

  constructor(app: FastifyInstance) {
    this.#app = app;
  }

  async start(): Promise<void> {
    this.#unlisten = await this.#app.database.listen(CHANNEL, (payload) => {
      try {
        const { owner, event } = JSON.parse(payload) as Envelope;
        for (const [listener, user] of this.#subscribers) {
          if (allows('protocol', user, 'read', owner)) listener(event);
        }
      } catch (error) {
        this.#app.log.warn({ err: error }, 'bad protocol event payload');
      }
    });
  }

  async stop(): Promise<void> {
    await this.#unlisten?.();
  }

  /** Announces an event about a protocol of the secretary `secretaryId`. */
  async publish(secretaryId: number, event: ProtocolEvent): Promise<void> {
    const [secretary] = await this.#app.db
      .select({ managerId: users.manager_id })
      .from(users)
      .where(eq(users.id, secretaryId));
    const owner: Owner = { secretaryId, managerId: secretary?.managerId ?? null };
    await this.#app.database.notify(CHANNEL, JSON.stringify({ owner, event } satisfies Envelope));
  }

  subscribe(user: Subscriber, listener: Listener): () => void {
    this.#subscribers.set(listener, { id: user.id, role: user.role });
    return () => this.#subscribers.delete(listener);
  }
}
