import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionEnded, useLogoutMutation } from '../../../entities/session';
import { ROUTES } from '../../../shared/config';
import { useAppDispatch } from '../../../shared/lib';

/**
 * Seed §4: POST /api/logout; on success the session ends (storage cleared, whole state reset) and the user
 * lands on /login. On failure the error is only logged.
 */
export function useLogout(): { logout: () => Promise<void>; isLoading: boolean } {
  const [callLogout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logout = useCallback(async () => {
    try {
      await callLogout().unwrap();
    } catch (error) {
      console.error('Logout failed', error);
      return;
    }
    dispatch(sessionEnded());
    navigate(ROUTES.login, { replace: true });
  }, [callLogout, dispatch, navigate]);
  return { logout, isLoading };
}
