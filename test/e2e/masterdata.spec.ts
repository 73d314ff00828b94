import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { screenshot, signIn } from './support';

/**
 * A new company sets up what its plans are made of, in the browser: a work area, a night shift with a pause
 * (its paid hours), an absence type, its vans as objects, and the public and school holidays of its state from
 * the country importer.
 */
test('a fresh tenant sets up a work area, a night shift, an absence type, objects and Bavaria’s holidays', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Signed up in Vienna, so that Germany is not installed yet and the importer really imports it.
  const admin = { username: 'greta', password: 'Stammdaten-2026' };
  const signup = await request.post('/api/public/signup', {
    headers: { 'cloudfront-viewer-address': `10.77.${Math.floor(Math.random() * 250)}.1` },
    data: {
      idempotencyKey: randomUUID(),
      companyName: `Gasthof Stammdaten ${randomUUID().slice(0, 6)}`,
      country: 'AT',
      region: '9',
      timeZone: 'Europe/Vienna',
      language: 'de',
      adminName: 'Greta Gruber',
      email: 'greta@gasthof.example',
      username: admin.username,
      password: admin.password,
      acceptTerms: true,
    },
  });
  expect(signup.status()).toBe(201);
  const { customerNo } = (await signup.json()) as { customerNo: string };

  await page.goto('/account/login');
  await signIn(page, customerNo, admin.username, admin.password);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });

  // A work area.
  await nav.getByRole('link', { name: 'Arbeitsplätze' }).click();
  await page.getByRole('button', { name: 'Neuer Arbeitsplatz' }).click();
  const resourceDialog = page.getByRole('dialog', { name: 'Neuer Arbeitsplatz' });
  await resourceDialog.getByLabel('Name', { exact: true }).fill('Küche');
  await resourceDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('rowheader', { name: 'Küche' })).toBeVisible();

  // A night shift over midnight with a 30-minute unpaid pause: 7:30 paid hours.
  await nav.getByRole('link', { name: 'Schichtvorlagen' }).click();
  await page.getByRole('button', { name: 'Neue Schichtvorlage' }).click();
  const shiftDialog = page.getByRole('dialog', { name: 'Neue Schichtvorlage' });
  await shiftDialog.getByLabel('Name', { exact: true }).fill('Nachtdienst');
  await shiftDialog.getByLabel('Kurzname').fill('N');
  await shiftDialog.getByLabel('Arbeitsplatz', { exact: true }).selectOption({ label: 'Küche' });
  await shiftDialog.getByLabel('Art', { exact: true }).selectOption({ label: 'Nacht' });
  const time = async (label: string, value: string) => {
    const field = shiftDialog.getByLabel(label, { exact: true }).first();
    await field.fill(value);
    await field.press('Tab');
  };
  await time('Beginn', '22:00');
  await time('Ende', '06:00');
  await expect(shiftDialog.getByText('(Folgetag)')).toBeVisible();
  await shiftDialog.getByLabel('Art der Pause').first().selectOption({ label: 'Unbezahlt' });
  await time('Von', '02:00');
  await time('Bis', '02:30');
  await screenshot(page, 'masterdata-night-shift');
  await shiftDialog.getByRole('button', { name: 'Speichern' }).click();
  const shiftRow = page.getByRole('row', { name: /Nachtdienst/ });
  await expect(shiftRow).toContainText('22:00–06:00');
  await expect(shiftRow).toContainText('7:30');
  await expect(shiftRow).toContainText('Küche');

  // An absence type.
  await nav.getByRole('link', { name: 'Abwesenheitsarten' }).click();
  await page.getByRole('button', { name: 'Neue Abwesenheitsart' }).click();
  const absenceDialog = page.getByRole('dialog', { name: 'Neue Abwesenheitsart' });
  await absenceDialog.getByLabel('Bezeichnung (Deutsch)').fill('Fortbildung');
  await absenceDialog.getByLabel('Bezeichnung (Englisch)').fill('Training');
  await absenceDialog.getByLabel('Kürzel', { exact: true }).fill('FB');
  await absenceDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('row', { name: /Fortbildung/ })).toBeVisible();

  // Objects: a container of vans with a licence-plate field, one van in it, starred.
  await nav.getByRole('link', { name: 'Objekte' }).click();
  await page.getByRole('button', { name: 'Neuer Container' }).click();
  const containerDialog = page.getByRole('dialog', { name: 'Neuer Container' });
  await containerDialog.getByLabel('Name des Containers').fill('Fahrzeuge');
  await containerDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Objekte in Fahrzeuge' })).toBeVisible();
  await page.getByRole('button', { name: 'Neues Feld' }).click();
  const fieldDialog = page.getByRole('dialog', { name: 'Neues Feld' });
  await fieldDialog.getByLabel('Bezeichnung').fill('Kennzeichen');
  await fieldDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('columnheader', { name: 'Kennzeichen' })).toBeVisible();
  await page.getByRole('button', { name: 'Neues Objekt' }).click();
  const objectDialog = page.getByRole('dialog', { name: 'Neues Objekt in Fahrzeuge' });
  await objectDialog.getByLabel('Name', { exact: true }).fill('Transporter 1');
  await objectDialog.getByLabel('Kennzeichen').fill('W-12345');
  await objectDialog.getByRole('button', { name: 'Speichern' }).click();
  const vanRow = page.getByRole('row', { name: /Transporter 1/ });
  await expect(vanRow).toContainText('W-12345');
  await vanRow.getByRole('button', { name: 'Transporter 1 als Favorit markieren' }).click();
  await expect(
    vanRow.getByRole('button', { name: 'Transporter 1 aus den Favoriten entfernen' }),
  ).toBeVisible();
  await screenshot(page, 'masterdata-objects');

  // Germany from the country importer, with its live log.
  await nav.getByRole('link', { name: 'Länder und Feiertage' }).click();
  await page.getByRole('button', { name: 'Länderdaten importieren' }).click();
  const importer = page.getByRole('dialog', { name: 'Länderdaten importieren' });
  const apply = importer.getByRole('button', { name: 'Importieren' });
  await expect(apply).toBeDisabled();
  await importer.getByLabel('Land').selectOption('DE');
  await apply.click();
  await expect(importer.getByText('Der Import ist abgeschlossen.')).toBeVisible({ timeout: 90_000 });
  await expect(importer.getByRole('region', { name: 'Importprotokoll' })).toContainText('INFO');
  await expect(importer).toContainText('ODbL 1.0');
  await screenshot(page, 'masterdata-import');
  await importer.getByRole('button', { name: 'Schließen' }).last().click();

  // Bavaria: its own public holidays (Epiphany, Corpus Christi) and its school holidays, with the data's licence.
  await page.getByLabel('Land', { exact: true }).selectOption('DE');
  await page.getByLabel('Region', { exact: true }).selectOption('BY');
  const publicHolidays = page.getByRole('table', { name: 'Feiertage' });
  await expect(publicHolidays.getByRole('rowheader', { name: 'Heilige Drei Könige' })).toBeVisible();
  await expect(publicHolidays.getByRole('rowheader', { name: 'Fronleichnam' })).toBeVisible();
  const schoolHolidays = page.getByRole('table', { name: 'Schulferien' });
  await expect(schoolHolidays.getByRole('rowheader', { name: /Sommerferien/ }).first()).toBeVisible();
  await expect(
    page.getByText(/Schulferien: Contains data from the OpenHolidays API project.*ODbL 1\.0/),
  ).toBeVisible();
  await screenshot(page, 'masterdata-bavaria');
});
