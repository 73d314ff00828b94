/**
 * Set-up of every component test file (vitest.config.ts, project `web`). Testing Library's find* and waitFor
 * wait up to 10 s instead of 1 s: a page's lazily loaded parts take longer than a second on a busy 2-core
 * machine, and a wait ends as soon as its element is there, so the longer limit costs a passing test nothing.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
