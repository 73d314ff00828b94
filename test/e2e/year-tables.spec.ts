import { expect, test } from '@playwright/test';
import { demo, screenshot, signIn, signOut } from './support';

test('the demo employee reads their year account; the office checks every year and adds a special entry', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'employee', demo.password);
  await expect(page.getByRole('heading', { name: 'Willkommen, Emma Mitarbeiterin' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Mein Jahreskonto' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Jahreskonto von Emma Mitarbeiterin' }),
  ).toBeVisible();
  // The runner seeds the demo after it answers, the year tables last: load again until Emma's year is there.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Anspruch')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 150_000 });
  // The demo: 30 days this year, last year's carry-over, her payout of 4 hours; nothing to change for her.
  await expect(page.getByText('Anspruch').locator('..')).toHaveText('Anspruch30 Tage');
  await expect(page.getByText('Auszahlungen').locator('..')).toHaveText('Auszahlungen−4:00');
  await expect(page.getByRole('table', { name: 'Monate' }).getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('button', { name: /bearbeiten$/ })).toHaveCount(0);
  await screenshot(page, 'year-account');
  await signOut(page);

  await signIn(page, null, 'admin', demo.password);
  await nav.getByRole('link', { name: 'Jahreskonten verwalten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jahreskonten verwalten' })).toBeVisible();
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(page.getByText(/Jahreskonten geprüft: \d+ Befunde\./)).toBeVisible({ timeout: 60_000 });

  // The admin's own table of this year: a leave day granted as a special entry raises the remaining leave.
  await nav.getByRole('link', { name: 'Mein Jahreskonto' }).click();
  const remaining = page.getByText('Resturlaub').locator('..');
  await expect(remaining).toBeVisible();
  const before = Number((await remaining.innerText()).replace(/\D+/g, ' ').trim().split(' ')[0]);
  await page.getByRole('button', { name: 'Sonderbuchung hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sonderbuchung' });
  await dialog.getByRole('textbox', { name: 'Wert' }).fill('1');
  await dialog.getByRole('textbox', { name: 'Notiz' }).fill('Jubiläum');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Sonderbuchung gespeichert.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Jubiläum/ })).toBeVisible();
  await expect(remaining).toContainText(`${String(before + 1)}`);
});
