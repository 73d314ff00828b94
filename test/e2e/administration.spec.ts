import { expect, test } from '@playwright/test';
import {
  demo,
  dismissToasts,
  expectNoSidewaysScrolling,
  onPhone,
  screenshot,
  signIn,
  signOut,
} from './support';

test.describe.configure({ mode: 'serial' });

test('an administrator manages roles and users of the demo tenant', async ({ page }) => {
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, demo.username, demo.password);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });

  // A role with two permissions.
  await nav.getByRole('link', { name: 'Rollen und Rechte' }).click();
  await page.getByRole('button', { name: 'Neue Rolle' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Neue Rolle' });
  await roleDialog.getByLabel('Name').fill('Schichtleitung');
  await roleDialog.getByRole('checkbox', { name: 'Dienstplan ansehen' }).check();
  await roleDialog.getByRole('checkbox', { name: 'Dienstplan planen' }).check();
  await screenshot(page, 'role-dialog');
  await roleDialog.getByRole('button', { name: 'Rolle anlegen' }).click();
  const roleRow = page.getByRole('row', { name: /Schichtleitung/ });
  await expect(roleRow.getByRole('cell').nth(0)).toHaveText('2');
  await screenshot(page, 'roles');

  // A user with that role.
  await nav.getByRole('link', { name: 'Benutzer', exact: true }).click();
  await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Neuer Benutzer' });
  await userDialog.getByLabel('Name', { exact: true }).fill('Sven Schicht');
  await userDialog.getByLabel('E-Mail').fill('sven@sonnenhof.example');
  await userDialog.getByLabel('Benutzername').fill('sven');
  await userDialog.getByLabel('Erstes Passwort').fill('Willkommen2026');
  await userDialog.getByRole('checkbox', { name: 'Mitarbeiter' }).uncheck();
  await userDialog.getByRole('checkbox', { name: 'Schichtleitung' }).check();
  await screenshot(page, 'user-dialog');
  await userDialog.getByRole('button', { name: 'Benutzer anlegen' }).click();
  // Forty colleagues fill more than one page: find Sven as a planner would.
  await page.getByLabel('Suche').fill('Sven');
  const userRow = page.getByRole('row', { name: /Sven Schicht/ });
  await expect(userRow).toContainText('Schichtleitung');
  await expect(userRow).toContainText('Aktiv');

  // The role is in use now: deleting it is explained, not offered.
  await nav.getByRole('link', { name: 'Rollen und Rechte' }).click();
  await expect(roleRow.getByRole('cell').nth(1)).toHaveText('1');
  await page.getByRole('button', { name: 'Rolle Schichtleitung löschen' }).click();
  await expect(page.getByRole('dialog', { name: 'Rolle löschen' })).toContainText('1 Benutzer zugewiesen');
  await page.keyboard.press('Escape');

  // Deactivate, activate, delete the user; then the role can go.
  await nav.getByRole('link', { name: 'Benutzer', exact: true }).click();
  // The roles page has a search field too, and stays while the users page loads: type once the users page shows.
  await expect(page.getByRole('button', { name: 'Neuer Benutzer' })).toBeVisible();
  await page.getByLabel('Suche').fill('Sven');
  await userRow.getByRole('button', { name: 'Sven Schicht deaktivieren' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(userRow).toContainText('Deaktiviert');
  await userRow.getByRole('button', { name: 'Sven Schicht aktivieren' }).click();
  await expect(userRow).toContainText('Aktiv');
  await screenshot(page, 'users');
  // Phones: each user a card, nothing to scroll sideways.
  await dismissToasts(page);
  await onPhone(page, async () => {
    await expect(userRow).toContainText('Sonnenhof Pflege GmbH');
    await screenshot(page, 'users-phone');
    await expectNoSidewaysScrolling(page);
  });
  await userRow.getByRole('button', { name: 'Sven Schicht löschen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(userRow).toHaveCount(0);
  await nav.getByRole('link', { name: 'Rollen und Rechte' }).click();
  await expect(roleRow.getByRole('cell').nth(1)).toHaveText('0');
  await page.getByRole('button', { name: 'Rolle Schichtleitung löschen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('row', { name: /Schichtleitung/ })).toHaveCount(0);

  // The audit log has it all.
  await nav.getByRole('link', { name: 'Protokoll' }).click();
  await page.getByLabel('Name enthält').fill('sven');
  await page.getByRole('button', { name: 'Filtern' }).click();
  for (const action of [
    'Benutzer gelöscht',
    'Benutzer aktiviert',
    'Benutzer deaktiviert',
    'Benutzer angelegt',
  ]) {
    await expect(page.getByRole('cell', { name: action, exact: true })).toBeVisible();
  }
  await screenshot(page, 'audit');

  // From today on, picked in the calendar (weeks from Monday, with week numbers).
  const from = page.getByRole('group', { name: 'Von' });
  await from.getByRole('button', { name: /Kalender/ }).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('grid')).toBeVisible();
  await expect(calendar.locator('thead')).toContainText(/^KWMoDiMiDoFrSaSo$/);
  await screenshot(page, 'audit-date-picker');
  await calendar.locator('[data-today]').click();
  await expect(calendar).toHaveCount(0);
  await expect(from).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page.getByRole('cell', { name: 'Benutzer angelegt', exact: true })).toBeVisible();

  await dismissToasts(page);
  await onPhone(page, async () => {
    await screenshot(page, 'audit-phone');
    await expectNoSidewaysScrolling(page);
    await page
      .getByRole('group', { name: 'Bis' })
      .getByRole('button', { name: /Kalender/ })
      .click();
    await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
    await screenshot(page, 'audit-date-picker-phone');
    await expectNoSidewaysScrolling(page);
    await page.keyboard.press('Escape');
  });
});

test('what the demo planner and employee may see', async ({ page }) => {
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'planner', demo.password);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  // Planners keep the organisation and master data they plan with; roles, edition and audit stay the office's.
  await expect(nav.getByRole('link')).toHaveText([
    'Startseite',
    'Kalender',
    'Meine Abwesenheiten',
    'Abwesenheiten freigeben',
    'Stempeln',
    'Meine Zeiten',
    'Soll/Ist',
    // A unit's month of everyone (issue 28), for those who approve times.
    'Soll/Ist Team',
    'Buchungen prüfen',
    'Mein Jahreskonto',
    'Bereiche',
    'Benutzer',
    'Benutzergruppen',
    'Benutzerfelder',
    'Jahreskonten verwalten',
    'Einladungen',
    'Arbeitsplätze',
    'Schichtvorlagen',
    'Schichtzyklen',
    'Abwesenheitsarten',
    'Schlagwörter',
    'Fixleisten',
    'Rufbereitschaft',
    'Qualifikationen',
    'Objekte',
    'Kostenstellen, Zuschläge und Lohnarten',
    'Länder und Feiertage',
    // The rules they plan by (masterdata.edit); the legal profile is the office's (settings.manage).
    'Regeln',
  ]);
  await nav.getByRole('link', { name: 'Benutzer', exact: true }).click();
  await expect(page.getByRole('row', { name: /Emma/ })).toBeVisible();
  // Creating users assigns roles, which needs roles.manage.
  await expect(page.getByRole('button', { name: 'Neuer Benutzer' })).toHaveCount(0);
  await page.goto('/settings/roles');
  await expect(page.getByRole('heading', { name: 'Zugriff verweigert.' })).toBeVisible();
  await signOut(page);

  await signIn(page, null, 'employee', demo.password);
  await expect(page.getByRole('heading', { name: 'Willkommen, Emma Mitarbeiterin' })).toBeVisible();
  // Employees see their plan in the calendar (calendar.view), nothing of the office's.
  await expect(nav.getByRole('link')).toHaveText([
    'Startseite',
    'Kalender',
    'Meine Abwesenheiten',
    'Stempeln',
    'Meine Zeiten',
    'Soll/Ist',
    'Mein Jahreskonto',
  ]);
  await page.goto('/settings/users');
  await expect(page.getByRole('heading', { name: 'Zugriff verweigert.' })).toBeVisible();
  await screenshot(page, 'access-denied');
});
