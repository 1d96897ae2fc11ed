import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { NotificationToast } from '../../widgets/notification-toast';
import { MainLayout } from '../../widgets/main-layout';
import { ChangePasswordPage } from '../../pages/change-password';
import { ConnectionErrorPage } from '../../pages/connection-error';
import { LoginPage } from '../../pages/login';
import { NotFoundPage } from '../../pages/not-found';
import { ResetPasswordPage } from '../../pages/reset-password';
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

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ConnectionErrorPage />,
    children: [
      { index: true, element: <RootRedirect /> },
      { element: <GuestOnly />, children: [{ path: 'login', element: <LoginPage /> }] },
      { path: 'change-password', element: <ChangePasswordPage /> },
      { path: 'change-password/:token', element: <ResetPasswordPage /> },
      {
        path: 'main',
        element: <RequireSession />,
        children: [
          { element: <MainLayout />, children: [{ index: true, element: <MainIndexRedirect /> }, ...mainPages] },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
