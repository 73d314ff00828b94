import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  demo,
  dismissToasts,
  expectNoSidewaysScrolling,
  onPhone,
  screenshot,
  signIn,
  signOut,
} from './support';

/** A plain date of the tenant's zone (Europe/Berlin), `days` from today. */
function berlinDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A local Berlin time of a day as an instant with its offset (what a terminal sends). */
function berlinInstant(day: string, time: string): string {
  const probe = new Date(`${day}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' })
    .formatToParts(probe)
    .find((part) => part.type === 'timeZoneName')?.value;
  const hours = Number(/GMT\+(\d+)/.exec(offset ?? '')?.[1] ?? 1);
  return `${day}T${time}:00+0${hours}:00`;
}

interface PageStorage {
  localStorage: { getItem(key: string): string | null };
}

/** Calls the API in the page as the signed-in person (or with `authorization`, a terminal's header). */
function api(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  authorization?: string,
) {
  return page.evaluate(
    async ({ method, path, body, authorization }) => {
      const { localStorage } = globalThis as unknown as PageStorage;
      const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
      const answer = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: authorization ?? `Bearer ${localStorage.getItem(key ?? '') ?? ''}`,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json: unknown = await answer.json();
      return { status: answer.status, body: json };
    },
    { method, path, body, authorization },
  );
}

/**
 * Emma clocks at a terminal from last week's Monday on; on Friday she clocked in and forgot to clock out (only a
 * clock leaves a booking open: the terminal's upload of last week's readings makes it).
 */
async function emmaForgetsToClockOut(page: Page, week: readonly string[]): Promise<string> {
  const list = await api(page, 'GET', '/api/users');
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const users = list.body as { id: string; username: string }[];
  const emmaId = users.find((user) => user.username === 'employee')?.id ?? '';
  const model = (await api(page, 'GET', `/api/users/${emmaId}/working-time`)).body as {
    periods: { validFrom: string }[];
  };
  const [monday = ''] = week;
  const savedModel = await api(page, 'PUT', `/api/users/${emmaId}/working-time`, {
    ...model,
    periods: [
      ...model.periods.filter((period) => period.validFrom < monday),
      {
        validFrom: monday,
        itemClass: 'Week',
        targetHours: 40,
        workingDays: 5,
        trackingMode: 'Clock',
        sickCalculation: 'PlannedHours',
      },
    ],
  });
  expect(savedModel.status, JSON.stringify(savedModel.body)).toBe(200);

  const cardId = `E2E${randomUUID().slice(0, 8)}`;
  const cards = (await api(page, 'GET', `/api/users/${emmaId}/key-cards`)).body as {
    cards: unknown[];
    version: number;
  };
  const savedCards = await api(page, 'PUT', `/api/users/${emmaId}/key-cards`, {
    cards: [{ id: randomUUID(), cardId, cardType: 'DF', enabled: true }],
    version: cards.version,
  });
  expect(savedCards.status, JSON.stringify(savedCards.body)).toBe(200);
  const terminal = await api(page, 'POST', '/api/terminals', { name: `Eingang ${cardId}` });
  expect(terminal.status, JSON.stringify(terminal.body)).toBe(201);
  const { authorization } = terminal.body as { authorization: string };

  const readings = week
    .slice(0, 5)
    .flatMap((day, index) => [
      { bookingId: `${cardId}-${index}-in`, cardId, at: berlinInstant(day, '08:00'), kind: 'in' },
      ...(index < 4
        ? [{ bookingId: `${cardId}-${index}-out`, cardId, at: berlinInstant(day, '16:30'), kind: 'out' }]
        : []),
    ]);
  const upload = await api(
    page,
    'POST',
    '/api/public/terminals/bookings',
    { bookings: readings },
    authorization,
  );
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
  expect(
    (upload.body as { results: { outcome: string }[] }).results.every(
      (result) => result.outcome === 'accepted',
    ),
    JSON.stringify(upload.body),
  ).toBe(true);
  return emmaId;
}

const rowOf = (page: Page, date: string) => page.locator(`tr[data-date="${date}"]`);

test('a planner finds a missing clock-out, fixes it and confirms the week', async ({ page }) => {
  test.setTimeout(120_000);
  const weekday = new Date(`${berlinDay(0)}T12:00:00Z`).getUTCDay() || 7;
  const week = Array.from({ length: 7 }, (_, index) => berlinDay(-7 - (weekday - 1) + index));
  const [monday = '', , , , friday = ''] = week;

  await page.goto('/account/login');
  await signIn(page, demo.customerNo, demo.username, demo.password);
  await expect(page.getByRole('heading', { name: /^Willkommen/ })).toBeVisible();
  await emmaForgetsToClockOut(page, week);
  await signOut(page);

  await signIn(page, null, 'planner', demo.password);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Soll/Ist' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Soll/Ist' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Person' }).fill('Emma');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Emma Mitarbeiterin/ })
    .click();
  await expect(page.getByRole('region', { name: 'Emma Mitarbeiterin: Summen' })).toBeVisible();
  if (friday.slice(0, 7) !== berlinDay(0).slice(0, 7))
    await page.getByRole('button', { name: 'Voriger Monat' }).click();

  // Friday: clocked in at 08:00, never out.
  const row = rowOf(page, friday);
  await expect(row.getByText('Ausstempeln fehlt')).toBeVisible();
  await screenshot(page, 'time-target-actual');
  await row.getByRole('button', { name: 'Buchung 08:00 – offen bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buchung bearbeiten' });
  await dialog.getByLabel('Gehen').fill('16:30');
  await dialog.getByLabel('Gehen').press('Tab');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Ausstempeln fehlt')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Buchung 08:00 – 16:30 bearbeiten' })).toBeVisible();
  await dismissToasts(page);

  // Confirm the week; a day the server still refuses is listed and confirmed anyway.
  await page.getByLabel('Woche', { exact: true }).selectOption(monday);
  await page.getByRole('button', { name: 'Woche bestätigen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Tage bestätigen' });
  await confirm.getByRole('button', { name: 'Bestätigen' }).click();
  const force = confirm.getByRole('button', { name: 'Trotzdem bestätigen' });
  await expect(force.or(page.getByText(/^\d+ Tage bestätigt\.$/)).first()).toBeVisible();
  if (await force.isVisible()) await force.click();
  await expect(confirm).toHaveCount(0);

  // Every day of the week on this page is ticked, and its bookings are no longer editable.
  await expect(row.getByRole('button', { name: /bearbeiten$/ })).toHaveCount(0);
  for (const day of week) {
    if (day.slice(0, 7) !== friday.slice(0, 7)) continue;
    await expect(rowOf(page, day).getByRole('img', { name: /^Bestätigt von Paul Planer am / })).toBeVisible();
  }
  await screenshot(page, 'time-target-actual-confirmed');

  // On a phone the days are cards: Friday's shows its tick.
  await onPhone(page, async () => {
    const card = page.getByRole('list', { name: 'Tage des Monats' }).locator(`li[data-date="${friday}"]`);
    await expect(card.getByRole('img', { name: /^Bestätigt von Paul Planer am / })).toBeVisible();
    await expectNoSidewaysScrolling(page);
    await screenshot(page, 'time-target-actual-phone');
  });
});
