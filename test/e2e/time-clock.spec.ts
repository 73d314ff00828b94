import { expect, test, type Page } from '@playwright/test';
import { demo, dismissToasts, expectNoSidewaysScrolling, screenshot, signIn } from './support';

const phone = { width: 390, height: 844 };

/** The clock's state line ("Nicht eingestempelt", "Eingestempelt seit 07:58", "In der Pause seit 12:00"). */
const stateLine = (page: Page) => page.getByRole('main').getByRole('status');

/** Presses one of the clock's big buttons and waits for the state it leads to. */
async function press(page: Page, button: string, state: RegExp): Promise<void> {
  await dismissToasts(page);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(stateLine(page)).toHaveText(state);
}

test('the demo employee clocks in, pauses, resumes and clocks out on the phone and sees the booking', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'employee', demo.password);
  await expect(page.getByRole('heading', { name: 'Willkommen, Emma Mitarbeiterin' })).toBeVisible();

  // On a phone the navigation is folded away.
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Stempeln' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stempeln' })).toBeVisible();
  await expect(stateLine(page)).toBeVisible();

  // The demo tenant lives on between specs of a run (and a second run of the day): start from "out".
  if (await page.getByRole('button', { name: 'Ausstempeln', exact: true }).isVisible())
    await press(page, 'Ausstempeln', /^Nicht eingestempelt$/);
  await expect(stateLine(page)).toHaveText('Nicht eingestempelt');
  const today = page.getByRole('region', { name: 'Heutige Buchungen' });
  const bookings = today.locator('[data-booking-id]');
  const before = await bookings.count();
  const idsOf = () =>
    bookings.evaluateAll((items: { dataset: { bookingId?: string } }[]) =>
      items.map((item) => item.dataset.bookingId ?? ''),
    );
  const idsBefore = await idsOf();

  await press(page, 'Einstempeln', /^Eingestempelt seit \d{2}:\d{2}$/);
  await expect(page.getByRole('button', { name: 'Einstempeln', exact: true })).toHaveCount(0);
  await expect(bookings).toHaveCount(before + 1);
  // The new booking by its id: the list is in time order, and the demo (or a run before) may have booked later
  // today than now (shortly after midnight).
  const newId = (await idsOf()).find((id) => !idsBefore.includes(id));
  const booking = today.locator(`[data-booking-id="${newId ?? ''}"]`);
  await expect(booking).toContainText('offen');
  await press(page, 'Pause', /^In der Pause seit \d{2}:\d{2}$/);
  await expect(page.getByRole('button', { name: 'Weiter', exact: true })).toBeVisible();
  await press(page, 'Weiter', /^Eingestempelt seit \d{2}:\d{2}$/);
  await press(page, 'Ausstempeln', /^Nicht eingestempelt$/);

  // Today's new booking is closed, with its pause, and has a state.
  await expect(bookings).toHaveCount(before + 1);
  await expect(booking).toContainText(/^\d{2}:\d{2} – \d{2}:\d{2}/);
  await expect(booking).toContainText(/Pausen: \d{2}:\d{2} – \d{2}:\d{2}/);
  await expect(booking).toContainText(/OK|Beantragt/);
  await expect(page.getByRole('timer')).toHaveText(/^\d+:\d{2} Std\.$/);
  await dismissToasts(page);
  await expectNoSidewaysScrolling(page);
  await screenshot(page, 'time-clock-phone');

  // "My time" lists it in this week.
  await page.goto('/time/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Zeiten' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^KW \d+:/ }).locator('[data-booking-id]')).not.toHaveCount(
    0,
  );
  await expectNoSidewaysScrolling(page);
});
