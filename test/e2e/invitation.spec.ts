import { expect, test } from '@playwright/test';
import { demo, lastMailTo, screenshot, signIn, signOut } from './support';

test('an administrator invites a person, who signs in through the link in the mail', async ({ page }) => {
  // Mehmet, not Lena: the swap test signs Lena in with the demo password, which an invitation replaces.
  const address = `mehmet.${Date.now()}@sonnenhof.example`;
  await page.goto('/');
  await signIn(page, demo.customerNo, demo.username, demo.password);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Einladungen' })
    .click();
  await page.getByRole('button', { name: 'Einladen: Mehmet Yilmaz' }).click();
  const wizard = page.getByRole('dialog', { name: 'Mehmet Yilmaz einladen' });
  await wizard.getByLabel('E-Mail-Adresse für die Einladung').fill('keine adresse');
  await wizard.getByRole('button', { name: 'Weiter' }).click();
  await expect(wizard.getByText(/Bitte geben Sie eine gültige E-Mail-Adresse ein/)).toBeVisible();
  await wizard.getByLabel('E-Mail-Adresse für die Einladung').fill(address);
  await wizard.getByRole('button', { name: 'Weiter' }).click();
  await expect(wizard.getByText(`Mehmet Yilmaz erhält eine Einladung an ${address}.`)).toBeVisible();
  await screenshot(page, 'invitation-confirm');
  await wizard.getByRole('button', { name: 'Einladen' }).click();
  await expect(page.getByText(`Einladung an ${address} gesendet.`)).toBeVisible();
  await signOut(page);

  const mail = await lastMailTo(address);
  expect(mail.subject).toContain('Einladung zu Shiftplan');
  const text = mail.body.text ?? '';
  const temporary = /Vorläufiges Passwort: (\S+)/.exec(text)?.[1] ?? '';
  const link = /Anmelden: (\S+)/.exec(text)?.[1] ?? '';
  expect(link).toContain('/account/login?customerId=10001');
  await page.goto(link);
  // The link fills in the customer number and the username.
  await expect(page.getByLabel('Kundennummer')).toHaveValue('10001');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByLabel('Benutzername')).toHaveValue('mehmet.yilmaz');
  await page.getByLabel('Passwort').fill(temporary);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Mehmets-Passwort-1');
  await page.getByLabel('Neues Passwort wiederholen').fill('Mehmets-Passwort-1');
  await page.getByRole('button', { name: 'Passwort speichern und anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen, Mehmet Yilmaz' })).toBeVisible();
  await screenshot(page, 'invitation-signed-in');
});
