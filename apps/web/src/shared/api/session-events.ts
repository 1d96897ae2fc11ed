import { createAction } from '@reduxjs/toolkit';

/**
 * Session events raised by the API layer. The session entity's reducer handles them, so the lowest layer
 * can renew or end a session without knowing the slice that keeps it.
 */
export const tokenReceived = createAction<string>('session/tokenReceived');
/** The session is over (logout, failed refresh, revoked token): the whole client state is reset. */
export const sessionEnded = createAction('session/ended');

/** The part of the root state the API layer reads. */
export interface StateWithToken {
  auth: { token: string | null };
}

export function selectToken(state: unknown): string | null {
  return (state as Partial<StateWithToken>).auth?.token ?? null;
}
