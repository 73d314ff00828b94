import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Language } from '@app/shared/i18n/languages';
import type { TPublicConfig } from '@app/shared/system/public-config';
import { AppProviders } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { initI18n } from '../lib/i18n';
import type { SignedInUser } from '../lib/session';
import { addAllAreaTexts } from './all-texts';

// jsdom has no `CSS.escape`, which react-aria's overlays call.
if (typeof globalThis.CSS === 'undefined') {
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`) },
  });
}

export const testConfig: TPublicConfig = {
  stage: 'test',
  region: 'eu-central-1',
  userPoolId: 'eu-central-1_test',
  userPoolClientId: 'test-client',
  signInFlow: 'USER_SRP_AUTH',
  languages: ['de', 'en'],
  defaultLanguage: 'de',
};

export interface RenderWithAppOptions {
  /** The address the router starts at. */
  path?: string;
  config?: Partial<TPublicConfig>;
  user?: SignedInUser | null;
  language?: Language;
}

/** Renders `ui` inside the app's providers and a memory router (for component tests under jsdom). */
export function renderWithApp(ui: ReactNode, options: RenderWithAppOptions = {}) {
  addAllAreaTexts(initI18n(options.language ?? 'de'));
  const queryClient = createQueryClient({ retry: false });
  const result = render(
    <AppProviders
      config={{ ...testConfig, ...options.config }}
      initialUser={options.user ?? null}
      queryClient={queryClient}
    >
      <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient };
}

/** Shows the router's current address (path and query), for tests that follow navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
