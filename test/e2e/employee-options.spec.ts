import { expect, test } from '@playwright/test';
import { demo, expectNoSidewaysScrolling, screenshot, seriousAxeViolations, signIn } from './support';

/**
 * The options an employee keeps for themself (issue 27), on a phone: each tab shows its own options only (every
 * panel used to show at once), and a planner's tool is not among them.
 */
test('the demo employee opens their options on the phone: one tab at a time, nothing of a planner', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'employee', demo.password);
  await page.getByRole('button', { name: /Benutzermenü von/ }).click();
  await page.getByRole('button', { name: 'Optionen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Optionen' });
  await dialog.getByRole('tab', { name: 'Kalender' }).click();
  await expect(dialog.getByLabel('Kalenderansicht beim Öffnen')).toBeVisible();
  await expect(dialog.getByText('Benachrichtigungen per E-Mail an mich senden')).toBeHidden();
  await dialog.getByRole('tab', { name: 'Benachrichtigungen' }).click();
  await expect(dialog.getByText('Benachrichtigungen per E-Mail an mich senden')).toBeVisible();
  await expect(dialog.getByLabel('Kalenderansicht beim Öffnen')).toBeHidden();
  // The week templates' options are a planner's.
  await expect(dialog.getByText(/Wochenvorlage/)).toHaveCount(0);
  await expectNoSidewaysScrolling(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'employee-options-phone');
});
