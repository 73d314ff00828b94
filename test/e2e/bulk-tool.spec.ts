import { expect, test } from '@playwright/test';
import { demo, signIn, typeDate, calendarTool } from './support';

test('a planner opens the entry tool from the calendar and copies the shown shifts to a later month', async ({
  page,
}) => {
  const today = new Date();
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0))
    .toISOString()
    .slice(0, 10);
  // Half a year ahead: no other journey looks there.
  const target = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 6, 1))
    .toISOString()
    .slice(0, 10);
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'sophie.becker', demo.password);
  // The runner seeds the demo people after it answers: try again until Sophie exists.
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  for (let attempt = 0; attempt < 20 && !(await navigation.isVisible()); attempt += 1) {
    await page.waitForTimeout(2000);
    if (await page.getByText('Benutzername oder Passwort ist falsch.').isVisible()) {
      await page.getByLabel('Passwort').fill(demo.password);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    }
  }
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/calendar/data') && response.ok()),
    page.goto(`/calendar?view=MONTH&from=${from}&to=${to}`),
  ]);
  await calendarTool(page, 'Dienste im Block bearbeiten…');
  await expect(page.getByRole('heading', { name: 'Dienste im Block bearbeiten' })).toBeVisible();

  // The demo seeds its plan after the runner answers: load again until the grid has shifts.
  const grid = page.getByRole('table', { name: 'Dienste' });
  for (let attempt = 0; attempt < 30 && !(await grid.isVisible()); attempt += 1) {
    await page.waitForTimeout(2000);
    await page.getByRole('button', { name: 'Dienste anzeigen' }).click();
  }
  await expect(grid).toBeVisible();
  // One shift is left out by hand.
  await grid.getByRole('checkbox').first().uncheck();
  await expect(page.getByText(/^\d+ von \d+ Diensten gewählt$/)).toBeVisible();

  const actions = page.getByRole('complementary', { name: 'Aktionen' });
  await actions.getByLabel('Aktion').selectOption('copy');
  await expect(actions.getByRole('button', { name: 'Ausführen' })).toHaveCount(0);
  await actions.getByLabel('Ziel').selectOption('push');
  await typeDate(page, 'Neuer erster Tag (die übrigen behalten ihren Abstand)', target);
  await actions.getByRole('button', { name: 'Ausführen' }).click();

  const progress = page.getByRole('dialog', { name: 'Blockbefehl läuft' });
  await expect(progress.getByText(/^Fertig: \d+ Dienste, \d+ ausgelassen\.$/)).toBeVisible({
    timeout: 60_000,
  });
  await progress.locator('button', { hasText: 'Schließen' }).click();
  await expect(progress).toHaveCount(0);
});
