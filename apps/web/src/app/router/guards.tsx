import { Navigate, Outlet } from 'react-router';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectRole, selectToken, useGetMeQuery } from '../../entities/session';
import { describeError } from '../../shared/api';
import { canOpen, COMMON, defaultPathFor, ROUTES, type MainPage } from '../../shared/config';
import { FullPageLoader, FullPageMessage } from '../../shared/ui';
import { ROUTER_TEXTS } from './messages';

/** `/`: into the app with a token, to the login screen without. */
export function RootRedirect() {
  const token = useSelector(selectToken);
  return <Navigate to={token ? ROUTES.main : ROUTES.login} replace />;
}

/** /login is for guests; a signed-in user (token and role known) goes to /main. */
export function GuestOnly() {
  const token = useSelector(selectToken);
  const role = useSelector(selectRole);
  return token && role ? <Navigate to={ROUTES.main} replace /> : <Outlet />;
}

/**
 * /main/*: a token is required. The current user is (re)loaded on entry; until the role is known only the
 * dark purple spinner shows.
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

/** Bare /main and the logo lead to the role's first page. */
export function MainIndexRedirect() {
  const role = useSelector(selectRole);
  return <Navigate to={defaultPathFor(role)} replace />;
}

/** A page the role may not open sends the user back to /main. */
export function RoleGuard({ page, children }: { page: MainPage; children: ReactNode }) {
  const role = useSelector(selectRole);
  return canOpen(role, page) ? children : <Navigate to={ROUTES.main} replace />;
}
