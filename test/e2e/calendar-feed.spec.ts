import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import {
  demo,
  dismissToasts,
  expectNoSidewaysScrolling,
  screenshot,
  seriousAxeViolations,
  signIn,
} from './support';

/**
 * The calendar subscription (issue 27) on a 360 px phone: the demo employee's profile shows the link seeded for
 * them as active; they revoke it, create a new one, copy it, and the feed at that URL parses as iCalendar with
 * their shifts in the company's zone. Renewing makes the copied link answer 404.
 */
test('the demo employee subscribes to their calendar from the profile on the phone', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'employee', demo.password);
  await expect(page.getByRole('heading', { name: 'Willkommen, Emma Mitarbeiterin' })).toBeVisible();

  await page.getByRole('button', { name: /Benutzermenü von/ }).click();
  await page.getByRole('link', { name: 'Mein Profil' }).click();
  const section = page.getByRole('region', { name: 'Kalender abonnieren' });
  // Seeded: the link exists, but is not shown again.
  await expect(section.getByText(/Ihr Kalender-Link ist seit \d{2}\.\d{2}\.\d{4} aktiv\./)).toBeVisible();
  await expect(section.getByLabel('Kalender-Link')).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await expectNoSidewaysScrolling(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'calendar-feed-phone-active');

  await section.getByRole('button', { name: 'Link widerrufen' }).click();
  const revoke = page.getByRole('alertdialog', { name: 'Kalender-Link widerrufen?' });
  await expect(revoke).toBeVisible();
  await expectNoSidewaysScrolling(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'calendar-feed-phone-revoke');
  await revoke.getByRole('button', { name: 'Link widerrufen' }).click();
  await expect(section.getByText('Sie haben noch keinen Kalender-Link.')).toBeVisible();

  await section.getByRole('button', { name: 'Kalender-Link erstellen' }).click();
  const field = section.getByLabel('Kalender-Link');
  await expect(field).toHaveValue(/\/api\/public\/calendar-feeds\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
  const url = await field.inputValue();
  await expect(section.getByRole('link', { name: 'In Kalender-App öffnen' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );
  await dismissToasts(page);
  await section.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(page.getByText('Link kopiert.')).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(url);
  await dismissToasts(page);
  await expectNoSidewaysScrolling(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'calendar-feed-phone-link');

  // A calendar app fetches the URL without signing in.
  const answer = await page.request.get(url);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await answer.text()) as unknown[]);
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/^Meine Dienste – /);
  expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
  const shifts = calendar
    .getAllSubcomponents('vevent')
    .filter((event) => String(event.getFirstPropertyValue('uid')).startsWith('shift-'));
  expect(shifts.length).toBeGreaterThan(0);
  for (const shift of shifts)
    expect(shift.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');

  await section.getByRole('button', { name: 'Neuen Link erstellen' }).click();
  await page
    .getByRole('alertdialog', { name: 'Neuen Kalender-Link erstellen?' })
    .getByRole('button', { name: 'Neuen Link erstellen' })
    .click();
  await expect(field).not.toHaveValue(url);
  expect((await page.request.get(url)).status()).toBe(404);

  await page.setViewportSize({ width: 1440, height: 900 });
  await dismissToasts(page);
  await expectNoSidewaysScrolling(page);
  // The page itself; the shell's user menu button (its visible name beside the aria-label) is another part of
  // issue 27 (label-content-name-mismatch at desktop width).
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  await screenshot(page, 'calendar-feed-desktop');
});
