import { Navigate, Outlet } from 'react-router';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectRole, selectToken } from '../../entities/session';
import { canOpen, defaultPathFor, readingPageFor, ROUTES, type MainPage } from '../../shared/config';

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
 * /main/*: a token is required; without one the guest goes to /login before anything of the signed-in area loads
 * (`RequireSession`, loaded with it, then checks the profile).
 */
export function RequireToken() {
  const token = useSelector(selectToken);
  return token ? <Outlet /> : <Navigate to={ROUTES.login} replace />;
}

/** Bare /main and the logo lead to the role's first page. */
export function MainIndexRedirect() {
  const role = useSelector(selectRole);
  return <Navigate to={defaultPathFor(role)} replace />;
}

/**
 * A page the role may not open sends the user back to /main, unless the role reads the same object on a page of its
 * own (`reading`: it takes the user there).
 */
export function RoleGuard({ page, children, reading }: { page: MainPage; children: ReactNode; reading?: ReactNode }) {
  const role = useSelector(selectRole);
  if (canOpen(role, page)) return children;
  if (reading && readingPageFor(role, page)) return reading;
  return <Navigate to={ROUTES.main} replace />;
}
