import { expect, test } from '@playwright/test';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import { demo, screenshot, signIn } from './support';

/** Today and the last day of the month after next, as plain dates (the calendar's range). */
function range(): { from: string; to: string } {
  const today = new Date();
  const from = today.toISOString().slice(0, 10);
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 0));
  return { from, to: last.toISOString().slice(0, 10) };
}

test('a planner creates a serial fixed-bar entry and deletes one occurrence in the calendar', async ({
  page,
}) => {
  const caption = `Jahresabschluss ${Date.now() % 100000}`;
  await page.goto('/account/login');
  // Fixed bars are rows of the whole company: their planner is responsible for every unit (Paul; Sophie plans one house).
  await signIn(page, demo.customerNo, 'planner', demo.password);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();

  // A new bar on the list page, then its manage page.
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Fixleisten' })
    .click();
  await expect(page.getByRole('heading', { name: 'Fixleisten', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Neue Fixleiste' }).click();
  const barDialog = page.getByRole('dialog', { name: 'Fixleiste' });
  await barDialog.getByLabel('Name').fill(`Abschluss ${caption}`);
  await barDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(barDialog).toBeHidden();
  await page.getByRole('link', { name: `Abschluss ${caption}` }).click();
  await expect(page.getByRole('heading', { name: `Fixleiste: Abschluss ${caption}` })).toBeVisible();

  // A weekly series from today (the editor's default when "recurring" is ticked); the caption is required.
  await page.getByRole('button', { name: 'Neuer Eintrag' }).click();
  const editor = page.getByRole('dialog', { name: 'Neuer Fixleisten-Eintrag' });
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    editor.getByText('Bitte geben Sie eine Bezeichnung ein (höchstens 50 Zeichen).'),
  ).toBeVisible();
  await editor.getByLabel('Bezeichnung').fill(caption);
  await editor.getByLabel('Wiederkehrend').check();
  await editor.getByRole('tab', { name: 'Zuordnung' }).click();
  await expect(editor.getByLabel('Ganzes Unternehmen')).toBeChecked();
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('rowheader', { name: caption })).toBeVisible();
  await screenshot(page, 'fixed-bars-manage');

  // The calendar shows the occurrences; one is deleted as a serial break.
  const { from, to } = range();
  const isData = (url: string) => url.endsWith('/api/calendar/data');
  const [first] = await Promise.all([
    page.waitForResponse((response) => isData(response.url()) && response.ok()),
    page.goto(`/calendar?view=MONTH&from=${from}&to=${to}`),
  ]);
  const occurrences = (data: TCalendarData) =>
    data.slots.filter((slot) => slot.clickType === 'FB' && slot.name === caption).map((slot) => slot.date);
  const before = occurrences((await first.json()) as TCalendarData);
  expect(before.length).toBeGreaterThan(2);
  const chips = page.locator('[data-slot-key^="fixedbar:"]', { hasText: caption });
  await expect(chips.first()).toBeVisible();
  await chips.first().click();
  const details = page.getByRole('dialog', { name: caption });
  await expect(details.getByText('Ganzes Unternehmen')).toBeVisible();
  await details.getByRole('button', { name: 'Löschen' }).click();
  const choice = page.getByRole('dialog', { name: 'Serientermin löschen' });
  await expect(choice.getByLabel('Nur diesen Termin')).toBeChecked();
  await choice.getByRole('button', { name: 'Weiter' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eintrag löschen' });
  const [after] = await Promise.all([
    page.waitForResponse((response) => isData(response.url()) && response.ok()),
    confirm.getByRole('button', { name: 'Löschen' }).click(),
  ]);
  const left = occurrences((await after.json()) as TCalendarData);
  expect(left).toEqual(before.slice(1));
  await expect(chips).toHaveCount(before.length - 1);
  await screenshot(page, 'fixed-bars-calendar');
});
