import { expect, test, type Page } from '@playwright/test';
import type { TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { addDays, plainDateOf } from '@app/shared/time/tenant-time';
import { demo, germanDate, screenshot, signIn, signOut } from './support';
import { findSwapPair, openPeopleCalendar } from './swap-pairs';

// The demo employee and a colleague of her unit (Wohnbereich 1) who signs in with the demo password too.
const employee = { username: 'employee', name: 'Emma Mitarbeiterin' };
const colleague = { username: 'lena.schmidt', name: 'Lena Schmidt' };

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

  // The earliest days: colleague-taken-swap.spec.ts takes the latest.
  const { me, them, mine, theirs } = await findSwapPair(page, today, {
    asker: employee.name,
    asked: colleague.name,
    fromDay: 2,
    order: 'earliest',
  });
  // From here on the calendar starts at the earlier of the two days, so that both are on screen.
  const [from, to] = [mine.date < theirs.date ? mine.date : theirs.date, addDays(today, 14)];
  await openPeopleCalendar(page, from, to);

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
  await openPeopleCalendar(page, from, to);
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
  await openPeopleCalendar(page, from, to);
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
