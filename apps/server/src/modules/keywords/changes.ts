import type { FastifyInstance } from 'fastify';

/** Told, with the secretary's id, after her keywords changed. */
export type KeywordsChangedListener = (secretaryId: number) => Promise<unknown>;

/** By the server, not the plugin's instance: each module is registered in its own encapsulated context. */
const listeners = new WeakMap<object, KeywordsChangedListener[]>();

/**
 * Lets a module that owns what keywords cut (the protocols' drafts) follow a change: it registers here rather
 * than this module calling it, since that module already depends on this one.
 */
export function onKeywordsChanged(app: FastifyInstance, listener: KeywordsChangedListener): void {
  listeners.set(app.server, [...(listeners.get(app.server) ?? []), listener]);
}

/** After a keyword change: the listeners have done their part (the drafts re-cut) when this returns. */
export async function keywordsChanged(app: FastifyInstance, secretaryId: number): Promise<void> {
  for (const listener of listeners.get(app.server) ?? []) await listener(secretaryId);
}
