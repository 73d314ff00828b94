// Named to run after colleague-swap.spec.ts (files run in name order against one demo): its swap takes Emma and
// Lena's latest shifts, which colleague-swap.spec.ts would otherwise pick. Both run before employee-home.spec.ts and
// sick-report.spec.ts, whose taken shift and sick days leave Emma no free day to swap into in some weeks.
import { expect, test } from '@playwright/test';
import { plainDateOf } from '@app/shared/time/tenant-time';
import {
  callAsSignedIn,
  demo,
  expectFits,
  expectNoSidewaysScrolling,
  screenshot,
  signIn,
  signOut,
} from './support';
import { findSwapPair } from './swap-pairs';

// Two colleagues of Wohnbereich 1 who sign in with the demo password: here Lena asks the demo employee, on the
// latest days that fit (colleague-swap.spec.ts has the employee ask Lena on the earliest; an agreed request, still open until
// a planner approves it, keeps its shifts out of that spec's choice).
const asker = { username: 'lena.schmidt', name: 'Lena Schmidt' };
const asked = { username: 'employee', name: 'Emma Mitarbeiterin' };

test.use({ viewport: { width: 390, height: 844 } });

test('a swap offer is accepted from its notification on a phone', async ({ page }) => {
  const today = plainDateOf(new Date(), 'Europe/Berlin');
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, asker.username, demo.password);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(asker.name);

  // The latest days first: colleague-swap.spec.ts uses the earlier ones.
  const { mine, theirs } = await findSwapPair(page, today, {
    asker: asker.name,
    asked: asked.name,
    fromDay: 3,
    order: 'latest',
  });
  // The offer itself is the home's and colleague-swap.spec's to test: here it is made through the API.
  const offered = await callAsSignedIn(page, 'POST', '/api/calendar/shift-actions', {
    actionMode: 'SWAP',
    entryId: mine.id,
    targetEntryId: theirs.id,
  });
  expect(offered.status).toBe(200);
  expect(offered.body).toMatchObject({ success: true });
  await signOut(page);

  // The colleague opens the bell and taps the notification: the request opens with its answers.
  await signIn(page, demo.customerNo, asked.username, demo.password);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(asked.name);
  const inbox = page.getByRole('region', { name: /^Anfragen an Sie/ });
  const inInbox = inbox.getByRole('listitem').filter({ hasText: `${asker.name} bietet Ihnen einen Tausch` });
  await expect(inInbox.first()).toBeVisible();
  const before = await inInbox.count();
  await page.getByRole('button', { name: /^Benachrichtigungen/ }).click();
  await page
    .getByRole('list', { name: 'Benachrichtigungen' })
    .getByRole('button', { name: new RegExp(`${asker.name} bietet an, ${mine.name}`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/\?request=/);
  const sheet = page.getByRole('alertdialog', { name: 'Anfrage' });
  await expect(sheet).toContainText(`${asker.name} bietet Ihnen einen Tausch an`);
  await expect(sheet).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(sheet.getByRole('button', { name: 'Ablehnen' })).toBeVisible();
  await expectFits(page);
  await screenshot(page, 'request-sheet-390');
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, 'request-sheet-360');
  await expectNoSidewaysScrolling(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'request-sheet-1440');
  await page.setViewportSize({ width: 390, height: 844 });

  await sheet.getByRole('button', { name: 'Annehmen' }).click();
  // The unit asks a planner to approve swaps: agreed, it now waits for the planner.
  await expect(page.getByText(/Tausch vereinbart|Die Dienste wurden getauscht/)).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(inInbox).toHaveCount(before - 1);
});
