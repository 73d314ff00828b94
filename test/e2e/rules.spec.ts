import { expect, test } from '@playwright/test';
import { demo, screenshot, signIn } from './support';

test('an administrator sets a weekend minimum in the kitchen, deactivates it and saves the legal profile', async ({
  page,
}) => {
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, demo.username, demo.password);
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await navigation.getByRole('link', { name: 'Regeln' }).click();
  await expect(page.getByRole('heading', { name: 'Regeln', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mindestbesetzung', level: 2 })).toBeVisible();

  // A minimum of three in the kitchen on Saturdays and Sundays.
  await page.getByRole('button', { name: 'Neue Regel' }).click();
  const editor = page.getByRole('dialog', { name: 'Neue Regel: Mindestbesetzung' });
  await editor.getByLabel('Name').fill('Wochenende Küche');
  await editor.getByRole('group', { name: 'Bereiche' }).getByRole('button', { name: 'Auswählen …' }).click();
  const picker = page.getByRole('dialog', { name: 'Bereiche auswählen' });
  await picker.getByLabel('Bereiche suchen').fill('Küche');
  await picker.getByLabel(/Küche$/).check();
  await picker.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(picker).toBeHidden();
  await expect(editor.getByText('1 Bereich: Küche')).toBeVisible();
  await editor.getByLabel('Samstag').check();
  await editor.getByLabel('Sonntag').check();
  const minimum = editor.getByRole('textbox', { name: 'Mindestanzahl Personen' });
  await minimum.fill('3');
  await minimum.blur();
  await screenshot(page, 'rules-editor');
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor).toBeHidden();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Wochenende Küche' }) });
  await expect(row.getByText('Bereiche: Küche')).toBeVisible();
  await expect(row.getByText('Sa, So')).toBeVisible();
  await expect(row.getByText('Aktiv', { exact: true })).toBeVisible();
  await screenshot(page, 'rules-list');

  // Deactivated, the rule stays in the list as inactive.
  await row.getByRole('button', { name: 'Wochenende Küche deaktivieren' }).click();
  await expect(row.getByText('Inaktiv')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Wochenende Küche aktivieren' })).toBeVisible();

  // The legal profile: at most nine hours a day, and the manning check as an error.
  await navigation.getByRole('link', { name: 'Gesetzliches Profil' }).click();
  const daily = page.getByRole('textbox', { name: 'Tägliche Arbeitszeit höchstens (Minuten)' });
  await expect(daily).toHaveValue('600');
  await daily.fill('540');
  await daily.blur();
  await page.getByLabel('Tag unter den Besetzungsstärken des Bereichs').selectOption('ERR');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gesetzliches Profil gespeichert.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Tägliche Arbeitszeit höchstens (Minuten)' })).toHaveValue(
    '540',
  );
  await expect(page.getByLabel('Tag unter den Besetzungsstärken des Bereichs')).toHaveValue('ERR');
  await screenshot(page, 'rules-profile');
});
