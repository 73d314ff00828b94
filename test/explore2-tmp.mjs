import { chromium } from 'playwright-core';
const B = process.env.B ?? 'http://127.0.0.1:3917';
const [cust, user, pw, tag, width] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(width ?? 1280), height: 900 }, locale: 'de-DE' });
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
await page.goto(B + '/account/login?customerId=' + cust);
await page.screenshot({ path: `/tmp/w3/shots/${tag}-login.png` });
await page.getByRole('button', { name: 'Weiter' }).click();
await page.getByLabel('Benutzername').fill(user);
await page.getByLabel('Passwort').fill(pw);
await page.getByRole('button', { name: 'Anmelden' }).click();
await page.waitForURL(B + '/');
await page.getByRole('heading', { level: 1 }).waitFor();
await page.screenshot({ path: `/tmp/w3/shots/${tag}-home.png`, fullPage: true });
for (const p of ['users', 'roles', 'subscription', 'audit']) {
  await page.goto(B + '/settings/' + p);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/w3/shots/${tag}-${p}.png`, fullPage: true });
}
await browser.close();
