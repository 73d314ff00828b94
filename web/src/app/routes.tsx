import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import type { PermissionName } from '@app/shared/security/permissions';
import { PageLoading } from '../ui/button';
import { RequireAuth } from './auth';
import { navSections, visibleNavSections } from './navigation';
import { NotFoundPage } from './not-found-page';
import { AccessDenied, RequirePermission } from './require-permission';
import { sessionAllows, useSession } from './session';
import { AppShell } from './shell/app-shell';

// Pages load on demand; each becomes its own chunk.
const LoginPage = lazy(() =>
  import('../features/account/login-page').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../features/signup/signup-page').then((m) => ({ default: m.SignupPage })),
);
const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
const UsersPage = lazy(() =>
  import('../features/settings/users/users-page').then((m) => ({ default: m.UsersPage })),
);
const RolesPage = lazy(() =>
  import('../features/settings/roles/roles-page').then((m) => ({ default: m.RolesPage })),
);
const SubscriptionPage = lazy(() =>
  import('../features/settings/subscription/subscription-page').then((m) => ({
    default: m.SubscriptionPage,
  })),
);
const AuditPage = lazy(() =>
  import('../features/settings/audit/audit-page').then((m) => ({ default: m.AuditPage })),
);

/** `/settings`: the first administration page the user may open. */
function SettingsIndex() {
  const session = useSession();
  const section = visibleNavSections((permission) => sessionAllows(session, permission)).find(
    (candidate) => candidate.id === 'administration',
  );
  const first = section?.entries[0];
  return first ? <Navigate to={first.to} replace /> : <AccessDenied />;
}

function guarded(permission: PermissionName, page: ReactNode): ReactNode {
  return <RequirePermission permission={permission}>{page}</RequirePermission>;
}

/** The permission each administration route needs: the same as its navigation entry. */
function permissionOf(path: string): PermissionName {
  const entry = navSections.flatMap((section) => section.entries).find((candidate) => candidate.to === path);
  if (!entry?.permission) throw new Error(`No navigation entry with a permission for ${path}`);
  return entry.permission;
}

/**
 * Pages inside the signed-in shell. A feature adds its routes here (paths relative to `/`) and its
 * navigation entry in `navigation.ts`.
 */
const shellRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'settings', element: <SettingsIndex /> },
  { path: 'settings/users', element: guarded(permissionOf('/settings/users'), <UsersPage />) },
  { path: 'settings/roles', element: guarded(permissionOf('/settings/roles'), <RolesPage />) },
  {
    path: 'settings/subscription',
    element: guarded(permissionOf('/settings/subscription'), <SubscriptionPage />),
  },
  { path: 'settings/audit', element: guarded(permissionOf('/settings/audit'), <AuditPage />) },
];

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
    path: '/account/signup',
    element: (
      <StandalonePage>
        <SignupPage />
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
