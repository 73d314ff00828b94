/**
 * The installable app and the offline clock (issue 27), as the demo employee on a 360 px phone: the manifest is
 * served with icons that load, the service worker registers and caches the shell; offline, a clock-in is kept on
 * the phone and the page says so with its time; back online it is sent and the page shows the booking. Opened
 * again without a connection (a cold start), it clocks from the answers it kept.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  demo,
  desktop,
  dismissToasts,
  expectFits,
  expectNoSidewaysScrolling,
  phone,
  screenshot,
  signIn,
} from './support';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const stateLine = (page: Page) => page.locator('#time-clock-state');

test('the employee installs the app and clocks in offline; the step is booked once back online', async ({
  page,
  context,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/account/login');

  // The manifest: linked, valid JSON, German names, standalone, and icons that load at their stated sizes.
  const link = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(link).toBe('/manifest.webmanifest');
  const served = await page.request.get('/manifest.webmanifest');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('application/manifest+json');
  const manifest = JSON.parse(await served.text()) as Manifest;
  expect(manifest).toMatchObject({
    short_name: 'Shiftplan',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#2649b8',
  });
  expect(manifest.name).toContain('Dienstplan');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toBe(icon.sizes);
  }
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await page.request.get(appleIcon ?? '')).body())).toBe('180x180');

  // The service worker registers and caches the shell (index.html and the clock page's script among it).
  // A string: the tests are compiled without the DOM's types; this runs in the page.
  const worker = await page.evaluate<{ script: string; cached: string[] }>(`(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shell = (await caches.keys()).find((key) => key.startsWith('shell-'));
    const cached = shell ? (await (await caches.open(shell)).keys()).map((request) => new URL(request.url).pathname) : [];
    return { script: registration.active ? registration.active.scriptURL : '', cached };
  })()`);
  expect(worker.script).toMatch(/\/sw\.js$/);
  expect(worker.cached).toContain('/index.html');
  expect(worker.cached.some((path) => /\/assets\/clock-page-[\w-]+\.js$/.test(path))).toBe(true);
  expect(worker.cached.some((path) => path.startsWith('/api/'))).toBe(false);

  await signIn(page, demo.customerNo, 'employee', demo.password);
  // The home page, not any heading: the sign-in page has one of its own, and leaving it before the sign-in has
  // ended lands on it again.
  await expect(page.getByRole('heading', { name: 'Willkommen, Emma Mitarbeiterin' })).toBeVisible();
  await page.goto('/time/clock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stempeln' })).toBeVisible();
  await expect(stateLine(page)).toBeVisible();
  // The demo tenant lives on between specs of a run: start from "out".
  if (await page.getByRole('button', { name: 'Ausstempeln', exact: true }).isVisible()) {
    await page.getByRole('button', { name: 'Ausstempeln', exact: true }).click();
    await expect(stateLine(page)).toHaveText('Nicht eingestempelt');
  }
  const bookings = page.getByRole('region', { name: 'Heutige Buchungen' }).locator('[data-booking-id]');
  const before = await bookings.count();
  await dismissToasts(page);

  // Offline: the page says so; a clock-in is kept with the time of the tap.
  await context.setOffline(true);
  await expect(
    page.getByText(/^Offline: Ihre Stempelungen werden auf diesem Gerät gespeichert/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Einstempeln', exact: true }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Offline: 1 Stempelung wird gesendet' });
  await expect(notice).toContainText('Offline: 1 Stempelung wird gesendet, sobald Sie wieder online sind.');
  await expect(notice.getByRole('listitem')).toHaveText(/^Einstempeln um \d{2}:\d{2}$/);
  const tapped = ((await notice.getByRole('listitem').textContent()) ?? '').slice(-5);
  await expect(stateLine(page)).toHaveText(`Eingestempelt seit ${tapped}`);
  await expect(page.getByRole('button', { name: 'Ausstempeln', exact: true })).toBeVisible();
  await expect(bookings).toHaveCount(before);
  await dismissToasts(page);
  await expectFits(page);
  await screenshot(page, 'pwa-offline-clock-phone');
  await page.setViewportSize(desktop);
  await expectNoSidewaysScrolling(page);
  await screenshot(page, 'pwa-offline-clock-desktop');
  await page.setViewportSize(phone);

  // Back online: the step is sent, the notice goes, and today's bookings show it from the time of the tap.
  await context.setOffline(false);
  await expect(page.getByText('1 offline erfasste Stempelung wurde gebucht.')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(bookings).toHaveCount(before + 1);
  // Found by its text, not as the last of today's: the demo may hold a booking later today (after midnight).
  await expect(bookings.filter({ hasText: `${tapped} – offen` })).toHaveCount(1);
  await expect(stateLine(page)).toHaveText(`Eingestempelt seit ${tapped}`);
  await dismissToasts(page);
  await expectFits(page);
  await screenshot(page, 'pwa-online-clock-phone');

  // A cold start offline: the app opened without a connection clocks from the answers it kept. Clocking out
  // this way also leaves the demo employee clocked out for the specs after this one.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Stempeln' })).toBeVisible();
  await expect(
    page.getByText(/^Offline: Ihre Stempelungen werden auf diesem Gerät gespeichert/),
  ).toBeVisible();
  await expect(stateLine(page)).toHaveText(`Eingestempelt seit ${tapped}`);
  await page.getByRole('button', { name: 'Ausstempeln', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Offline: 1 Stempelung wird gesendet' }),
  ).toBeVisible();
  await expect(stateLine(page)).toHaveText('Nicht eingestempelt');
  await screenshot(page, 'pwa-cold-start-offline-phone');
  await context.setOffline(false);
  await expect(page.getByText('1 offline erfasste Stempelung wurde gebucht.')).toBeVisible();
  await expect(stateLine(page)).toHaveText('Nicht eingestempelt');
  await expect(bookings.filter({ hasText: new RegExp(`^${tapped} – \\d{2}:\\d{2}`) })).toHaveCount(1);
});
