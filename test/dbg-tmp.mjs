import { chromium } from 'playwright-core';
const B = 'http://127.0.0.1:3917';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 900 }, locale: 'de-DE' });
await page.goto(B + '/account/login?customerId=10002');
await page.getByRole('button', { name: 'Weiter' }).click();
await page.getByLabel('Benutzername').fill('berta');
await page.getByLabel('Passwort').fill('Secret1234');
await page.getByRole('button', { name: 'Anmelden' }).click();
await page.waitForURL(B + '/');
await page.goto(B + '/settings/subscription');
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => { const t=document.querySelector('table'); const w=t.parentElement; return w.className+' '+getComputedStyle(w).overflowX+' '+w.getBoundingClientRect().width+' '+t.getBoundingClientRect().width+' '+w.parentElement.className+' '+w.parentElement.getBoundingClientRect().width; }));
console.log(await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > 395 && !el.closest('table')) out.push(el.tagName + '.' + el.className + ' ' + Math.round(r.left) + '-' + Math.round(r.right));
  }
  return out.slice(0, 20).join('\n') + '\nscrollWidth ' + document.documentElement.scrollWidth;
}));
await browser.close();
