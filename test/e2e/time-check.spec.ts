import { expect, test } from '@playwright/test';
import { demo, dismissToasts, germanDate, screenshot, signIn, signOut, typeDate } from './support';

/** Today in the demo tenant's zone. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

test('the planner checks bookings and approves the one the employee corrected herself', async ({ page }) => {
  // A booking the employee adds herself waits for approval: an hour and minute no other spec books.
  const minute = String(10 + Math.floor(Math.random() * 40));
  const [begin, end] = [`04:${minute}`, `05:${minute}`];
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'employee', demo.password);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Meine Zeiten' })
    .click();
  await page.getByRole('button', { name: 'Buchung hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Buchung' });
  await dialog.getByLabel('Kommen').fill(begin);
  await dialog.getByLabel('Gehen').fill(end);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(/als Antrag gespeichert/)).toBeVisible();
  await signOut(page);

  await signIn(page, null, 'planner', demo.password);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Buchungen prüfen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buchungen prüfen' })).toBeVisible();
  await page.getByLabel('Bereich', { exact: true }).selectOption({ label: 'Wohnbereich 1' });
  await typeDate(page, 'Bis', today);
  await page.getByRole('button', { name: 'Prüfen', exact: true }).click();
  const emma = page.getByRole('region', { name: 'Emma Mitarbeiterin' });
  const waiting = emma
    .getByRole('listitem', { name: `Wartet auf Genehmigung am ${germanDate(today)}` })
    .filter({ hasText: `Buchung ${begin} – ${end}` });
  await expect(waiting).toHaveCount(1);
  await expect(waiting.getByRole('link', { name: 'Soll/Ist' })).toHaveAttribute(
    'href',
    /\/time\/target-actual\?userId=[0-9a-f-]{36}&month=\d{4}-\d{2}$/,
  );
  await screenshot(page, 'time-check');
  await waiting.getByRole('button', { name: 'Genehmigen' }).click();
  await expect(page.getByText('Buchung genehmigt.')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await dismissToasts(page);
});

test('the administrator registers a clock terminal, sees its secret once and deletes it', async ({
  page,
}) => {
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'admin', demo.password);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Zeiterfassungsterminals' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zeiterfassungsterminals' })).toBeVisible();
  const name = `Lager ${Math.random().toString(36).slice(2, 7)}`;
  await page.getByRole('button', { name: 'Terminal registrieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terminal registrieren' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Terminal registrieren' }).click();
  const shown = page.getByRole('dialog', { name: 'Terminal registriert' });
  await expect(shown.getByText(/^Terminal 10001\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/)).toBeVisible();
  await expect(shown.getByText(/\/api\/public\/terminals\/bookings$/)).toBeVisible();
  await screenshot(page, 'time-terminal-secret');
  await shown.getByRole('button', { name: 'Fertig' }).click();
  await expect(page.getByRole('rowheader', { name })).toBeVisible();
  await page.getByRole('button', { name: `${name} löschen` }).click();
  await page
    .getByRole('alertdialog', { name: 'Terminal löschen' })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
});
