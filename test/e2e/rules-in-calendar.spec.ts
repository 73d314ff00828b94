import { expect, test } from '@playwright/test';
import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import type { TRuleSave } from '@app/shared/rules/rule';
import { addDays, plainDateOf } from '@app/shared/time/tenant-time';
import { calendarData, callAsSignedIn, demo, drag, screenshot, signIn } from './support';

/**
 * A unit's day in the view with a staffed shift of one of its own people and a member who is free from the day
 * before to the day after (so that the rule can suggest them, rest kept), and how many are staffed that day.
 */
function staffedDay(data: TCalendarData) {
  const staffed = (slot: TCalendarSlot) =>
    slot.clickType === 'SH' && slot.userId !== null && slot.id !== null && !slot.foreign;
  const members = data.rows.filter((row) => row.kind === 'U' && row.primary);
  const busy = new Set(data.slots.flatMap((slot) => (slot.userId ? [`${slot.userId}#${slot.date}`] : [])));
  const freeAround = (userId: string, date: string) =>
    [-1, 0, 1].every((offset) => !busy.has(`${userId}#${addDays(date, offset)}`));
  for (const shift of data.slots) {
    const unitId = shift.unitId;
    if (!staffed(shift) || !unitId || shift.date <= data.from || shift.date >= data.to) continue;
    if (!members.some((row) => row.key === shift.rowKey)) continue;
    const free = members.some(
      (row) => row.kind === 'U' && row.unitId === unitId && freeAround(row.userId, shift.date),
    );
    if (!free) continue;
    const filled = new Set(
      data.slots
        .filter((slot) => staffed(slot) && slot.unitId === unitId && slot.date === shift.date)
        .map((slot) => slot.id),
    ).size;
    const person = members.find((row) => row.key === shift.rowKey);
    return { shift, unitId, filled, name: person?.kind === 'U' ? person.displayName : '' };
  }
  return undefined;
}

test('a minimum staffing rule changes the manning, and dragging a person away warns with a suggestion', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'planner', demo.password);
  await expect(page.getByRole('button', { name: /^Benutzermenü von/ })).toBeVisible();
  const today = plainDateOf(new Date(), 'Europe/Berlin');
  const from = addDays(today, 1);
  const to = addDays(today, 7);
  const view = `/calendar?view=USER&from=${from}&to=${to}`;

  // A day of a unit with a staffed shift (the runner seeds the demo plan after it answers: wait for it).
  let found: ReturnType<typeof staffedDay>;
  for (let attempt = 0; attempt < 30 && !found; attempt += 1) {
    found = staffedDay(await calendarData(page, () => page.goto(view)));
    if (!found) await page.waitForTimeout(2000);
  }
  if (!found) throw new Error('The demo plan has no staffed shift next week beside a free member');
  const { shift, unitId, filled, name } = found;
  const unitDay = page.locator(`[data-row-key="G:${unitId}"] [data-drop][data-date="${shift.date}"]`);
  // The person found by the search box: their unit's row and theirs stay on screen.
  const search = page.getByLabel('Personen suchen');
  await search.fill(name);
  const before = await unitDay.getAttribute('title');

  // One more than the day has: the rule asks for it, so the day is short before anyone moves.
  const rule: TRuleSave = {
    ruleType: 'MINOC',
    name: 'Mindestbesetzung Test',
    scope: { kind: 'unit', ids: [unitId] },
    validity: { from: shift.date, to: shift.date },
    severity: { level: 'WRN', allowForce: true },
    settings: { minimum: filled + 1 },
  };
  const saved = await callAsSignedIn(page, 'POST', '/api/rules', rule);
  expect(saved.status).toBe(200);
  const { id, version } = saved.body as { id: string; version: number };
  try {
    await calendarData(page, () => page.goto(view));
    await search.fill(name);
    await expect(unitDay).toHaveAttribute('title', `Besetzung ${filled} von ${filled + 1}`);
    expect(before).not.toBe(`Besetzung ${filled} von ${filled + 1}`);
    // The short day carries the rule's marker with its message.
    await expect(unitDay.getByRole('img', { name: /Mindestbesetzung Test/ })).toBeVisible();

    // Dragging the person off the shift (onto the unit's day: the shift is open again) leaves the day shorter.
    const assigned = page.locator(`[data-slot-key="${shift.key}"]`);
    await assigned.scrollIntoViewIfNeeded();
    await drag(page, assigned, unitDay);
    const warning = page.getByRole('alertdialog');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Mindestbesetzung Test');
    await expect(warning).toContainText(`${filled - 1} von mindestens ${filled + 1}`);
    await screenshot(page, 'rules-minimum-warning');
    // The rule suggests people of the unit who are free that day.
    await expect(warning.getByRole('button', { name: / einplanen$/ }).first()).toBeVisible();
    await warning.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(warning).toBeHidden();
    await expect(assigned).toBeVisible();
  } finally {
    await callAsSignedIn(page, 'DELETE', `/api/rules/${id}?version=${version}`);
  }
});
