import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppEvent } from '@protocolist/contracts/events';
import type { Role } from '@protocolist/contracts/enums';
import { users } from '../../db/schema.ts';
import { allows, type Owner } from '../../http/access.ts';
import type { CurrentUser } from '../../http/auth.ts';

const CHANNEL = 'protocol_events';

/** About a secretary's protocol (to everyone who may read it), or to every user of a role (model events to admins). */
type Envelope = { owner: Owner; event: AppEvent } | { role: Role; event: AppEvent };

type Listener = (event: AppEvent) => void;
type Subscriber = Pick<CurrentUser, 'id' | 'role'>;

/**
 * Events travel through PostgreSQL NOTIFY, so every API process (not just the worker's) hears them and hands
 * each to the open streams it is meant for: a protocol's events to everyone who may read the protocol (its
 * secretary, her manager, admins — the same OWNED_ACCESS rule as every protocol route), a role's events to
 * everyone of that role.
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
        const envelope = JSON.parse(payload) as Envelope;
        for (const [listener, user] of this.#subscribers) {
          const meant = 'role' in envelope ? user.role === envelope.role : allows('protocol', user, 'read', envelope.owner);
          if (meant) listener(envelope.event);
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
  async publish(secretaryId: number, event: AppEvent): Promise<void> {
    const [secretary] = await this.#app.db
      .select({ managerId: users.manager_id })
      .from(users)
      .where(eq(users.id, secretaryId));
    const owner: Owner = { secretaryId, managerId: secretary?.managerId ?? null };
    await this.#app.database.notify(CHANNEL, JSON.stringify({ owner, event } satisfies Envelope));
  }

  /** Announces an event to every user of `role` (e.g. speech-model progress to admins). */
  async publishToRole(role: Role, event: AppEvent): Promise<void> {
    await this.#app.database.notify(CHANNEL, JSON.stringify({ role, event } satisfies Envelope));
  }

  subscribe(user: Subscriber, listener: Listener): () => void {
    this.#subscribers.set(listener, { id: user.id, role: user.role });
    return () => this.#subscribers.delete(listener);
  }
}
