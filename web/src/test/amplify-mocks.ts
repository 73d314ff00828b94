import { vi } from 'vitest';

/*
 * Amplify replaced for the component tests whose files share one module graph (vitest.config.ts, project `web`):
 * registered before any file imports the app, so that every file meets the same stand-in whatever ran before it
 * in the worker. Amplify holds a stored session whose token the API client sends. Files that need an Amplify of
 * their own are `*.fresh.test.tsx` (project `web-fresh`).
 */
vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(() => Promise.resolve()),
  fetchAuthSession: vi.fn(() =>
    Promise.resolve({ tokens: { idToken: { toString: () => 'id-token', payload: {} } } }),
  ),
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => undefined } }));
