import { vi } from 'vitest';
import type { ReactNode } from 'react';
import type { Language } from '@app/shared/i18n/languages';
import type { TSession } from '@app/shared/tenants/session';
import { AppRoutes } from '../app/routes';
import { routedFetch, sessionFixture, sessionRoutes, type FetchRoute } from './fixtures';
import { renderWithApp } from './render-with-app';

/*
 * Page tests of the signed-in app. Only the network (fetch) and Amplify are replaced: Amplify has a stored
 * session whose token the API client sends. The mocks are registered when a test file imports this module
 * (vitest hoists them above this module's imports), so a test file imports it before anything that loads
 * Amplify.
 */
vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(() => Promise.resolve()),
  fetchAuthSession: vi.fn(() =>
    Promise.resolve({ tokens: { idToken: { toString: () => 'id-token', payload: {} } } }),
  ),
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => undefined } }));

// The signed-in frame is a lazy chunk in the app; loading it here keeps the first test of a file within the
// default waiting time of `findBy*`.
await import('#app/shell/app-shell');

export interface SignedInAppOptions {
  /** What `GET /api/session` answers: an administrator in a running trial unless given. */
  session?: TSession;
  /** The UI language to start with. */
  language?: Language;
  /** Rendered next to the app's routes (probes). */
  children?: ReactNode;
}

/**
 * Renders the app's routes at `path` for the signed-in user of `session`. `routes` answer the API calls (the
 * session's own are answered already); the returned server records every call.
 */
export function renderSignedIn(path: string, options: SignedInAppOptions, ...routes: FetchRoute[]) {
  const { session = sessionFixture(), language, children } = options;
  const server = routedFetch(sessionRoutes(session), ...routes);
  vi.stubGlobal('fetch', server.fetch);
  renderWithApp(
    <>
      <AppRoutes />
      {children}
    </>,
    { path, user: { username: session.username, customerNo: session.customerNo }, language },
  );
  return server;
}
