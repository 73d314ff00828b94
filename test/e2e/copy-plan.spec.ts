import { expect, test } from '@playwright/test';
import { addDays, isoWeekdayOf, plainDateOf } from '@app/shared/time/tenant-time';
import {
  calendarData,
  calendarTool,
  germanDate,
  screenshot,
  seriousAxeViolations,
  signInOnDesktop,
} from './support';
import { swapColleagues } from './swap-pairs';

test("a planner copies a person's week into the following weeks and learns which copies were left out", async ({
  page,
}) => {
  await signInOnDesktop(page, 'planner');
  const today = plainDateOf(new Date(), 'Europe/Berlin');
  const monday = addDays(today, 1 - isoWeekdayOf(today));
  const data = await calendarData(page, () =>
    page.goto(`/calendar?view=USER&from=${monday}&to=${addDays(monday, 6)}`),
  );
  // A person with shifts of their own unit this week (the runner seeds the demo plan before the first sign-in),
  // not one of the swap specs' colleagues: twelve copied weeks would leave them no pair of shifts to swap.
  const member = (unitId: string | null, userId: string | null) =>
    data.rows.some(
      (row) =>
        row.kind === 'U' &&
        row.primary &&
        row.unitId === unitId &&
        row.userId === userId &&
        !swapColleagues.includes(row.displayName),
    );
  const shift = data.slots.find(
    (slot) =>
      slot.clickType === 'SH' && slot.id !== null && !slot.foreign && member(slot.unitId, slot.userId),
  );
  if (!shift?.userId || !shift.unitId) throw new Error('The demo has no planned shift this week');
  await calendarTool(page, 'Tag oder Woche kopieren…');
  const dialog = page.getByRole('dialog', { name: 'Tag oder Woche kopieren' });
  // Their week (the one the calendar shows), into the twelve following weeks: beyond the demo's plan too.
  await dialog.getByRole('combobox', { name: 'Bereich' }).selectOption(shift.unitId);
  await dialog.getByRole('combobox', { name: 'Person' }).selectOption(shift.userId);
  const userId = shift.userId;
  await dialog.getByRole('combobox', { name: 'In die folgenden' }).selectOption({ label: '12 Wochen' });
  const range = (await dialog.getByText(/^Kopiert wird /).textContent()) ?? '';
  expect(range).toContain(germanDate(monday));
  expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Kopieren' }).click();

  // Copies that meet the person's existing shifts are named by day with the reason; the others are written.
  const summary = page.getByText(/^\d+ Dienste? kopiert(, \d+ nicht:|\.)$/);
  await expect(summary).toBeVisible({ timeout: 60_000 });
  const copied = Number(/^(\d+)/.exec((await summary.textContent()) ?? '')?.[1] ?? '0');
  expect(copied).toBeGreaterThan(0);
  await screenshot(page, 'copy-plan');
  const result = page.getByRole('dialog', { name: 'Tag oder Woche kopieren' });
  if (await result.isVisible()) {
    await expect(result.getByRole('list', { name: 'Nicht kopierte Dienste' })).toBeVisible();
    await result.getByRole('button', { name: 'Schließen' }).last().click();
  }

  const twelfth = addDays(monday, 84);
  const later = await calendarData(page, () =>
    page.goto(`/calendar?view=USER&from=${twelfth}&to=${addDays(twelfth, 6)}`),
  );
  const theirs = later.slots.filter(
    (slot) => slot.userId === userId && slot.id !== null && slot.clickType === 'SH',
  );
  expect(theirs.length).toBeGreaterThan(0);
});
