import { Navigate, Outlet } from 'react-router';
import { useSelector } from 'react-redux';
import { selectRole, selectToken, useGetMeQuery } from '../../entities/session';
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
