// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { UiKey } from '@app/shared/i18n/resources';
import { i18n, initI18n, setLanguage } from '#lib/i18n';
import { defineFeature } from './feature';
import { featureAt, features } from './features';
import { navSectionsOf } from './navigation';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn(), signOut: vi.fn() }));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => undefined } }));

const { appRoutes, lazyPage } = await import('./routes');
const { ToastProvider } = await import('./toast');

afterEach(cleanup);

/** Every path the route table answers (children joined to their parent). */
function routePaths(): string[] {
  return appRoutes.flatMap((route) =>
    route.children
      ? route.children.map((child) => (child.index ? '/' : `/${child.path ?? ''}`))
      : [route.path ?? ''],
  );
}

describe('feature registry', () => {
  it('registers each path once, and the routes answer every registered path', () => {
    const paths = features.map((feature) => feature.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routePaths()).toEqual(expect.arrayContaining(paths));
  });

  it('derives each navigation entry, with its permission, from its registration', () => {
    const entries = navSectionsOf(features).flatMap((section) => section.entries);
    for (const entry of entries) {
      const feature = featureAt(entry.to);
      expect(feature?.nav?.labelKey).toBe(entry.labelKey);
      expect(entry.permission).toBe(feature?.permission);
      expect(feature?.frame).toBe('shell');
    }
    // Public pages and pages without an entry have none.
    expect(entries.map((entry) => entry.to)).not.toContain('/account/login');
  });

  it('adds a new feature to its section in list order, and drops sections without entries', () => {
    const page = () => Promise.resolve(() => null);
    const units = defineFeature({
      path: '/settings/units',
      frame: 'shell',
      permission: 'group.edit',
      nav: { section: 'administration', labelKey: 'nav.users' },
      page,
    });
    const hidden = defineFeature({ path: '/hidden', frame: 'shell', page });
    expect(navSectionsOf([hidden, units])).toEqual([
      {
        id: 'administration',
        labelKey: 'nav.administration',
        entries: [{ to: '/settings/units', labelKey: 'nav.users', permission: 'group.edit' }],
      },
    ]);
  });

  it('finds the registration of a path (for its help text)', () => {
    expect(featureAt('/settings/users/')?.permission).toBe('user.show');
    expect(featureAt('/')?.nav?.section).toBe('main');
    expect(featureAt('/nowhere')).toBeUndefined();
  });
});

function Title({ textKey }: { textKey: UiKey }) {
  const { t } = useTranslation();
  return <h1>{t(textKey)}</h1>;
}

describe('area texts load with their page', () => {
  it('are not there before, are there when the page renders, and follow a language switch', async () => {
    initI18n('en');
    expect(i18n.exists('users.title')).toBe(false);
    const Page = lazyPage(
      defineFeature({
        path: '/settings/users',
        frame: 'shell',
        namespaces: ['users'],
        page: () => Promise.resolve(() => <Title textKey="users.title" />),
      }),
    );
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    await setLanguage('de');
    expect(await screen.findByRole('heading', { name: 'Benutzer' })).toBeTruthy();
  });

  it('shows a text without translation as an error toast (development)', async () => {
    initI18n('de');
    render(
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <Title textKey={'audit.noSuchText' as UiKey} />
        </ToastProvider>
      </I18nextProvider>,
    );
    const toasts = screen.getByRole('region', { name: 'Benachrichtigungen' });
    await waitFor(() => expect(toasts.textContent).toContain('Fehlende Übersetzung: audit.noSuchText'));
  });
});
