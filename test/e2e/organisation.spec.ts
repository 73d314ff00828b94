import { expect, test } from '@playwright/test';
import { demo, dismissToasts, screenshot, signIn } from './support';

test.describe.configure({ mode: 'serial' });

test('an administrator builds a site, a folder and a team, puts people in it and gives them key cards', async ({
  page,
}) => {
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, demo.username, demo.password);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });

  // Three levels below the company: a site, a folder in it, a team in that.
  await nav.getByRole('link', { name: 'Bereiche' }).click();
  const tree = page.getByRole('tree', { name: 'Bereiche' });
  await tree.getByRole('treeitem', { name: /Sonnenhof Pflege GmbH/ }).click();
  const levels: [string, string][] = [
    ['Haus am See', 'Standort (Gebäude)'],
    ['Station Seeblick', 'Ordner'],
    ['Team Seeblick', 'Team'],
  ];
  for (const [name, type] of levels) {
    await page.getByRole('button', { name: 'Neuer Unterbereich' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Bereich' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Art').selectOption({ label: type });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText(`Bereich ${name} angelegt.`)).toBeVisible();
    // The new unit is chosen, so that the next one goes below it.
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await expect(tree.getByRole('treeitem', { name: /Haus am See/ })).toHaveAttribute('aria-level', '2');
  await expect(tree.getByRole('treeitem', { name: /Station Seeblick/ })).toHaveAttribute('aria-level', '3');
  await expect(tree.getByRole('treeitem', { name: /Team Seeblick/ })).toHaveAttribute('aria-level', '4');

  // The team works in the care resource; the editor flags the change until it is saved.
  const team = page.getByRole('region', { name: 'Team Seeblick' });
  await team.getByLabel('Arbeitsplatz hinzufügen').selectOption({ label: 'Pflege' });
  await team.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  await expect(team.getByRole('heading', { name: /Arbeitsplätze.*nicht gespeichert/ })).toBeVisible();
  await tree.getByRole('treeitem', { name: /Station Seeblick/ }).click();
  const ask = page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen' });
  await ask.getByRole('button', { name: 'Abbrechen' }).click();
  await team.getByRole('button', { name: 'Arbeitsplätze speichern' }).click();
  await expect(page.getByText('Arbeitsplätze von Team Seeblick gespeichert.')).toBeVisible();
  await expect(team.getByRole('list', { name: 'Arbeitsplätze' })).toHaveText(/Pflege/);
  await screenshot(page, 'units-editors');
  await dismissToasts(page);

  // A person in the team, and a copy of them (same unit and roles).
  await nav.getByRole('link', { name: 'Benutzer', exact: true }).click();
  await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
  const create = page.getByRole('dialog', { name: 'Neuer Benutzer' });
  await create.getByLabel('Name', { exact: true }).fill('Selma See');
  await create.getByLabel('E-Mail').fill('selma.see@sonnenhof.example');
  await create.getByLabel('Benutzername').fill('selma.see');
  await create.getByLabel('Erstes Passwort').fill('Willkommen2026');
  await create.getByRole('combobox', { name: 'Bereich' }).fill('Team Seeblick');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Team Seeblick/ })
    .click();
  await create.getByRole('button', { name: 'Benutzer anlegen' }).click();
  await expect(page.getByText('Benutzer Selma See angelegt.')).toBeVisible();
  await expect(create).toHaveCount(0);

  await page
    .getByLabel('Bereich', { exact: true })
    .selectOption({ label: 'Sonnenhof Pflege GmbH › Haus am See › Station Seeblick › Team Seeblick' });
  const selma = page.getByRole('row', { name: /Selma See/ });
  await expect(selma).toContainText('Team Seeblick');
  await selma.getByRole('button', { name: 'Selma See kopieren' }).click();
  const copy = page.getByRole('dialog', { name: 'Selma See kopieren' });
  await copy.getByLabel('Name', { exact: true }).fill('Simon See');
  await copy.getByLabel('E-Mail').fill('simon.see@sonnenhof.example');
  await copy.getByLabel('Benutzername').fill('simon.see');
  await copy.getByLabel('Erstes Passwort').fill('Willkommen2026');
  await copy.getByRole('button', { name: 'Kopie anlegen' }).click();
  await expect(copy).toHaveCount(0);
  const simon = page.getByRole('row', { name: /Simon See/ });
  await expect(simon).toContainText('Team Seeblick');
  await expect(simon).toContainText('Mitarbeiter');
  await dismissToasts(page);

  // Five key cards; a sixth is not offered.
  await selma.getByRole('button', { name: 'Selma See bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Selma See bearbeiten' });
  await dialog.getByRole('tab', { name: 'Stempelkarten' }).click();
  const add = dialog.getByRole('button', { name: 'Stempelkarte hinzufügen' });
  for (let card = 1; card <= 5; card++) {
    await add.click();
    await dialog.getByLabel(`Karte ${card}`).fill(`SEE-${card}`);
  }
  await expect(dialog.getByLabel('Karte 5')).toHaveValue('SEE-5');
  await expect(add).toHaveCount(0);
  await dialog.getByRole('tabpanel').getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Benutzer Selma See gespeichert.')).toBeVisible();
  await screenshot(page, 'user-key-cards');
  await dialog.getByRole('button', { name: 'Schließen', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await selma.getByRole('button', { name: 'Selma See bearbeiten' }).click();
  await dialog.getByRole('tab', { name: 'Stempelkarten' }).click();
  await expect(dialog.getByLabel('Karte 5')).toHaveValue('SEE-5');
  await expect(dialog.getByRole('button', { name: 'Stempelkarte hinzufügen' })).toHaveCount(0);
});
