import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { NotificationToast } from '../../widgets/notification-toast';
import { ConnectionErrorPage } from '../../pages/connection-error';
import { LoginPage } from '../../pages/login';
import { COMMON, MAIN_PAGES, type MainPage } from '../../shared/config';
import { GuestOnly, MainIndexRedirect, RequireSession, RoleGuard, RootRedirect } from './guards';
import { MAIN_PAGE_COMPONENTS } from './main-pages';

function RootLayout() {
  return (
    <>
      <Outlet />
      <NotificationToast />
    </>
  );
}

function PageLoading() {
  return (
    <Center py="xl">
      <Loader aria-label={COMMON.loading} />
    </Center>
  );
}

const mainPages: RouteObject[] = (Object.keys(MAIN_PAGES) as MainPage[]).map((page) => {
  const Page = MAIN_PAGE_COMPONENTS[page];
  return {
    path: MAIN_PAGES[page].path,
    element: (
      <RoleGuard page={page}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </RoleGuard>
    ),
  };
});

// Only the login page is in the first bundle; every other screen (and the signed-in layout) loads with its route.
const changePasswordPage = () => import('../../pages/change-password').then((m) => ({ Component: m.ChangePasswordPage }));
const resetPasswordPage = () => import('../../pages/reset-password').then((m) => ({ Component: m.ResetPasswordPage }));
const notFoundPage = () => import('../../pages/not-found').then((m) => ({ Component: m.NotFoundPage }));
const mainLayout = () => import('../../widgets/main-layout').then((m) => ({ Component: m.MainLayout }));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ConnectionErrorPage />,
    children: [
      { index: true, element: <RootRedirect /> },
      { element: <GuestOnly />, children: [{ path: 'login', element: <LoginPage /> }] },
      { path: 'change-password', lazy: changePasswordPage },
      { path: 'change-password/:token', lazy: resetPasswordPage },
      {
        path: 'main',
        element: <RequireSession />,
        children: [
          { lazy: mainLayout, children: [{ index: true, element: <MainIndexRedirect /> }, ...mainPages] },
          { path: '*', lazy: notFoundPage },
        ],
      },
      { path: '*', lazy: notFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
