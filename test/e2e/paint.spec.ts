import { expect, test } from '@playwright/test';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import { addDays, plainDateOf } from '@app/shared/time/tenant-time';
import { calendarData, screenshot, signInOnDesktop } from './support';

/** A member of a unit with two free days in a row in the view, and a shift template the unit offers. */
function freeDays(data: TCalendarData) {
  const busy = new Set(data.slots.flatMap((slot) => (slot.userId ? [`${slot.userId}#${slot.date}`] : [])));
  for (const row of data.rows) {
    if (row.kind !== 'U' || !row.primary) continue;
    const ghost = data.slots.find(
      (slot) => slot.unitId === row.unitId && slot.id === null && slot.templateId && slot.clickType === 'SH',
    );
    if (!ghost?.templateId) continue;
    for (let day = data.from; day < data.to; day = addDays(day, 1)) {
      const next = addDays(day, 1);
      // A free day before and after too: the rest rules stay quiet.
      if ([-1, 0, 1, 2].every((offset) => !busy.has(`${row.userId}#${addDays(day, offset)}`)))
        return { row, templateId: ghost.templateId, days: [day, next] as const };
    }
  }
  return undefined;
}

test('a planner paints a shift template into two cells, ends paint mode with Esc and undoes the last cell', async ({
  page,
}) => {
  await signInOnDesktop(page, 'planner');
  const from = addDays(plainDateOf(new Date(), 'Europe/Berlin'), 28);
  const view = `/calendar?view=USER&from=${from}&to=${addDays(from, 13)}`;
  const found = freeDays(await calendarData(page, () => page.goto(view)));
  if (!found) throw new Error('No member with free days in the weeks after next');
  const { row, templateId, days } = found;
  await page.getByLabel('Personen suchen').fill(row.displayName);
  await page.getByRole('combobox', { name: 'Malen mit' }).selectOption(templateId);
  await expect(
    page.getByText(/^Ein Klick in eine Zelle einer Person trägt .* ein\. Esc beendet\.$/),
  ).toBeVisible();

  const theirs = (data: TCalendarData, day: string) =>
    data.slots.filter((slot) => slot.userId === row.userId && slot.date === day && slot.id !== null);
  for (const day of days) {
    const cell = page.locator(`[role="gridcell"][data-date="${day}"][data-user="${row.userId}"]`);
    await cell.scrollIntoViewIfNeeded();
    const painted = await calendarData(page, () => cell.click({ position: { x: 30, y: 30 } }), {
      where: (data) => theirs(data, day).length > 0,
    });
    expect(theirs(painted, day)[0]?.templateId).toBe(templateId);
  }
  await screenshot(page, 'paint');

  // Esc ends paint mode: a click opens the shift picker again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Malen mit' })).toHaveValue('');
  // Each painted cell is a change of its own: Ctrl+Z takes back the second.
  const undone = await calendarData(page, () => page.keyboard.press('Control+z'), {
    where: (data) => theirs(data, days[1]).length === 0,
  });
  expect(theirs(undone, days[0])).toHaveLength(1);
});
