import { expect, test, type Page } from '@playwright/test';
import { addDays, isoWeekdayOf, plainDateOf } from '@app/shared/time/tenant-time';
import { demo, dismissToasts, germanDate, screenshot, signIn, typeDate } from './support';

/** The week of `monday` in the calendar's week view (kept in the address), once its data is there. */
async function openWeek(page: Page, monday: string): Promise<void> {
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/calendar/data') && response.ok()),
    page.goto(`/calendar?view=WEEK&from=${monday}&to=${addDays(monday, 6)}`),
  ]);
}

/**
 * The meeting's slots on `date` (appointment slots are keyed `appointment:<unit>:<id>:<day>`): one per unit of the
 * planner that the calendar shows, since the meeting is in each of them.
 */
const meetingOn = (page: Page, id: string, date: string) =>
  page.locator(`[data-slot-key^="appointment:"][data-slot-key$=":${id}:${date}"]`);

test('a planner creates a weekly team meeting for a quarter, deletes one occurrence and moves another', async ({
  page,
}) => {
  const today = plainDateOf(new Date(), 'Europe/Berlin');
  // Tuesdays from next week on, for about three months.
  const monday = addDays(today, 8 - isoWeekdayOf(today));
  const first = addDays(monday, 1);
  const last = addDays(first, 91);
  const second = addDays(first, 7);
  const third = addDays(first, 14);

  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'planner', demo.password);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await openWeek(page, monday);

  // New entry → appointment: the dialog starts on the week's first day.
  await page.getByRole('button', { name: 'Neuer Eintrag' }).click();
  await page
    .getByRole('dialog', { name: /^Neuer Eintrag am/ })
    .getByRole('button', { name: /^Termin/ })
    .click();
  const form = page.getByRole('dialog', { name: 'Neuer Termin' });
  await form.getByLabel('Betreff').fill('Teamrunde');
  await form.getByLabel('Ort').fill('Besprechungsraum');
  await form.getByRole('checkbox', { name: 'Wiederholen (Serie)' }).check();
  await typeDate(page, 'Erster Tag', first, form);
  await form.getByLabel('Wiederholung', { exact: true }).selectOption('weekly');
  await form.getByLabel('Endet').selectOption('2');
  await typeDate(page, 'Letzter Tag', last, form);
  // The preview comes from the server's check: Tuesdays from the first on.
  const preview = form.getByRole('region', { name: 'Nächste Termine' });
  await expect(preview.getByRole('listitem').first()).toContainText(germanDate(first));
  await expect(preview.getByRole('listitem').nth(1)).toContainText(germanDate(second));
  await screenshot(page, 'appointment-series');
  const [saved] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/api/appointments') && response.request().method() === 'POST',
    ),
    form.getByRole('button', { name: 'Speichern' }).click(),
  ]);
  expect(saved.status()).toBe(200);
  const { id } = (await saved.json()) as { id: string };
  await expect(form).toHaveCount(0);

  // The calendar shows it this week and in the next weeks.
  await openWeek(page, monday);
  await expect(meetingOn(page, id, first).first()).toBeVisible();
  const units = await meetingOn(page, id, first).count();
  await expect(meetingOn(page, id, addDays(first, 1))).toHaveCount(0);
  await openWeek(page, addDays(monday, 7));
  await expect(meetingOn(page, id, second)).toHaveCount(units);

  // One occurrence: details, then delete only that one.
  await meetingOn(page, id, second).first().click();
  const details = page.getByRole('dialog', { name: 'Teamrunde' });
  await expect(details).toContainText(germanDate(second));
  await expect(details).toContainText('Besprechungsraum');
  await expect(details).toContainText(`Jede Woche am Dienstag, bis ${germanDate(last)}`);
  await screenshot(page, 'appointment-details');
  await details.getByRole('button', { name: 'Löschen' }).click();
  const choice = page.getByRole('dialog', { name: 'Serientermin löschen' });
  await expect(choice.getByRole('radio', { name: 'Nur diesen Termin' })).toBeChecked();
  await choice.getByRole('button', { name: 'Weiter' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(germanDate(second));
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/calendar/data') && response.ok()),
    confirm.getByRole('button', { name: 'Löschen' }).click(),
  ]);
  await expect(confirm).toHaveCount(0);
  await dismissToasts(page);

  // That week without it, the following week with it.
  await expect(meetingOn(page, id, second)).toHaveCount(0);
  await openWeek(page, addDays(monday, 7));
  await expect(meetingOn(page, id, second)).toHaveCount(0);
  await screenshot(page, 'appointment-occurrence-deleted');
  await openWeek(page, addDays(monday, 14));
  await expect(meetingOn(page, id, third)).toHaveCount(units);

  // Editing one occurrence moves it out of the series into an appointment of its own, an hour later.
  await meetingOn(page, id, third).first().click();
  await page.getByRole('dialog', { name: 'Teamrunde' }).getByRole('button', { name: 'Bearbeiten' }).click();
  await page
    .getByRole('dialog', { name: 'Serientermin bearbeiten' })
    .getByRole('button', { name: 'Weiter' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Termin bearbeiten' });
  await expect(edit).toContainText(`Sie bearbeiten nur den Termin am ${germanDate(third)}.`);
  await edit.getByLabel('Betreff').fill('Teamrunde mit Gästen');
  const [moved] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/api/appointments') && response.request().method() === 'POST',
    ),
    edit.getByRole('button', { name: 'Speichern' }).click(),
  ]);
  expect(moved.status()).toBe(200);
  const single = (await moved.json()) as { id: string; subject: string; serial: unknown };
  expect(single).toMatchObject({ subject: 'Teamrunde mit Gästen', serial: null });
  await openWeek(page, addDays(monday, 14));
  await expect(meetingOn(page, id, third)).toHaveCount(0);
  await expect(meetingOn(page, single.id, third)).toHaveCount(units);
  await openWeek(page, addDays(monday, 21));
  await expect(meetingOn(page, id, addDays(third, 7))).toHaveCount(units);
});
