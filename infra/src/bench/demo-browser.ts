/** Headless Chromium for the figures measured in the started demo's pages (employee-taps.ts, planner-desk.ts). */
import type { Page } from 'playwright-core';
import { demoCustomerNo, demoPassword } from '../local/demo-seed';

/** Runs `measure` in a German page of `viewport` and closes the browser afterwards. */
export async function inDemoPage<T>(
  viewport: { width: number; height: number },
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    page.setDefaultTimeout(30_000);
    return await measure(page);
  } finally {
    await browser.close();
  }
}

/** Signs a demo person in as the web app's sign-in page asks (customer number, then name and password). */
export async function signInToDemo(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto(`${baseUrl}/account/login`);
  await page.getByLabel('Kundennummer').fill(demoCustomerNo);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort').fill(demoPassword);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}
