import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '../ui/button';
import { RequireAuth } from './auth';
import { NotFoundPage } from './not-found-page';
import { AppShell } from './shell/app-shell';

// Pages load on demand; each becomes its own chunk.
const LoginPage = lazy(() =>
  import('../features/account/login-page').then((m) => ({ default: m.LoginPage })),
);
const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));

/**
 * Pages inside the signed-in shell. A feature adds its routes here (paths relative to `/`) and its
 * navigation entry in `navigation.ts`.
 */
const shellRoutes: RouteObject[] = [{ index: true, element: <HomePage /> }];

function StandalonePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<PageLoading label={t('app.loading')} />}>{children}</Suspense>;
}

export const appRoutes: RouteObject[] = [
  {
    path: '/account/login',
    element: (
      <StandalonePage>
        <LoginPage />
      </StandalonePage>
    ),
  },
  {
    path: '/',
    element: (
      <RequireAuth>
        <AppShell />
      </RequireAuth>
    ),
    children: [...shellRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

/** The app's routes (React Router in declarative mode, inside `BrowserRouter`). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
