import { Center, Loader } from '@mantine/core';
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { NotificationToast } from '../../widgets/notification-toast';
import { ConnectionErrorPage } from '../../pages/connection-error';
import { LoginPage } from '../../pages/login';
import { COMMON, isReadElsewhere, MAIN_PAGES, type MainPage } from '../../shared/config';
import { prefetchChunks, usePrefetchAfterFirstScreen } from '../../shared/lib';
import { lazyChunk } from '../../shared/ui';
import type { AppStore } from '../store';
import { GuestOnly, MainIndexRedirect, RequireToken, RoleGuard, RootRedirect } from './guards';

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

/** How long the signed-in app's first screen has to itself before the rest of the app's code is fetched. */
const PREFETCH_AFTER_MS = 4_000;

/**
 * Once the first signed-in screen is up, the code of every other page, dialog, toast and chart is fetched in the
 * background (issue 23): going offline later leaves nothing without its code. /login never starts it (its budget).
 */
function PrefetchChunks() {
  usePrefetchAfterFirstScreen(() => {
    void prefetchChunks().then(() => {
      // Read by the e2e checks of working offline: from here on no part needs the network for its code.
      document.documentElement.dataset.chunks = 'loaded';
    });
  }, PREFETCH_AFTER_MS);
  return null;
}

function withPrefetch(Layout: ComponentType) {
  return function SignedInLayout() {
    return (
      <>
        <Layout />
        <PrefetchChunks />
      </>
    );
  };
}

/**
 * Only the login page is in the first bundle (issue 16). Every other screen loads with its route; all but the
 * password-reset pages (with the signed-in layout and the session check) after `setUpScreens` (RTK Query and the
 * upload slices, zod's and dayjs' Russian) has run once.
 */
export function createRoutes(store: AppStore): RouteObject[] {
  let setUp: Promise<typeof import('./screen-setup')> | null = null;
  const setUpOnce = () =>
    (setUp ??= import('./screen-setup').then((m) => {
      m.setUpScreens(store);
      return m;
    }));
  const screen =
    <T,>(load: () => Promise<T>) =>
    async (): Promise<T> => {
      const [route] = await Promise.all([load(), setUpOnce()]);
      return route;
    };

  const mainPages: RouteObject[] = (Object.keys(MAIN_PAGES) as MainPage[]).map((page) => {
    // Which chunk a page is, and what it needs, is known to the set-up's chunk only (main-pages.tsx).
    // A page whose code fails to load (offline) says so in the page's place, in the layout, and loads again.
    const Page = lazyChunk(() => setUpOnce().then((m) => m.loadMainPage(page)), { fallback: <PageLoading /> });
    const Reading = isReadElsewhere(page)
      ? lazyChunk(() => setUpOnce().then((m) => m.loadReadingRedirect(page)), { fallback: <PageLoading /> })
      : null;
    return {
      path: MAIN_PAGES[page].path,
      element: (
        <RoleGuard page={page} reading={Reading && <Reading />}>
          <Page />
        </RoleGuard>
      ),
    };
  });

  // The password-reset pages, like /login, need none of it (their forms check themselves, their requests go
  // without RTK Query): they load only their own code and stay within the same budget.
  const changePasswordPage = () => import('../../pages/change-password').then((m) => ({ Component: m.ChangePasswordPage }));
  const resetPasswordPage = () => import('../../pages/reset-password').then((m) => ({ Component: m.ResetPasswordPage }));
  // The report page of a person responsible (issue 24): no sign-in, outside the app's shell, with RTK Query.
  const taskReportPage = screen(() => import('../../pages/task-report').then((m) => ({ Component: m.TaskReportPage })));
  const notFoundPage = screen(() => import('../../pages/not-found').then((m) => ({ Component: m.NotFoundPage })));
  const requireSession = screen(() => import('./RequireSession').then((m) => ({ Component: m.RequireSession })));
  const mainLayout = screen(() => import('../../widgets/main-layout').then((m) => ({ Component: withPrefetch(m.MainLayout) })));

  return [
    {
      element: <RootLayout />,
      // Shown while the first page's lazy route loads (without it React Router warns on every load).
      hydrateFallbackElement: <PageLoading />,
      errorElement: <ConnectionErrorPage />,
      children: [
        { index: true, element: <RootRedirect /> },
        { element: <GuestOnly />, children: [{ path: 'login', element: <LoginPage /> }] },
        { path: 'change-password', lazy: changePasswordPage },
        { path: 'change-password/:token', lazy: resetPasswordPage },
        { path: 'report/:token', lazy: taskReportPage },
        {
          path: 'main',
          element: <RequireToken />,
          children: [
            {
              lazy: requireSession,
              children: [
                { lazy: mainLayout, children: [{ index: true, element: <MainIndexRedirect /> }, ...mainPages] },
                { path: '*', lazy: notFoundPage },
              ],
            },
          ],
        },
        { path: '*', lazy: notFoundPage },
      ],
    },
  ];
}

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(createRoutes(store));
}
