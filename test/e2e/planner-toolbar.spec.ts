import { expect, test, type Page } from '@playwright/test';
import { addDays } from '@app/shared/time/tenant-time';
import { expectFits, germanDate, phone, screenshot, signInOnDesktop, typeDate } from './support';

function shownFrom(page: Page): string {
  const from = new URL(page.url()).searchParams.get('from');
  if (!from) throw new Error(`No range in ${page.url()}`);
  return from;
}

test("the planner's toolbar: today, arrows by the week, a typed date once, the view remembered, tools behind one button", async ({
  page,
}) => {
  await signInOnDesktop(page, 'planner');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Kalender' }).click();
  const views = page.getByRole('group', { name: 'Ansicht' });
  await views.getByRole('button', { name: 'Woche' }).click();
  await expect(page).toHaveURL(/view=WEEK/);
  const thisWeek = shownFrom(page);

  // The arrows move by the view's unit and say so; "Heute" comes back.
  await page.getByRole('button', { name: 'Nächste Woche' }).click();
  await expect.poll(() => shownFrom(page)).toBe(addDays(thisWeek, 7));
  await expect(page.getByRole('button', { name: /^Monat wählen: KW \d+: / })).toBeVisible();
  await page.getByRole('button', { name: 'Heute' }).click();
  await expect.poll(() => shownFrom(page)).toBe(thisWeek);

  // A typed date counts once it is whole: no other range loads on the way, one after Enter. (This week's may
  // load again meanwhile: a refresh of the range on screen.)
  const loads: string[] = [];
  page.on('request', (request) => {
    const range = request.url().endsWith('/api/calendar/data') ? (request.postData() ?? '') : '';
    if (range && !range.includes(`"from":"${thisWeek}"`)) loads.push(range);
  });
  const target = addDays(thisWeek, 23);
  await typeDate(page, 'Gehe zu Datum', target);
  expect(loads).toHaveLength(0);
  expect(shownFrom(page)).toBe(thisWeek);
  await page.keyboard.press('Enter');
  await expect.poll(() => shownFrom(page)).toBe(addDays(thisWeek, 21));
  await expect.poll(() => loads.length).toBe(1);

  // The range loads visibly: a slow answer shows a spinner, never the last week under the new heading.
  // Slow enough that a busy machine still sees the loading state before the answer.
  await page.route('**/api/calendar/data', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 6000));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Vorherige Woche' }).click();
  const previousMonday = addDays(thisWeek, 14);
  const loading = page.getByText(/^Lade den Plan vom \d{2}\.\d{2}\.\d{4} bis/);
  const table = page.getByRole('table').first();
  const previousWeekShown = table.getByText(`${germanDate(previousMonday).slice(0, 6)}`, { exact: true });
  // The range loads under its heading, or (its answer already at hand) shows at once: never the week before.
  await expect(loading.or(previousWeekShown)).toBeAttached();
  if (await loading.isVisible()) await expect(table).toBeHidden();
  await expect(previousWeekShown).toBeVisible({ timeout: 30_000 });
  await expect(
    table.getByText(`${germanDate(addDays(thisWeek, 21)).slice(0, 6)}`, { exact: true }),
  ).toHaveCount(0);
  await page.unroute('**/api/calendar/data');

  // Away and back through the menu: the week view and its range are still there.
  const left = shownFrom(page);
  await nav.getByRole('link', { name: 'Startseite' }).click();
  await nav.getByRole('link', { name: 'Kalender' }).click();
  await expect(views.getByRole('button', { name: 'Woche' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Nächste Woche' })).toBeVisible();
  const period = page.getByRole('button', { name: /^Monat wählen: KW \d+: / });
  await expect(period).toContainText(`${left.slice(8, 10)}.${left.slice(5, 7)}.`);

  // Everything else waits behind one button, in named groups.
  await expect(page.getByRole('button', { name: 'Regelprüfung' })).toBeHidden();
  await page.getByRole('button', { name: 'Weitere Werkzeuge' }).click();
  for (const [group, tool] of [
    ['Anzeige', 'Aktualisieren'],
    ['Planen', 'Regelprüfung'],
    ['Ausgeben', 'Excel-Export'],
  ] as const) {
    await expect(page.getByRole('group', { name: group }).getByRole('button', { name: tool })).toBeVisible();
  }
  await expectFits(page);
  await screenshot(page, 'planner-toolbar-1440');

  // Without the server: the band says so, and goes once it answers again.
  await page.route('**/api/calendar/data', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Aktualisieren' }).click();
  const unreachable = page.getByText('Der Server ist gerade nicht erreichbar.', { exact: false });
  await expect(unreachable).toBeVisible();
  await page.unroute('**/api/calendar/data');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(unreachable).toBeHidden();

  // A page opened from the menu starts at its top, not where the last one was scrolled to.
  // Evaluated as text: the tests' TypeScript knows no DOM.
  const scrolled = () => page.evaluate<number>('window.scrollY');
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  expect(await scrolled()).toBeGreaterThan(0);
  await nav.getByRole('link', { name: 'Meine Abwesenheiten' }).click();
  await expect(page).not.toHaveURL(/\/calendar/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scrolled()).toBe(0);

  // On a phone: views, today, the arrows and the everyday actions on two short lines.
  await page.setViewportSize(phone);
  await page.goto('/calendar');
  await expect(page.getByRole('button', { name: 'Heute' })).toBeVisible();
  await expectFits(page);
  await screenshot(page, 'planner-toolbar-360');
});
