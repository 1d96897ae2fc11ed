import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * Dispatch for RTK Query thunks that read the cache (updateQueryData): those are typed against the API's
 * own slice of the root state, which this layer cannot name.
 */
export type ApiDispatch = ThunkDispatch<any, unknown, UnknownAction>;
