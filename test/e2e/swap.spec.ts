import { expect, test, type Page } from '@playwright/test';
import type { TCalendarData, TCalendarRow, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { addDays, daysBetween, minutesOfDay, plainDateOf } from '@app/shared/time/tenant-time';
import { demo, germanDate, screenshot, signIn, signOut } from './support';

type Person = Extract<TCalendarRow, { kind: 'U' }>;

// The demo employee and a colleague of her unit (Wohnbereich 1) who signs in with the demo password too.
const employee = { username: 'employee', name: 'Emma Mitarbeiterin' };
const colleague = { username: 'lena.schmidt', name: 'Lena Schmidt' };

/** A shift's hours as instants on a minute axis (a night shift ends the next day). */
function span(slot: TCalendarSlot): [number, number] {
  const day = Date.parse(`${slot.date}T00:00:00Z`) / 60_000;
  const begin = day + minutesOfDay(slot.begin ?? '00:00');
  const end = day + minutesOfDay(slot.end ?? '00:00') + ((slot.end ?? '') <= (slot.begin ?? '') ? 1440 : 0);
  return [begin, end];
}

/** Whether the person has an absence (the demo has leave and sickness) on the day. */
function absentOn(slots: TCalendarSlot[], userId: string | null, date: string): boolean {
  return slots.some(
    (slot) => slot.clickType === 'AP' && slot.userId === userId && slot.date <= date && date <= slot.endDate,
  );
}

/** Whether `person` may take `shift` after giving away `given`: not absent, no day twice, 11 hours of rest. */
function fits(slots: TCalendarSlot[], person: Person, shift: TCalendarSlot, given: TCalendarSlot): boolean {
  const [begin, end] = span(shift);
  if (absentOn(slots, person.userId, shift.date)) return false;
  return slots
    .filter((slot) => slot.clickType === 'SH' && slot.id !== null && slot.begin)
    .filter((other) => other.userId === person.userId && other.id !== given.id)
    .every((other) => {
      const [otherBegin, otherEnd] = span(other);
      return other.date !== shift.date && (otherEnd + 11 * 60 <= begin || end + 11 * 60 <= otherBegin);
    });
}

/**
 * A published future shift of each of the two, on different days and without open requests (the demo seeds a
 * swap of theirs already), which the validator lets them swap without a warning. The demo plan follows today's
 * date, so the pair is found in the data.
 */
function swapPair(data: TCalendarData, today: string) {
  const people = data.rows.filter((row): row is Person => row.kind === 'U' && row.primary);
  const me = people.find((row) => row.displayName === employee.name);
  const them = people.find((row) => row.displayName === colleague.name && row.unitId === me?.unitId);
  if (!me || !them) return undefined;
  const shifts = data.slots.filter((slot) => slot.clickType === 'SH' && slot.id !== null && slot.begin);
  const candidates = shifts.filter(
    (slot) =>
      slot.date > addDays(today, 1) &&
      slot.date <= (data.publishedTo[slot.unitId ?? ''] ?? '') &&
      slot.requests.every((request) => request.state !== 'OPEN') &&
      !absentOn(data.slots, slot.userId, slot.date),
  );
  for (const mine of candidates.filter((slot) => slot.userId === me.userId))
    for (const theirs of candidates.filter((slot) => slot.userId === them.userId))
      if (
        mine.date !== theirs.date &&
        // Both within one screen: the grid draws only the columns on screen (about a week at this width).
        Math.abs(daysBetween(mine.date, theirs.date)) <= 5 &&
        fits(data.slots, me, theirs, mine) &&
        fits(data.slots, them, mine, theirs)
      )
        return { me, them, mine, theirs };
  return undefined;
}

async function calendarData(page: Page, from: string, to: string): Promise<TCalendarData> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith('/api/calendar/data') && candidate.ok()),
    page.goto(`/calendar?view=USER&from=${from}&to=${to}`),
  ]);
  return (await response.json()) as TCalendarData;
}

function dayCell(page: Page, rowKey: string, date: string) {
  return page.locator(`[data-row-key="${rowKey}"] [role="gridcell"][data-date="${date}"]`);
}

