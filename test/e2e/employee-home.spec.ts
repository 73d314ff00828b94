import { expect, test, type Page } from '@playwright/test';
import { demo, desktop, dismissToasts, expectFits, phone, screenshot, signIn } from './support';

const nextShifts = (page: Page) => page.getByRole('region', { name: 'Meine nächsten Dienste' });
const myRequests = (page: Page) => page.getByRole('region', { name: /^Meine offenen Anfragen/ });
const openShifts = (page: Page) =>
  page.getByRole('region', { name: /^Offene Dienste, die ich übernehmen kann/ });

/** The runner seeds the demo plan after it answers: the home reads again until the shifts are there. */
async function waitForShifts(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await expect(nextShifts(page)).toBeVisible();
    if ((await nextShifts(page).getByRole('button', { name: 'Abgeben' }).count()) > 0) return;
    await page.waitForTimeout(2000);
    await page.reload();
  }
  throw new Error('The demo employee has no published shifts in the next 14 days');
}

test("the demo employee's home on a phone: next shifts with colleagues, give away, withdraw, take, swap", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(phone);
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'employee', demo.password);
  await expect(page.getByRole('heading', { name: 'Willkommen, Emma Mitarbeiterin' })).toBeVisible();
  await waitForShifts(page);

  // Readable day headings, colleagues by name; no administrator's welcome or trial banner.
  const days = nextShifts(page).getByRole('heading', { level: 3 });
  await expect(days.first()).toHaveText(/^(Heute|Morgen|Mo|Di|Mi|Do|Fr|Sa|So)/);
  await expect(nextShifts(page)).toContainText(/Mit [A-ZÄÖÜ]/);
  await expect(nextShifts(page)).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(page.getByText(/Testphase/)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Willkommen' })).toHaveCount(0);
  await expectFits(page);
  await screenshot(page, 'employee-home-360');

  // Take an open shift, if the demo offers one the rules allow (it seeds one): one tap, then the confirmation.
  // A colleague's offer in the same list may wait for the planner: the open shift is the one that is hers at once.
  const take = openShifts(page)
    .getByRole('listitem')
    .filter({ hasNotText: 'angeboten von' })
    .getByRole('button', { name: 'Übernehmen' });
  if ((await take.count()) > 0) {
    const before = await nextShifts(page).getByRole('listitem').count();
    await take.first().click();
    const sheet = page.getByRole('alertdialog', { name: 'Dienst übernehmen' });
    await expect(sheet).toContainText('wird sofort Ihrer');
    await expectFits(page);
    await screenshot(page, 'employee-home-take-360');
    await sheet.getByRole('button', { name: 'Dienst übernehmen' }).click();
    await expect(sheet).toBeHidden();
    await expect.poll(() => nextShifts(page).getByRole('listitem').count()).toBeGreaterThan(before);
  } else {
    await expect(openShifts(page)).toContainText('keine offenen Dienste');
  }
  await dismissToasts(page);

  // Give away: the sheet says to whom it goes before anything is sent.
  const firstShift = nextShifts(page)
    .locator('li li')
    .filter({ has: page.getByRole('button', { name: 'Abgeben' }) });
  await firstShift.first().getByRole('button', { name: 'Abgeben' }).click();
  const giveAway = page.getByRole('alertdialog', { name: 'Dienst abgeben' });
  await expect(giveAway).toContainText(/wird allen Kolleg:innen von .+ angeboten/);
  await expect(giveAway).toContainText(/Planung zustimmen|sobald jemand zusagt/);
  await expectFits(page);
  await screenshot(page, 'employee-home-give-away-360');
  await giveAway.getByRole('button', { name: 'Den Kolleg:innen anbieten' }).click();
  await expect(giveAway).toBeHidden();
  const offered = myRequests(page)
    .getByRole('listitem')
    .filter({ hasText: 'angeboten an alle Kolleg:innen' });
  await expect(offered).toHaveCount(1);
  await expect(nextShifts(page)).toContainText('Den Kolleg:innen angeboten');
  await dismissToasts(page);

  // Withdraw it again, after the confirmation.
  await offered.getByRole('button', { name: 'Zurückziehen' }).click();
  const withdraw = page.getByRole('alertdialog', { name: 'Anfrage zurückziehen' });
  await expect(withdraw).toContainText('wird zurückgezogen');
  await expectFits(page);
  await screenshot(page, 'employee-home-withdraw-360');
  await withdraw.getByRole('button', { name: 'Anfrage zurückziehen' }).click();
  await expect(withdraw).toBeHidden();
  await expect(offered).toHaveCount(0);
  await dismissToasts(page);

  // Offer a swap, counting the taps from the home page.
  let taps = 0;
  const swappable = nextShifts(page).getByRole('button', { name: 'Tauschen' });
  await swappable.first().click();
  taps += 1;
  const swap = page.getByRole('dialog', { name: 'Tausch anbieten' });
  await expect(swap).toContainText('Welchen Dienst möchten Sie');
  await expectFits(page);
  await screenshot(page, 'employee-home-swap-choose-360');
  const choice = swap.getByRole('list').getByRole('button').first();
  const colleague = (await choice.locator('strong').innerText()).trim();
  await choice.click();
  taps += 1;
  await expect(swap).toContainText(`Sie bieten ${colleague} Ihren`);
  await expectFits(page);
  await screenshot(page, 'employee-home-swap-confirm-360');
  await swap.getByRole('button', { name: 'Tausch anbieten' }).click();
  taps += 1;
  await expect(swap).toBeHidden();
  await expect(myRequests(page)).toContainText(`gegen einen Dienst von ${colleague}`);
  console.log(`employee.tapsToSwap=${taps}`);
  expect(taps).toBe(3);
  await dismissToasts(page);

  // The same page on a desktop.
  await page.setViewportSize(desktop);
  await expect(nextShifts(page)).toBeVisible();
  await expectFits(page);
  await screenshot(page, 'employee-home-1440');
});
