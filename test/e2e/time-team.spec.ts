import { expect, test } from '@playwright/test';
import { plainDateOf } from '@app/shared/time/tenant-time';
import {
  expectNoSidewaysScrolling,
  germanDate,
  onPhone,
  screenshot,
  seriousAxeViolations,
  signInOnDesktop,
} from './support';

/** "-1:30" → -90 minutes. */
function minutesOf(text: string): number {
  const match = /(-|−)?(\d+):(\d\d)/.exec(text);
  if (!match) throw new Error(`No hours in "${text}"`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

test("a planner sees a team's month with totals that add up and confirms the past days of everyone at once", async ({
  page,
}) => {
  await signInOnDesktop(page, 'planner');
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Soll/Ist Team' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Soll/Ist Team' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Bereich' }).selectOption({ label: 'Wohnbereich 1' });
  const table = page.getByRole('table', { name: 'Personen von Wohnbereich 1' });
  await expect(table.getByRole('row', { name: /Emma Mitarbeiterin/ })).toBeVisible();

  // Target, actual and difference agree, row by row and in the totals.
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = (name: string) => headers.findIndex((header) => header.trim() === name);
  const [target, actual, difference] = ['Soll', 'Ist', 'Differenz'].map(column);
  const rows = table.locator('tbody tr, tfoot tr');
  for (const row of await rows.all()) {
    const cells = await row.locator(':scope > th, :scope > td').allTextContents();
    if (cells.length <= Math.max(target ?? 0, actual ?? 0, difference ?? 0)) continue;
    const [soll, ist, diff] = [target, actual, difference].map((index) => cells[index ?? 0] ?? '');
    if (!/\d:\d\d/.test(soll ?? '')) continue;
    expect(minutesOf(diff ?? ''), cells.join(' | ')).toBe(minutesOf(ist ?? '') - minutesOf(soll ?? ''));
  }
  expect(await seriousAxeViolations(page, '#main')).toEqual([]);
  await screenshot(page, 'time-team');

  // On the first of a month nothing of it is over yet: the month before then.
  const today = plainDateOf(new Date(), 'Europe/Berlin');
  const firstOfMonth = today.endsWith('-01');
  if (firstOfMonth) await page.getByRole('button', { name: 'Voriger Monat' }).click();
  await page.getByRole('checkbox', { name: 'Alle auswählen' }).check();
  await page.getByRole('button', { name: 'Vergangene Tage bestätigen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Vergangene Tage bestätigen' });
  // Today is not over: it is said before anything is confirmed (the month's later days likewise).
  if (!firstOfMonth)
    await expect(confirm).toContainText(`Tage ab dem ${germanDate(today)} sind noch nicht vorbei`);
  await confirm.getByRole('button', { name: 'Bestätigen' }).click();
  const result = page.getByRole('region', { name: 'Ergebnis' });
  await expect(result).toContainText(/\d+ Tage? bestätigt\./);

  await onPhone(page, async () => {
    await expectNoSidewaysScrolling(page);
    await screenshot(page, 'time-team-phone');
  });
});
