import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSelector } from 'react-redux';
import { selectRole, selectToken, selectUserId, useGetMeQuery } from '../../entities/session';
import { useAppDispatch } from '../../shared/lib';
import { describeError } from '../../shared/api';
import { COMMON, ROUTES } from '../../shared/config';
import { FullPageLoader, FullPageMessage } from '../../shared/ui';
import { ROUTER_TEXTS } from './messages';

/**
 * /main/* once a token is there (`RequireToken`): the current user is (re)loaded on entry; until the role is known
 * only the dark purple spinner shows.
 */
export function RequireSession() {
  const token = useSelector(selectToken);
  const role = useSelector(selectRole);
  const me = useGetMeQuery(undefined, { skip: !token });
  const userId = useSelector(selectUserId);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!role || userId === null) return;
    // Once per sign-in: recordings left in this browser that nobody will send any more are dropped (issue 27).
    // Loaded apart, so that IndexedDB code is not part of the first screen's bundle.
    void import('../../features/live-recording')
      .then(({ collectAbandonedRecordings }) => collectAbandonedRecordings(dispatch, userId))
      .catch(() => {});
  }, [dispatch, role, userId]);
  if (!token) return <Navigate to={ROUTES.login} replace />;
  if (!role) {
    if (me.isError && !me.isFetching) {
      return (
        <FullPageMessage
          message={describeError(me.error, ROUTER_TEXTS.profileFailed)}
          actionLabel={COMMON.retry}
          onAction={() => void me.refetch()}
        />
      );
    }
    return <FullPageLoader />;
  }
  return <Outlet />;
}
