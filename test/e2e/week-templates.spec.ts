import { expect, test } from '@playwright/test';
import type { TCalendarData, TCalendarRow } from '@app/shared/calendar/calendar-view';
import { demo, screenshot, signIn, signOut, calendarTool } from './support';

/** The first day of the month `months` after today's, and its last day. */
function monthAhead(months: number): { from: string; to: string } {
  const today = new Date();
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

test('a planner applies the week templates to a month, an employee sees it only once it is published', async ({
  page,
}) => {
  // Sophie plans the care home; she chooses Wohnbereich 2, whose demo week templates are "Woche A" and
  // "Woche B". A month beyond the demo plan starts empty.
  const { from, to } = monthAhead(3);
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'sophie.becker', demo.password);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  const isData = (url: string) => url.endsWith('/api/calendar/data');
  const [before] = await Promise.all([
    page.waitForResponse((response) => isData(response.url()) && response.ok()),
    page.goto(`/calendar?view=MONTH&from=${from}&to=${to}`),
  ]);
  let unitId = '';
  const shifts = (data: TCalendarData) =>
    data.slots.filter(
      (slot) => slot.id !== null && slot.clickType === 'SH' && !slot.foreign && slot.unitId === unitId,
    ).length;
  const shown = (await before.json()) as TCalendarData;
  const unit = shown.rows.find(
    (row): row is Extract<TCalendarRow, { kind: 'G' }> => row.kind === 'G' && row.name === 'Wohnbereich 2',
  );
  unitId = unit?.unitId ?? '';
  expect(unitId).not.toBe('');
  expect(shifts(shown)).toBe(0);

  // The runner seeds the demo after it answers, the week templates last: reopen the dialog until they are there.
  const dialog = page.getByRole('dialog', { name: 'Zeitraum-Aktionen: Wohnbereich 2' });
  for (let attempt = 0; attempt < 60; attempt += 1) {
    await calendarTool(page, 'Zeitraum-Aktionen…');
    await page
      .getByRole('dialog', { name: /^Zeitraum-Aktionen:/ })
      .getByLabel('Bereich', { exact: true })
      .selectOption({ label: 'Wohnbereich 2' });
    await expect(dialog.getByRole('group', { name: 'Bis' })).toBeVisible();
    if (
      await dialog
        .getByLabel('Woche A')
        .waitFor({ timeout: 3000 })
        .then(
          () => true,
          () => false,
        )
    )
      break;
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForTimeout(2000);
  }
  await expect(dialog.getByLabel('Woche A')).toBeVisible();
  await expect(dialog.getByLabel('Aktion')).toHaveValue('WEEKTEMPLATES');
  // Without a template the dialog says what is missing.
  await dialog.getByRole('button', { name: 'Ausführen' }).click();
  await expect(dialog.getByText('Sie müssen eine Wochenvorlage auswählen.')).toBeVisible();
  await dialog.getByLabel('Woche A').check();
  await dialog.getByLabel('Woche B').check();
  await screenshot(page, 'week-templates-range-dialog');
  const [applied, after] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/weektemplates/apply') && response.ok()),
    page.waitForResponse((response) => isData(response.url()) && response.ok()),
    dialog.getByRole('button', { name: 'Ausführen' }).click(),
  ]);
  const result = (await applied.json()) as { applied: number };
  expect(result.applied).toBeGreaterThan(0);
  await expect(page.getByText(`${result.applied} Dienste angewandt.`)).toBeVisible();
  // Days someone is away are skipped and named (the apprentice's school days): the dialog stays open to say so.
  const skipped = dialog.getByRole('list', { name: 'Hinweise zu den Wochenvorlagen' });
  if (await skipped.isVisible()) {
    await expect(skipped.getByRole('listitem').first()).toContainText('an diesem Tag abwesend');
    await dialog.getByRole('button', { name: 'Schließen' }).last().click();
  }
  await expect(dialog).toBeHidden();
  expect(shifts((await after.json()) as TCalendarData)).toBe(result.applied);
  await expect(page.locator('[data-calendar-grid]')).toBeVisible();
  await screenshot(page, 'week-templates-applied');

  // Jonas works in Wohnbereich 2: the applied month is not published yet, so he sees none of its shifts.
  const employeeSees = async () => {
    const [data] = await Promise.all([
      page.waitForResponse((response) => isData(response.url()) && response.ok()),
      page.goto(`/calendar?view=MONTH&from=${from}&to=${to}`),
    ]);
    return shifts((await data.json()) as TCalendarData);
  };
  await signOut(page);
  await signIn(page, demo.customerNo, 'jonas.weber', demo.password);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  expect(await employeeSees()).toBe(0);
  await signOut(page);

  // Sophie publishes the month (the range dialog's PUBLISH uses only the to-date).
  await signIn(page, demo.customerNo, 'sophie.becker', demo.password);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await page.goto(`/calendar?view=MONTH&from=${from}&to=${to}`);
  await calendarTool(page, 'Zeitraum-Aktionen…');
  const publishDialog = page.getByRole('dialog', { name: /^Zeitraum-Aktionen:/ });
  await publishDialog.getByLabel('Bereich', { exact: true }).selectOption({ label: 'Wohnbereich 2' });
  await publishDialog.getByLabel('Aktion').selectOption('PUBLISH');
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/calendar/publish') && response.ok()),
    publishDialog.getByRole('button', { name: 'Ausführen' }).click(),
  ]);
  await expect(page.getByText(/^Dienstplan bis .* veröffentlicht\.$/)).toBeVisible();
  await signOut(page);

  // Now Jonas sees every shift of the month.
  await signIn(page, demo.customerNo, 'jonas.weber', demo.password);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  expect(await employeeSees()).toBe(result.applied);
  await screenshot(page, 'week-templates-published-employee');
});
