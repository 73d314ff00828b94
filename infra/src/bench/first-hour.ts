/**
 * `onboarding.actionsToFirstPublishedWeek` (issue 29): the browser actions a new café needs from the sign-up form
 * to a published first week, as its browser test (test/e2e/first-hour.spec.ts) counts them while it goes through
 * the setup guide. The bench runs that test (the web app built first, as `npm run test:e2e` does) and reads the
 * count it writes to the file named by `FIRST_HOUR_FIGURES`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function firstHourActions(repositoryRoot: string): number {
  const folder = mkdtempSync(join(tmpdir(), 'first-hour-'));
  const file = join(folder, 'figures.json');
  try {
    const run = spawnSync('npm', ['run', 'test:e2e', '--', 'first-hour'], {
      cwd: repositoryRoot,
      env: { ...process.env, FIRST_HOUR_FIGURES: file },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (run.status !== 0) throw new Error(`The first-hour browser test failed (exit ${String(run.status)})`);
    const figures = JSON.parse(readFileSync(file, 'utf8')) as { actions?: unknown };
    if (typeof figures.actions !== 'number') throw new Error('The first-hour test wrote no action count');
    return figures.actions;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
