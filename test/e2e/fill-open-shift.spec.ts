import { expect, test } from '@playwright/test';
import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { addDays, plainDateOf } from '@app/shared/time/tenant-time';
import { calendarData, drag, screenshot, signInOnDesktop } from './support';

/** An open shift of the view and a member of its unit without an entry that day (earlier tests fill some). */
function openShiftAndFreeMember(data: TCalendarData) {
  const busy = new Set(data.slots.flatMap((slot) => (slot.userId ? [`${slot.userId}#${slot.date}`] : [])));
  const free = (userId: string, date: string) => !busy.has(`${userId}#${date}`);
  const isOpen = (slot: TCalendarSlot) =>
    slot.clickType === 'SH' &&
    slot.id !== null &&
    slot.userId === null &&
    !slot.foreign &&
    !slot.proposalRunId;
  for (const shift of data.slots) {
    if (!isOpen(shift) || shift.date <= data.from || shift.date >= data.to) continue;
    const member = data.rows.find(
      (row) => row.kind === 'U' && row.primary && row.unitId === shift.unitId && free(row.userId, shift.date),
    );
    if (member?.kind === 'U') return { shift, member };
  }
  return undefined;
}

test('a planner fills an open shift by dragging it onto a free person, and the shift is theirs', async ({
  page,
}) => {
  await signInOnDesktop(page, 'planner');
  const today = plainDateOf(new Date(), 'Europe/Berlin');
  const view = `/calendar?view=USER&from=${addDays(today, 1)}&to=${addDays(today, 14)}`;

  // The runner seeds the demo plan after it answers: wait for an open shift beside a free member.
  let found: ReturnType<typeof openShiftAndFreeMember>;
  for (let attempt = 0; attempt < 20 && !found; attempt += 1) {
    found = openShiftAndFreeMember(await calendarData(page, () => page.goto(view)));
    if (!found) await page.waitForTimeout(2000);
  }
  if (!found) throw new Error('No open shift in the next two weeks beside a free member of its unit');
  const { shift, member } = found;
  await page.getByLabel('Personen suchen').fill(member.displayName);
  const open = page.locator(`[data-slot-key="${shift.key}"]`);
  const cell = page.locator(`[data-row-key="${member.key}"] [data-drop][data-date="${shift.date}"]`);
  await open.scrollIntoViewIfNeeded();

  // One drag instead of five clicks; a rule's warning is answered as a planner would.
  const executed = page.waitForResponse((response) => response.url().endsWith('/api/actions/execute'));
  const reloaded = page.waitForResponse(
    (response) => response.url().endsWith('/api/calendar/data') && response.ok(),
  );
  await drag(page, open, cell);
  const answer = (await (await executed).json()) as { success?: boolean };
  let after = (await (await reloaded).json()) as TCalendarData;
  if (!answer.success) {
    const warning = page.getByRole('alertdialog');
    after = await calendarData(page, () =>
      warning.getByRole('button', { name: 'Trotzdem speichern' }).click(),
    );
  }
  const filled = after.slots.filter(
    (slot) => slot.userId === member.userId && slot.date === shift.date && slot.clickType === 'SH',
  );
  expect(filled.map((slot) => slot.templateId)).toContain(shift.templateId);
  await expect(cell.locator('[data-slot-key]').first()).toBeVisible();
  await screenshot(page, 'fill-open-shift');
});
