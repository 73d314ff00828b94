import { expect, test, type Page } from '@playwright/test';
import { demo, dismissToasts, expectNoSidewaysScrolling, onPhone, screenshot, signIn } from './support';

/** A plain date of the tenant's zone (Europe/Berlin), `days` from today. */
function berlinDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const rowOf = (page: Page, date: string) => page.locator(`tr[data-date="${date}"]`);

test('a planner finds a missing clock-out, fixes it and confirms the week', async ({ page }) => {
  const weekday = new Date(`${berlinDay(0)}T12:00:00Z`).getUTCDay() || 7;
  const week = Array.from({ length: 7 }, (_, index) => berlinDay(-7 - (weekday - 1) + index));
  // The demo's Emma clocked in for her first shift of last week and never clocked out.
  const [monday = ''] = week;

  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'planner', demo.password);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Soll/Ist', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Soll/Ist' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Person' }).fill('Emma');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Emma Mitarbeiterin/ })
    .click();
  await expect(page.getByRole('region', { name: 'Emma Mitarbeiterin: Summen' })).toBeVisible();
  const missing = page.locator('tr[data-date]', { hasText: 'Ausstempeln fehlt' });
  await expect(page.locator('tr[data-date]').first()).toBeVisible();
  if ((await missing.count()) === 0) await page.getByRole('button', { name: 'Voriger Monat' }).click();
  await expect(missing).toHaveCount(1);
  const day = (await missing.getAttribute('data-date')) ?? '';
  expect(week).toContain(day);
  const row = rowOf(page, day);
  // Clocked in a few minutes before the planned shift; the planner ends the booking with the plan.
  const [, , planEnd = ''] = /(\d\d:\d\d)\s*–\s*(\d\d:\d\d)/.exec(await row.innerText()) ?? [];
  const open = row.getByRole('button', { name: /^Buchung \d\d:\d\d – offen bearbeiten$/ });
  const begin =
    /\d\d:\d\d/.exec((await open.getAttribute('aria-label')) ?? (await open.innerText()))?.[0] ?? '';
  await screenshot(page, 'time-target-actual');
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Buchung bearbeiten' });
  await dialog.getByLabel('Gehen').fill(planEnd);
  await dialog.getByLabel('Gehen').press('Tab');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Ausstempeln fehlt')).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Buchung ${begin} – ${planEnd} bearbeiten` })).toBeVisible();
  await dismissToasts(page);

  // Confirm the week; a day the server still refuses is listed and confirmed anyway.
  await page.getByLabel('Woche', { exact: true }).selectOption(monday);
  await page.getByRole('button', { name: 'Woche bestätigen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Tage bestätigen' });
  await confirm.getByRole('button', { name: 'Bestätigen' }).click();
  const force = confirm.getByRole('button', { name: 'Trotzdem bestätigen' });
  await expect(force.or(page.getByText(/^\d+ Tage? bestätigt\.$/)).first()).toBeVisible();
  if (await force.isVisible()) await force.click();
  await expect(confirm).toHaveCount(0);

  // Every day of the week on this page is ticked, and its bookings are no longer editable.
  await expect(row.getByRole('button', { name: /bearbeiten$/ })).toHaveCount(0);
  for (const other of week) {
    if (other.slice(0, 7) !== day.slice(0, 7)) continue;
    await expect(
      rowOf(page, other).getByRole('img', { name: /^Bestätigt von Paul Planer am / }),
    ).toBeVisible();
  }
  await screenshot(page, 'time-target-actual-confirmed');

  // On a phone the days are cards: the fixed day's shows its tick.
  await onPhone(page, async () => {
    const card = page.getByRole('list', { name: 'Tage des Monats' }).locator(`li[data-date="${day}"]`);
    await expect(card.getByRole('img', { name: /^Bestätigt von Paul Planer am / })).toBeVisible();
    await expectNoSidewaysScrolling(page);
    await screenshot(page, 'time-target-actual-phone');
  });
});
