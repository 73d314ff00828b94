/**
 * Set-up of every component test file (vitest.config.ts, project `web`). Testing Library's find* and waitFor
 * wait up to 20 s instead of 1 s: a page's lazily loaded parts take longer than a second on a busy 2-core
 * machine (the first test of a file in a CI run once needed more than 10 s), and a wait ends as soon as its
 * element is there, so the longer limit costs a passing test nothing.
 */
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 20_000 });

// Here and not in a helper module: a set-up file runs for every test file, also when the files of a worker
// share their modules (a helper's hooks would be registered only by the first file that imports it).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});
