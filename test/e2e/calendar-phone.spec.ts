import { expect, test, type Page } from '@playwright/test';
import { demo, desktop, expectFits, phone, screenshot, signIn, signOut } from './support';

const agenda = (page: Page) => page.getByRole('region', { name: /^Dienste / });

/** The runner seeds the demo plan after it answers: the calendar reads again until the shifts are there. */
async function waitForAgenda(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await expect(agenda(page)).toBeVisible();
    if ((await agenda(page).getByText('Ihr Dienst').count()) > 0) return;
    await page.waitForTimeout(2000);
    await page.reload();
  }
  throw new Error('The demo employee has no published shifts in the next 14 days');
}

test("the employee's calendar on a phone: agenda, a shift with its colleagues, the grids one tap away", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(phone);
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'employee', demo.password);
  await expect(page.getByRole('heading', { name: 'Willkommen, Emma Mitarbeiterin' })).toBeVisible();
  await page.goto('/calendar');

  // The agenda: days as people say them, the person's own shifts marked, who works with them.
  await waitForAgenda(page);
  await expect(page.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
  await expect(agenda(page).getByRole('heading', { level: 3 }).first()).toHaveText(
    /^(Heute|Morgen|Mo|Di|Mi|Do|Fr|Sa|So)/,
  );
  await expect(agenda(page)).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  const mine = agenda(page).getByRole('button').filter({ hasText: 'Ihr Dienst' }).filter({ hasText: 'Mit:' });
  await expect(mine.first()).toBeVisible();
  await expect(mine.first()).not.toContainText('Emma Mitarbeiterin');
  await expectFits(page);
  await screenshot(page, 'calendar-phone-agenda-360');

  // A tap opens the shift as a sheet: its day with the weekday, and the colleagues by name.
  const colleagues = ((await mine.first().textContent()) ?? '').replace(/^.*Mit: /, '').split(', ');
  await mine.first().click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toContainText('Zusammen im Dienst mit');
  await expect(sheet).toContainText(colleagues[0] ?? 'missing');
  await expect(sheet).toContainText(/(Mo|Di|Mi|Do|Fr|Sa|So)\.?, \d{2}\.\d{2}\.\d{4}/);
  const box = await sheet.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(phone.width);
  await expectFits(page);
  await screenshot(page, 'calendar-phone-details-360');
  await sheet.getByRole('button', { name: 'Schließen' }).last().click();
  await expect(sheet).toBeHidden();

  // The grids are one tap away, this week first; every view fits the phone, the chips say what they are.
  await page.getByRole('button', { name: 'Wochenraster' }).click();
  const views = page.getByRole('group', { name: 'Ansicht' });
  await expect(views.getByRole('button', { name: 'Woche' })).toHaveAttribute('aria-pressed', 'true');
  const chip = page.locator('[data-slot-key][data-state="filled"]').first();
  await expect(chip).toHaveAttribute(
    'aria-label',
    /, (Mo|Di|Mi|Do|Fr|Sa|So)\.?, \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}–\d{2}:\d{2}/,
  );
  await expectFits(page);
  await screenshot(page, 'calendar-phone-week-360');
  for (const view of ['Monat', 'Personen']) {
    await views.getByRole('button', { name: view }).click();
    await expect(views.getByRole('button', { name: view })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-slot-key]').first()).toBeVisible();
    await expectFits(page);
  }
  await screenshot(page, 'calendar-phone-people-360');
  // The other tools wait behind one button.
  await expect(page.getByRole('searchbox', { name: 'Personen suchen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Weitere Werkzeuge' }).click();
  await expect(page.getByRole('button', { name: 'Weniger Werkzeuge' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectFits(page);

  // And back to the list, which the device remembers.
  await page.getByRole('button', { name: 'Liste' }).click();
  await expect(agenda(page)).toBeVisible();
  await page.reload();
  await expect(agenda(page)).toBeVisible();
  await signOut(page);

  // The planner's calendar on a desktop: no serious axe finding either.
  await page.setViewportSize(desktop);
  await signIn(page, demo.customerNo, 'planner', demo.password);
  // The app's navigation, not any heading: the sign-in page has one of its own (as in signInOnDesktop).
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await page.goto('/calendar');
  // The planner's first look is the whole month of every unit: on a loaded CI machine its first answer took
  // longer than the usual 15 s (run of 28 November), so this one wait is longer.
  await expect(page.locator('[data-slot-key]').first()).toBeVisible({ timeout: 60_000 });
  await expectFits(page);
  await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Personen' }).click();
  await expect(page.locator('[data-calendar-grid="people"]')).toBeVisible();
  await expectFits(page);
  await screenshot(page, 'calendar-planner-people-1440');
});
