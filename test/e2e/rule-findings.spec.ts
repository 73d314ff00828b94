import { expect, test } from '@playwright/test';
import { calendarTool, screenshot, seriousAxeViolations, signInOnDesktop } from './support';

test('the rule check lists findings by person and day in words, and a finding opens its cell', async ({
  page,
}) => {
  await signInOnDesktop(page, 'planner');
  await page.goto('/calendar');
  await calendarTool(page, 'Regelprüfung');
  const dialog = page.getByRole('dialog', { name: 'Regelprüfung' });
  await dialog.getByRole('button', { name: 'Prüfen' }).click();

  // The demo's month has Sunday work at least: counted, then listed by person, in words (no codes).
  await expect(dialog.getByRole('status').filter({ hasText: /^\d+ Befunde? \(/ })).toBeVisible({
    timeout: 60_000,
  });
  const person = dialog
    .getByRole('heading', { level: 3 })
    .filter({ hasNotText: /^Bereich / })
    .first();
  const name = (await person.textContent()) ?? '';
  expect(name).not.toBe('');
  const first = dialog
    .locator('section > div')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
    .getByRole('button')
    .first();
  await expect(first).toContainText(/\w{2}, \d{2}\.\d{2}\.\d{4}/);
  await expect(first).not.toContainText(/[A-Z]{3,}_[A-Z]/);
  expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
  await screenshot(page, 'rule-findings');

  // The finding leads to its person's day: the person view, filtered to them, the cell marked and in sight.
  const day = /(\d{2})\.(\d{2})\.(\d{4})/.exec((await first.textContent()) ?? '');
  const date = day ? `${day[3]}-${day[2]}-${day[1]}` : '';
  await first.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/view=USER/);
  await expect(page.getByLabel('Personen suchen')).toHaveValue(name);
  const cell = page.locator(`[role="gridcell"][data-date="${date}"][class*="findingTarget"]`);
  await expect(cell).toBeInViewport();
});
