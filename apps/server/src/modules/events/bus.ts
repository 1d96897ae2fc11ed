import type { FastifyInstance } from 'fastify';
import type { AppEvent } from '@protocolist/contracts/events';
import type { Role } from '@protocolist/contracts/enums';

const CHANNEL = 'protocol_events';

/** To one user (a secretary's protocol events), or to every user of a role (model events to admins). */
type Envelope = { secretary_id: number; event: AppEvent } | { role: Role; event: AppEvent };

type Listener = (event: AppEvent) => void;

/**
 * Protocol events travel through PostgreSQL NOTIFY, so every API process (not just the worker's) hears them
 * and hands each to the open streams of the protocol's secretary.
 */
export class EventBus {
  readonly #listeners = new Map<number, Set<Listener>>();
  readonly #roleListeners = new Map<Role, Set<Listener>>();
  readonly #app: FastifyInstance;
  #unlisten: (() => Promise<void>) | null = null;

  constructor(app: FastifyInstance) {
    this.#app = app;
  }

  async start(): Promise<void> {
    this.#unlisten = await this.#app.database.listen(CHANNEL, (payload) => {
      try {
        const envelope = JSON.parse(payload) as Envelope;
        const listeners = 'role' in envelope ? this.#roleListeners.get(envelope.role) : this.#listeners.get(envelope.secretary_id);
        for (const listener of listeners ?? []) listener(envelope.event);
      } catch (error) {
        this.#app.log.warn({ err: error }, 'bad protocol event payload');
      }
    });
  }

  async stop(): Promise<void> {
    await this.#unlisten?.();
  }

  async publish(secretaryId: number, event: AppEvent): Promise<void> {
    await this.#app.database.notify(CHANNEL, JSON.stringify({ secretary_id: secretaryId, event } satisfies Envelope));
  }

  async publishToRole(role: Role, event: AppEvent): Promise<void> {
    await this.#app.database.notify(CHANNEL, JSON.stringify({ role, event } satisfies Envelope));
  }

  /** A user's stream: events addressed to the user, and (with `role`) those sent to everyone of that role. */
  subscribe(userId: number, listener: Listener, role?: Role): () => void {
    const add = <K>(map: Map<K, Set<Listener>>, key: K) => {
      let set = map.get(key);
      if (!set) map.set(key, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    };
    const removers = [add(this.#listeners, userId), ...(role ? [add(this.#roleListeners, role)] : [])];
    return () => removers.forEach((remove) => remove());
  }
}
