import { expect, test } from '@playwright/test';
import type { TCalendarData, TCalendarRow, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { addDays, minutesOfDay } from '@app/shared/time/tenant-time';
import { calendarData, demo, drag, screenshot, signIn } from './support';

test.describe.configure({ mode: 'serial' });

type Person = Extract<TCalendarRow, { kind: 'U' }>;

/** A shift's hours as instants on a minute axis (a night shift ends the next day). */
function span(slot: TCalendarSlot): [number, number] | null {
  if (!slot.begin || !slot.end) return null;
  const day = Date.parse(`${slot.date}T00:00:00Z`) / 60_000;
  const begin = day + minutesOfDay(slot.begin);
  const end = day + minutesOfDay(slot.end) + (slot.end <= slot.begin ? 1440 : 0);
  return [begin, end];
}

/**
 * The open slots (then the ghosts), each with a person of its unit who is free that day but has a shift ending less
 * than 11 hours before it (or beginning less than 11 hours after it), without any overlap: the drop gives a rest-time
 * warning and nothing else that blocks. The demo plan follows today's date, so the pairs are found in the data.
 */
function restTimeCases(data: TCalendarData): { slot: TCalendarSlot; person: Person }[] {
  const cases: { slot: TCalendarSlot; person: Person }[] = [];
  const people = data.rows.filter((row): row is Person => row.kind === 'U' && row.primary);
  const shifts = data.slots.filter((slot) => slot.userId !== null && slot.clickType === 'SH');
  const candidates = data.slots
    .filter(
      (slot) => slot.clickType === 'SH' && slot.userId === null && !slot.foreign && slot.date > data.from,
    )
    .sort((a, b) => Number(a.id === null) - Number(b.id === null));
  for (const slot of candidates) {
    const target = span(slot);
    if (!target) continue;
    for (const person of people.filter((row) => row.unitId === slot.unitId)) {
      const own = shifts
        .filter((shift) => shift.userId === person.userId)
        .map(span)
        .filter((hours): hours is [number, number] => hours !== null);
      if (shifts.some((shift) => shift.userId === person.userId && shift.date === slot.date)) continue;
      const overlaps = own.some(([begin, end]) => begin < target[1] && end > target[0]);
      const short = own.some(
        ([begin, end]) =>
          (end <= target[0] && target[0] - end < 11 * 60) ||
          (begin >= target[1] && begin - target[1] < 11 * 60),
      );
      if (!overlaps && short) cases.push({ slot, person });
    }
  }
  return cases;
}

function nextMonth(first: string): string {
  return addDays(monthEnd(first), 1);
}

function monthEnd(first: string): string {
  const [year = 0, month = 1] = first.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

test('a planner switches views, fills an open shift by drag and drop, forces a rest-time warning and undoes it', async ({
  page,
}) => {
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'planner', demo.password);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const month = await calendarData(page, () =>
    nav.getByRole('link', { name: 'Kalender', exact: true }).click(),
  );
  await expect(page.getByRole('heading', { name: 'Kalender', level: 1 })).toBeVisible();
  // The view of the caller's calendar.defaultView setting (MONTH by default: a table, not a grid).
  await expect(page.locator('[data-calendar-grid]')).toBeVisible();

  // Every view, kept in the address.
  const views = page.getByRole('group', { name: 'Ansicht' });
  for (const [label, grid, view] of [
    ['Monat', 'month', 'MONTH'],
    ['Woche', 'week', 'WEEK'],
    ['Arbeitsplätze', 'resources', 'RESOURCE'],
    ['Zeitleiste', 'timeline', 'TIMELINE'],
    ['Personen', 'people', 'USER'],
  ] as const) {
    await views.getByRole('button', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`view=${view}`));
    await expect(page.locator(`[data-calendar-grid="${grid}"]`)).toBeVisible();
  }
  await screenshot(page, 'calendar-user-view');

  // Three days around the slot, the person found by the search box. The runner seeds the demo plan after it
  // answers: wait for it (this month, else the next).
  let cases: ReturnType<typeof restTimeCases> = [];
  for (let attempt = 0; attempt < 30 && cases.length === 0; attempt += 1) {
    for (const from of [month.from, nextMonth(month.from)]) {
      const data = await calendarData(page, () =>
        page.goto(`/calendar?view=USER&from=${from}&to=${monthEnd(from)}`),
      );
      cases = restTimeCases(data);
      if (cases.length > 0) break;
    }
    if (cases.length === 0) await page.waitForTimeout(2000);
  }
  // A day's cell shows its first few slots and "+N weitere" for the rest: the first case whose slot is shown.
  let found: (typeof cases)[number] | undefined;
  for (const candidate of cases) {
    await calendarData(page, () =>
      page.goto(
        `/calendar?view=USER&from=${addDays(candidate.slot.date, -1)}&to=${addDays(candidate.slot.date, 1)}`,
      ),
    );
    await page.getByLabel('Personen suchen').fill(candidate.person.displayName);
    await expect(page.locator(`[data-row-key="${candidate.person.key}"]`)).toBeVisible();
    if (await page.locator(`[data-slot-key="${candidate.slot.key}"]`).isVisible()) {
      found = candidate;
      break;
    }
  }
  if (!found) throw new Error('The demo plan has no open slot in sight with a rest-time case');
  const { slot, person } = found;
  const personRow = page.locator(`[data-row-key="${person.key}"]`);
  const handle = personRow.getByRole('button', { name: `${person.displayName} auf einen Dienst ziehen` });
  const target = page.locator(`[data-slot-key="${slot.key}"]`);
  await expect(target).toBeVisible();

  // The drop is refused with the rest-time warning; forcing it assigns the shift.
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/actions/execute'));
  await drag(page, handle, target);
  await refreshed;
  const warning = page.getByRole('alertdialog');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/Ruhezeit/);
  await screenshot(page, 'calendar-rest-time-warning');
  await warning.getByRole('button', { name: /Trotzdem/ }).click();
  await expect(warning).toBeHidden();
  const cell = personRow.locator(`[data-drop][data-date="${slot.date}"]`);
  const assigned = cell.locator('[data-slot-key]');
  await expect(assigned).toHaveCount(1);
  await expect(assigned).toHaveText(slot.shortName || slot.name);

  // Undo: the shift dragged back onto its unit's day is open again, and the person's day is free.
  const unitDay = page.locator(`[data-row-key="${slot.rowKey}"] [data-drop][data-date="${slot.date}"]`);
  await drag(page, assigned, unitDay);
  await expect(cell.locator('[data-slot-key]')).toHaveCount(0);
  await expect(unitDay.locator('[data-state="open"]').first()).toBeVisible();
});
