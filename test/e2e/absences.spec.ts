import { expect, test, type Page } from '@playwright/test';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import { addDays, isoWeekdayOf, plainDateOf } from '@app/shared/time/tenant-time';
import {
  demo,
  dismissToasts,
  expectNoSidewaysScrolling,
  germanDate,
  onPhone,
  openMyAbsencesFromHome,
  screenshot,
  seriousAxeViolations,
  signIn,
  signOut,
  typeDate,
} from './support';

// The demo employee requests leave; a colleague of her unit (Wohnbereich 1) with the demo password is her
// substitute. Lena's password stays the demo one (the swap test signs her in too).
const employee = { username: 'employee', name: 'Emma Mitarbeiterin' };
const substitute = { username: 'lena.schmidt', name: 'Lena Schmidt' };
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 860 };

test('an employee requests two weeks of leave on the phone, the substitute agrees, the planner approves, the calendar shows it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const today = plainDateOf(new Date(), 'Europe/Berlin');
  // Two weeks from a Monday about two months ahead, after the demo's plan. The demo has Marie's parental leave
  // and Mia's cure then: with Emma three people of Wohnbereich 1 are away, one more than the unit allows.
  const start = addDays(today, 61);
  const begin = addDays(start, (8 - isoWeekdayOf(start)) % 7);
  const end = addDays(begin, 11);
  const dates = `${germanDate(begin)} – ${germanDate(end)}`;

  // The employee, on her phone.
  await page.setViewportSize(phone);
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, employee.username, demo.password);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(employee.name);
  await openMyAbsencesFromHome(page);
  await waitForDemoAbsences(page, addDays(today, 21));
  await page.getByRole('button', { name: 'Urlaub beantragen' }).click();
  const form = page.getByRole('dialog', { name: 'Neue Abwesenheit' });
  // Leave is chosen from the start.
  await expect(form.getByLabel('Abwesenheitsart').locator('option:checked')).toHaveText('Urlaub');
  await typeDate(page, 'Erster Tag', begin);
  await typeDate(page, 'Letzter Tag', end);
  // What the request costs before it is sent: two working weeks (a public holiday in them would count out).
  await expect(form.getByRole('region', { name: 'Ihr Urlaub' })).toContainText(
    /Dieser Antrag: (9|10) Arbeitstage/,
  );
  await form.getByRole('checkbox', { name: substitute.name }).check();
  await screenshot(page, 'absence-request-phone');
  await expectNoSidewaysScrolling(page);
  expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
  await form.getByRole('button', { name: 'Beantragen' }).click();
  // Saved: warnings (shifts in the period, too many absent) are shown once, then the dialog closes.
  // Saved, with the staffing warning: too many of her unit away.
  const warnings = page.getByRole('dialog', { name: 'Gespeichert: bitte beachten' });
  await expect(warnings).toContainText(/sind 3 von maximal 2 Personen aus Wohnbereich 1 abwesend/);
  await screenshot(page, 'absence-request-warning-phone');
  await warnings.getByRole('button', { name: 'OK' }).click();
  await expect(warnings).toHaveCount(0);
  const list = page.getByRole('region', { name: /^Ihre Abwesenheiten vom/ });
  const request = list.getByRole('listitem').filter({ hasText: dates });
  await expect(request).toContainText('Beantragt');
  await dismissToasts(page);
  await screenshot(page, 'my-absences-phone');
  await expectNoSidewaysScrolling(page);
  await signOut(page);

  // The substitute finds the request among her substitutions and agrees.
  await signIn(page, demo.customerNo, substitute.username, demo.password);
  await openMyAbsencesFromHome(page);
  const asked = page.getByRole('region', { name: /^Vertretungen, die auf Ihre Zusage warten/ });
  const askedRow = asked.getByRole('row').filter({ hasText: employee.name }).filter({ hasText: dates });
  await expect(askedRow).toHaveCount(1);
  await askedRow.getByRole('button', { name: `Antrag von ${employee.name} öffnen` }).click();
  const subDetails = page.getByRole('dialog', { name: 'Vertretung' });
  await expect(subDetails).toContainText(employee.name);
  await subDetails.getByRole('button', { name: 'Zustimmen' }).click();
  await confirmRecipients(page, 'Sie haben der Vertretung zugestimmt.');
  await subDetails.getByRole('button', { name: 'Schließen' }).click();
  await expect(askedRow).toHaveCount(0);
  await signOut(page);

  // The planner, at a desk: the approval inbox shows the request.
  await page.setViewportSize(desktop);
  await signIn(page, demo.customerNo, 'planner', demo.password);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Abwesenheiten freigeben' })
    .click();
  const waiting = page.getByRole('table', { name: /^Warten auf Ihre Entscheidung/ });
  const row = waiting.getByRole('row').filter({ hasText: employee.name }).filter({ hasText: dates });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Urlaub');
  await expect(row).toContainText('Stufe 1');
  await dismissToasts(page);
  await screenshot(page, 'absence-approvals');
  await onPhone(page, async () => {
    await screenshot(page, 'absence-approvals-phone');
    await expectNoSidewaysScrolling(page);
  });
  await row.getByRole('button', { name: `Antrag von ${employee.name} öffnen` }).click();
  const details = page.getByRole('dialog', { name: 'Abwesenheit' });
  await expect(details).toContainText(dates);
  await expect(details).toContainText(substitute.name);
  await expect(details).toContainText(/sind 3 von maximal 2 Personen aus Wohnbereich 1 abwesend/);
  await screenshot(page, 'absence-approve');
  const reason = 'Schönen Urlaub, bitte Übergabe an die Vertretung.';
  await details.getByRole('button', { name: 'Genehmigen' }).click();
  const approval = page.getByRole('dialog', { name: 'Abwesenheit genehmigen' });
  await approval.getByRole('textbox', { name: 'Kommentar für den Antragsteller (optional)' }).fill(reason);
  await approval.getByRole('button', { name: 'Genehmigen' }).click();
  await confirmRecipients(page, 'Die Abwesenheit wurde genehmigt.');
  await details.getByRole('button', { name: 'Schließen' }).click();
  await expect(row).toHaveCount(0);
  await signOut(page);

  // The employee sees it approved, and the calendar shows her absent.
  await page.setViewportSize(phone);
  await signIn(page, demo.customerNo, employee.username, demo.password);
  await openMyAbsencesFromHome(page);
  const approved = page
    .getByRole('region', { name: /^Ihre Abwesenheiten vom/ })
    .getByRole('listitem')
    .filter({ hasText: dates });
  await expect(approved).toContainText('Genehmigt');
  await screenshot(page, 'my-absences-approved-phone');
  await approved.getByRole('button', { name: `Details zu Urlaub ${dates}` }).click();
  const mine = page.getByRole('dialog', { name: 'Abwesenheit' });
  await expect(mine).toContainText(`${substitute.name}`);
  await expect(mine).toContainText('Zugestimmt');
  await expect(mine).toContainText('Genehmigt');
  await expect(mine).toContainText(reason);
  await screenshot(page, 'my-absence-details-phone');
  await mine.getByRole('button', { name: 'Schließen' }).click();
  await dismissToasts(page);
  await page.setViewportSize(desktop);
  await screenshot(page, 'my-absences-desktop');
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith('/api/calendar/data') && candidate.ok()),
    page.goto(`/calendar?view=USER&from=${begin}&to=${end}`),
  ]);
  const data = (await response.json()) as TCalendarData;
  const me = data.rows.find((row) => row.kind === 'U' && row.displayName === employee.name);
  const slot = data.slots.find(
    (candidate) =>
      candidate.clickType === 'AP' &&
      me?.kind === 'U' &&
      candidate.userId === me.userId &&
      candidate.date <= begin &&
      end <= candidate.endDate,
  );
  expect(slot?.state).toBe(3);
  await expect(page.locator(`[data-slot-key="${slot?.key ?? ''}"]`).first()).toBeVisible();
  await screenshot(page, 'absence-calendar-phone');
});

/**
 * The runner seeds the demo after it answers: waits (reloading) until the employee's demo request starting on
 * `demoBegin` is listed, so that the request of the test meets the demo's absences and settings.
 */
async function waitForDemoAbsences(page: Page, demoBegin: string): Promise<void> {
  const list = page.getByRole('region', { name: /^Ihre Abwesenheiten vom/ });
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await expect(list).toBeVisible();
    if ((await list.getByText(germanDate(demoBegin)).count()) > 0) return;
    await page.waitForTimeout(2000);
    await page.reload();
  }
  throw new Error('The demo absences were not seeded');
}

/**
 * The notifier dialog proposes whom to tell (only when the server proposes someone); the proposal stands. Waits
 * for the change's message `done`.
 */
async function confirmRecipients(page: Page, done: string): Promise<void> {
  const notifier = page.getByRole('dialog', { name: 'Wer benachrichtigt wird' });
  const message = page.getByText(done);
  await expect(notifier.or(message).first()).toBeVisible();
  if (await notifier.isVisible()) await notifier.getByRole('button', { name: 'Weiter' }).click();
  await expect(message).toBeVisible();
}
