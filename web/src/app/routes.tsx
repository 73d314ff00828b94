import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '#ui/button';
import { loadNamespaces } from '#lib/i18n';
import { RequireAuth } from './auth';
import type { FeatureRegistration } from './feature';
import { features } from './features';
import { visibleNavSections } from './navigation';
import { NotFoundPage } from './not-found-page';
import { AccessDenied, RequirePermission } from './require-permission';
import { sessionAllows, useSession } from './session';

// The signed-in frame loads after sign-in: the sign-in page needs none of its code (session, dialogs, zod).
const AppShell = lazy(() => import('./shell/app-shell').then((m) => ({ default: m.AppShell })));

/** The page of `feature` as a lazy component: its code and its text namespaces load together, before it renders. */
export function lazyPage(feature: FeatureRegistration) {
  return lazy(async () => {
    const [Page] = await Promise.all([feature.page(), loadNamespaces(feature.namespaces ?? [])]);
    return { default: Page };
  });
}

/** `/settings`: the first page beyond the start page that the user may open. */
function SettingsIndex() {
  const session = useSession();
  const first = visibleNavSections((permission) => sessionAllows(session, permission))
    .filter((section) => section.id !== 'main')
    .flatMap((section) => section.entries)[0];
  return first ? <Navigate to={first.to} replace /> : <AccessDenied />;
}

function StandalonePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<PageLoading label={t('app.loading')} />}>{children}</Suspense>;
}

function pageElement(feature: FeatureRegistration, Page: ComponentType): ReactNode {
  return feature.permission ? (
    <RequirePermission permission={feature.permission}>
      <Page />
    </RequirePermission>
  ) : (
    <Page />
  );
}

/** The routes of `registrations`: public pages stand alone, the rest are children of the signed-in shell. */
export function routesOf(registrations: readonly FeatureRegistration[]): RouteObject[] {
  const shellRoutes: RouteObject[] = [{ path: 'settings', element: <SettingsIndex /> }];
  const publicRoutes: RouteObject[] = [];
  for (const feature of registrations) {
    const Page = lazyPage(feature);
    if (feature.frame === 'public') {
      publicRoutes.push({
        path: feature.path,
        element: <StandalonePage>{pageElement(feature, Page)}</StandalonePage>,
      });
    } else if (feature.path === '/') {
      shellRoutes.unshift({ index: true, element: pageElement(feature, Page) });
    } else {
      shellRoutes.push({ path: feature.path.slice(1), element: pageElement(feature, Page) });
    }
  }
  return [
    ...publicRoutes,
    {
      path: '/',
      element: (
        <RequireAuth>
          <StandalonePage>
            <AppShell />
          </StandalonePage>
        </RequireAuth>
      ),
      children: [...shellRoutes, { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

export const appRoutes: RouteObject[] = routesOf(features);

/** The app's routes (React Router in declarative mode, inside `BrowserRouter`). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
