import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/**
 * Dispatch that accepts thunks (RTK Query's `initiate`). Lower layers cannot know the app's RootState,
 * so they read state through their slices' own selectors with plain `useSelector`.
 */
export type AppThunkDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export const useAppDispatch = useDispatch.withTypes<AppThunkDispatch>();