test('an employee asks a colleague for a swap, the colleague agrees, a planner approves, and the shifts change hands', async ({
  page,
}) => {
  const today = plainDateOf(new Date(), 'Europe/Berlin');
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, employee.username, demo.password);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(employee.name);

  // The runner seeds the demo plan after it answers: wait for it.
  let pair: ReturnType<typeof swapPair>;
  for (let attempt = 0; attempt < 30 && !pair; attempt += 1) {
    pair = swapPair(await calendarData(page, today, addDays(today, 14)), today);
    if (!pair) await page.waitForTimeout(2000);
  }
  if (!pair)
    throw new Error(`The demo plan has no shifts that ${employee.name} and ${colleague.name} can swap`);
  const { me, them, mine, theirs } = pair;
  // From here on the calendar starts at the earlier of the two days, so that both are on screen.
  const [from, to] = [mine.date < theirs.date ? mine.date : theirs.date, addDays(today, 14)];
  await calendarData(page, from, to);

  // The colleague's shift: offer one of her own in return.
  await page.locator(`[data-slot-key="${theirs.key}"]`).click();
  const details = page.getByRole('dialog', { name: theirs.name });
  await expect(details).toContainText(colleague.name);
  await details.getByRole('button', { name: 'Tausch anbieten' }).click();
  await details
    .getByLabel('Ihr Dienst im Tausch')
    .selectOption({ label: `${germanDate(mine.date)} ${mine.name} ${mine.begin ?? ''}–${mine.end ?? ''}` });
  await screenshot(page, 'swap-offer');
  await details.getByRole('button', { name: 'Tausch anbieten' }).click();
  await expect(details).toBeHidden();
  // Her shift now carries the request mark.
  await expect(page.locator(`[data-slot-key="${mine.key}"]`)).toHaveAttribute('data-requests', 'true');
  await signOut(page);

  // The colleague finds the request on her home page and agrees; her unit asks a planner to approve swaps
  // (setting shifts.swapApproval), so the request now waits for the planner.
  await signIn(page, demo.customerNo, colleague.username, demo.password);
  const inbox = page.getByRole('region', { name: /^Anfragen an Sie/ });
  // The employee's home names the day as people say it ("Sa., 5. Dez."), as the browser formats it.
  const day = await page.evaluate(
    (date) =>
      new Intl.DateTimeFormat('de', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`)),
    mine.date,
  );
  const request = inbox
    .getByRole('listitem')
    .filter({ hasText: `${employee.name} bietet Ihnen einen Tausch für ${mine.name} an` })
    .filter({ hasText: day });
  await expect(request).toHaveCount(1);
  await screenshot(page, 'swap-inbox');
  await request.getByRole('button', { name: 'Annehmen' }).click();
  await expect(
    page.getByText('Tausch vereinbart; er wartet jetzt auf die Freigabe der Planung.'),
  ).toBeVisible();
  await expect(request).toHaveCount(0);

  // Nothing changed hands yet: each still holds their own shift, hers still marked with the request.
  await calendarData(page, from, to);
  await expectHolders(page, { [me.key]: mine, [them.key]: theirs }, { [me.key]: theirs, [them.key]: mine });
  await expect(page.locator(`[data-slot-key="${mine.key}"]`)).toHaveAttribute('data-requests', 'true');
  await signOut(page);

  // The planner finds the agreed swap among the requests waiting for them and approves it.
  await signIn(page, demo.customerNo, 'planner', demo.password);
  const approval = page
    .getByRole('region', { name: /^Anfragen an Sie/ })
    .getByRole('listitem')
    .filter({ hasText: `${employee.name} und ${colleague.name} möchten ${mine.name} tauschen` })
    .filter({ hasText: germanDate(mine.date) });
  await expect(approval).toHaveCount(1);
  await screenshot(page, 'swap-approval');
  await approval.getByRole('button', { name: 'Annehmen' }).click();
  await expect(page.getByText('Die Dienste wurden getauscht.')).toBeVisible();
  await expect(approval).toHaveCount(0);
  await signOut(page);

  // In the calendar each now holds the other's shift.
  await signIn(page, demo.customerNo, employee.username, demo.password);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(employee.name);
  await calendarData(page, from, to);
  await expectHolders(page, { [them.key]: mine, [me.key]: theirs }, { [me.key]: mine, [them.key]: theirs });
});

/** Checks that each row (by key) holds the shift given for it, and that the rows named in `not` hold no shift. */
async function expectHolders(
  page: Page,
  holds: Record<string, TCalendarSlot>,
  not: Record<string, TCalendarSlot>,
): Promise<void> {
  for (const [rowKey, shift] of Object.entries(holds))
    await expect(dayCell(page, rowKey, shift.date).locator('[data-slot-key]')).toHaveText(
      shift.shortName || shift.name,
    );
  for (const [rowKey, shift] of Object.entries(not))
    await expect(dayCell(page, rowKey, shift.date).locator('[data-slot-key]')).toHaveCount(0);
}
