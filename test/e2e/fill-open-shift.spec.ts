import { expect, test } from '@playwright/test';
import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { addDays, plainDateOf } from '@app/shared/time/tenant-time';
import { calendarData, callAsSignedIn, drag, screenshot, signInOnDesktop } from './support';

/**
 * A slot the unit's templates offer (a ghost) and a member of its unit without an entry that day. The test makes
 * its own open shift there: the demo's open shifts are what earlier tests (automatic planning) fill.
 */
function ghostBesideFreeMember(data: TCalendarData) {
  const busy = new Set(data.slots.flatMap((slot) => (slot.userId ? [`${slot.userId}#${slot.date}`] : [])));
  const free = (userId: string, date: string) => !busy.has(`${userId}#${date}`);
  const isGhost = (slot: TCalendarSlot) =>
    slot.clickType === 'SH' && slot.id === null && slot.userId === null && !slot.foreign && slot.templateId;
  for (const ghost of data.slots) {
    if (!isGhost(ghost) || ghost.date <= data.from || ghost.date >= data.to) continue;
    const member = data.rows.find(
      (row) => row.kind === 'U' && row.primary && row.unitId === ghost.unitId && free(row.userId, ghost.date),
    );
    if (member?.kind === 'U') return { ghost, member };
  }
  return undefined;
}

test('a planner fills an open shift by dragging it onto a free person, and the shift is theirs', async ({
  page,
}) => {
  await signInOnDesktop(page, 'planner');
  const today = plainDateOf(new Date(), 'Europe/Berlin');
  const view = `/calendar?view=USER&from=${addDays(today, 1)}&to=${addDays(today, 14)}`;

  // The runner seeds the demo plan after it answers: wait for a member beside a slot of their unit.
  let found: ReturnType<typeof ghostBesideFreeMember>;
  for (let attempt = 0; attempt < 20 && !found; attempt += 1) {
    found = ghostBesideFreeMember(await calendarData(page, () => page.goto(view)));
    if (!found) await page.waitForTimeout(2000);
  }
  if (!found) throw new Error('No slot in the next two weeks beside a free member of its unit');
  const { ghost, member } = found;
  const created = await callAsSignedIn(page, 'POST', '/api/calendar/entries?force=true', {
    unitId: ghost.unitId,
    date: ghost.date,
    userId: null,
    templateId: ghost.templateId,
  });
  expect(created.status).toBe(200);
  const createdId = (created.body as { result: { id: string } | null }).result?.id;
  const shift = (await calendarData(page, () => page.goto(view))).slots.find((slot) => slot.id === createdId);
  if (!shift) throw new Error('The open shift made for the test is not in the calendar');
  await page.getByLabel('Personen suchen').fill(member.displayName);
  const open = page.locator(`[data-slot-key="${shift.key}"]`);
  const cell = page.locator(`[data-row-key="${member.key}"] [data-drop][data-date="${shift.date}"]`);
  await open.scrollIntoViewIfNeeded();

  // One drag instead of five clicks; a rule's warning is answered as a planner would. The calendar loads again
  // once the shift is the member's.
  const theirs = (data: TCalendarData) =>
    data.slots.filter(
      (slot) => slot.userId === member.userId && slot.date === shift.date && slot.clickType === 'SH',
    );
  const after = await calendarData(
    page,
    async () => {
      const executed = page.waitForResponse((response) => response.url().endsWith('/api/actions/execute'));
      await drag(page, open, cell);
      const answer = (await (await executed).json()) as { success?: boolean };
      if (!answer.success)
        await page.getByRole('alertdialog').getByRole('button', { name: 'Trotzdem speichern' }).click();
    },
    { where: (data) => theirs(data).length > 0 },
  );
  expect(theirs(after).map((slot) => slot.templateId)).toContain(shift.templateId);
  await expect(cell.locator('[data-slot-key]').first()).toBeVisible();
  await screenshot(page, 'fill-open-shift');

  // Undo names what it takes back; Ctrl+Z makes the shift open again, Ctrl+Shift+Z gives it back (issue 28).
  const undo = page.getByRole('button', { name: /^Rückgängig: .* vergeben/ });
  await expect(undo).toContainText('↶');
  await expect(undo).toHaveAttribute('title', new RegExp(member.displayName));
  const openAgain = await calendarData(page, () => page.keyboard.press('Control+z'), {
    where: (data) => theirs(data).length === 0,
  });
  expect(openAgain.slots.find((slot) => slot.id === createdId)?.userId).toBeNull();
  await expect(page.getByText(/^Rückgängig gemacht:/)).toBeVisible();
  const redone = await calendarData(page, () => page.keyboard.press('Control+Shift+Z'), {
    where: (data) => theirs(data).length > 0,
  });
  expect(redone.slots.find((slot) => slot.id === createdId)?.userId).toBe(member.userId);
  await expect(page.getByRole('button', { name: 'Nichts zum Wiederholen' })).toBeDisabled();
});
