import { expect, test, type Page } from '@playwright/test';
import {
  demo,
  desktop,
  dismissWelcomeNotice,
  expectFits,
  phone,
  screenshot,
  signIn,
  signOut,
} from './support';

/**
 * Microsoft sign-in (issue 31; docs/sso.md) in the browser against the local OpenID Connect server: the login's
 * second step offers it for the demo company, the directory's own pages sign Lena in (code flow with PKCE,
 * consent), and she is back in the product as herself, linked by her address; her profile lists the link and
 * removes it. Cancelling at the directory says so. The administrator's settings page, phone and desktop.
 */
/** Lena's account in the local directory (infra/src/local/identity/demo-directory.ts): her address is her UPN. */
const lena = {
  upn: 'lena.schmidt@sonnenhof.example',
  email: 'lena.schmidt@sonnenhof.example',
  password: demo.password,
};

async function toMicrosoft(page: Page) {
  await page.goto('/account/login');
  await dismissWelcomeNotice(page);
  await page.getByLabel('Kundennummer').fill(demo.customerNo);
  await page.getByRole('button', { name: 'Weiter' }).click();
  const microsoft = page.getByRole('button', { name: 'Mit Microsoft anmelden' });
  await expect(microsoft).toBeVisible();
  await expectFits(page);
  await microsoft.click();
  // The directory's own page, on the local identity provider's address.
  await expect(page.getByRole('heading', { name: /Sign in/ })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/\/v2\.0\//);
  await page.getByLabel('Email or username').fill(lena.upn);
  await page.getByLabel('Password').fill(lena.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('Lena signs in with Microsoft on her phone, finds the link in her profile and removes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  await toMicrosoft(page);
  await page.getByRole('button', { name: 'Accept' }).click();
  // Back in the product as herself: the same session as after her password.
  await expect(page.getByRole('heading', { name: 'Willkommen, Lena Schmidt' })).toBeVisible({
    timeout: 30_000,
  });
  await expectFits(page);
  await screenshot(page, 'sso-home-phone');

  await page.getByRole('button', { name: /Benutzermenü von/ }).click();
  await page.getByRole('link', { name: 'Mein Profil' }).click();
  const methods = page.getByRole('region', { name: 'Anmeldemethoden' });
  await expect(methods.getByText(lena.email)).toBeVisible();
  await expect(methods.getByText(/verknüpft seit/)).toBeVisible();
  await expectFits(page);
  await screenshot(page, 'sso-profile-phone');
  await methods.getByRole('button', { name: `Verknüpfung entfernen: ${lena.email}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Verknüpfung mit ${lena.email} entfernen?` });
  await confirm.getByRole('button', { name: 'Verknüpfung entfernen' }).click();
  await expect(page.getByText(`Die Verknüpfung mit ${lena.email} ist entfernt.`)).toBeVisible();
  await signOut(page);
});

test('cancelling at Microsoft brings the person back to a page that says so', async ({ page }) => {
  await page.setViewportSize(phone);
  await toMicrosoft(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Anmeldung bei Microsoft abgebrochen.')).toBeVisible();
  await expectFits(page);
  await page
    .getByRole('link', { name: /Anmeldung|anmelden/ })
    .first()
    .click();
  await expect(page.getByLabel('Kundennummer')).toBeVisible();
});

test('the administrator finds the demo directory set up, on desktop and phone', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, demo.username, demo.password);
  await page.getByRole('link', { name: 'Microsoft-Anmeldung' }).click();
  await expect(page.getByLabel('Verzeichnis-ID (Mandanten-ID)')).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Microsoft-Anmeldung anbieten')).toBeChecked();
  await expectFits(page);
  await screenshot(page, 'sso-settings-desktop');
  await page.setViewportSize(phone);
  await expectFits(page);
  await screenshot(page, 'sso-settings-phone');
});
