import { expect, test } from '@playwright/test';
import { demo, screenshot, signIn, signOut } from './support';

test.describe.configure({ mode: 'serial' });

test('the demo tenant 10001 signs in as admin', async ({ page }) => {
  // No page may break the Content-Security-Policy (zod runs without JIT, nothing evaluates code).
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|unsafe-eval/i.test(message.text())) {
      cspViolations.push(message.text());
    }
  });
  // Chromium reports a violation also when the page catches the error (zod's probe did): listen for the event.
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) =>
      console.error('Content Security Policy violation: ' + event.violatedDirective + ' ' + event.blockedURI));`,
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login/);
  await signIn(page, demo.customerNo, demo.username, demo.password);
  // The greeting names the person (display name), not the username.
  await expect(page.getByRole('heading', { name: 'Willkommen, Anna Admin' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Benutzer', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Protokoll' })).toBeVisible();
  await screenshot(page, 'demo-home');
  await nav.getByRole('link', { name: 'Benutzer', exact: true }).click();
  await expect(page.getByRole('row', { name: /Emma/ })).toBeVisible();
  expect(cspViolations).toEqual([]);
});

test('sign up, sign in with the new customer number, switch language, downgrade, meet the edition limit', async ({
  page,
}) => {
  const admin = { username: 'berta', displayName: 'Berta Bäcker', password: 'Backstube2026' };

  // Sign-up, reached from the login page.
  await page.goto('/account/login');
  await page.getByRole('link', { name: 'Unternehmen registrieren' }).click();
  await expect(page.getByRole('heading', { name: 'Unternehmen registrieren' })).toBeVisible();
  await page.getByLabel('Name des Unternehmens').fill('Bäckerei Morgenrot GmbH');
  await page.getByLabel('Land', { exact: true }).selectOption('AT');
  await page.getByLabel('Bundesland oder Kanton').selectOption({ label: 'Wien' });
  // The time zone follows the country; the search finds zones by German city names too.
  const timeZone = page.getByRole('combobox', { name: 'Zeitzone' });
  await expect(timeZone).toHaveValue('Europe/Vienna');
  await timeZone.fill('Wien');
  await page.getByRole('option', { name: 'Europe/Vienna' }).click();
  await page.getByLabel('Ihr Name').fill(admin.displayName);
  await page.getByLabel('E-Mail').fill('berta@morgenrot.example');
  await page.getByLabel('Benutzername').fill(admin.username);
  const rules = page.getByTestId('password-rules');
  await page.getByLabel('Passwort', { exact: true }).fill('backstube');
  await expect(rules.locator('[data-met="true"]')).toHaveCount(1);
  await page.getByLabel('Passwort', { exact: true }).fill(admin.password);
  await expect(rules.locator('[data-met="false"]')).toHaveCount(0);
  await page.getByLabel('Passwort wiederholen').fill(admin.password);
  await page.getByLabel(/Ich akzeptiere die Nutzungsbedingungen/).check();
  await screenshot(page, 'signup-filled');
  await page.getByRole('button', { name: 'Registrieren' }).click();

  // The customer number, prominently.
  const customerNo = page.getByTestId('customer-no');
  await expect(customerNo).toHaveText(/^\d{5,}$/);
  const number = (await customerNo.textContent()) ?? '';
  await expect(
    page.getByText(/Ihre Testphase mit allen Funktionen endet am \d{2}\.\d{2}\.\d{4}\./),
  ).toBeVisible();
  await screenshot(page, 'signup-done');

  // "Sign in now" prefills the customer number; two steps.
  await page.getByRole('link', { name: 'Jetzt anmelden' }).click();
  await expect(page).toHaveURL(new RegExp(`customerId=${number}`));
  // By role: the success page, still shown while the login page loads, labels the number "Kundennummer" too.
  await expect(page.getByRole('textbox', { name: 'Kundennummer' })).toHaveValue(number);
  await signIn(page, null, admin.username, admin.password);
  await expect(page.getByRole('heading', { name: `Willkommen, ${admin.displayName}` })).toBeVisible();
  await expect(page.getByText('Testphase: noch 30 Tage.')).toBeVisible();

  // Sign out, and in again typing the number.
  await signOut(page);
  await expect(page).toHaveURL(/\/account\/login$/);
  await signIn(page, number, admin.username, admin.password);
  await expect(page.getByRole('heading', { name: `Willkommen, ${admin.displayName}` })).toBeVisible();

  // Language: English, stored for the user, then German and back.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${admin.displayName}` })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('heading', { name: 'Administration' })).toBeVisible();
  await expect(page.getByText('Trial: 30 days left.')).toBeVisible();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: `Willkommen, ${admin.displayName}` })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${admin.displayName}` })).toBeVisible();
  await screenshot(page, 'home-english');

  // Downgrade to the Free Edition on the subscription page.
  await nav.getByRole('link', { name: 'Edition and subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Edition and subscription' })).toBeVisible();
  await expect(page.getByTestId('current-edition')).toHaveText('Trial');
  await page.getByRole('button', { name: 'Choose Free Edition' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Switch to the Free Edition?' });
  await expect(confirm.getByText('Audit log export')).toBeVisible();
  await expect(confirm).toContainText(/The remaining \d+ days of your trial end with it\./);
  await screenshot(page, 'subscription-confirm');
  await confirm.getByRole('button', { name: 'Switch edition' }).click();
  await expect(page.getByTestId('current-edition')).toHaveText('Free Edition');
  await expect(page.getByText('You now use the Free Edition.')).toBeVisible();
  await expect(page.getByText(/Trial: \d+ days left/)).toHaveCount(0);
  await screenshot(page, 'subscription-free');

  // A Free Edition limit: the audit log export opens the upgrade dialog.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'Edition changed' })).toBeVisible();
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const limit = page.getByRole('dialog', { name: 'Not available in the Free Edition' });
  await expect(limit).toBeVisible();
  await expect(limit).toContainText('Audit log export is not available in the Free Edition.');
  await screenshot(page, 'edition-limit-dialog');
  await page.keyboard.press('Escape');
  await expect(limit).toHaveCount(0);

  // Upgrade from the dialog to Enterprise; then the export runs in the background and downloads an Excel file.
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  await limit.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page.getByRole('heading', { name: 'Edition and subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose Enterprise Edition' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Switch edition' }).click();
  await expect(page.getByTestId('current-edition')).toHaveText('Enterprise Edition');
  await nav.getByRole('link', { name: 'Audit log' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
