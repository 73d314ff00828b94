import { expect, test } from '@playwright/test';
import type { TRuleSave } from '@app/shared/rules/rule';
import { addDays, plainDateOf } from '@app/shared/time/tenant-time';
import {
  callAsSignedIn,
  demo,
  germanDate,
  openMyAbsencesFromHome,
  signIn,
  signOut,
  typeDate,
} from './support';

test('an employee’s leave request inside a barrier is refused with the reason', async ({ page }) => {
  const today = plainDateOf(new Date(), 'Europe/Berlin');
  // A week far after the demo's absences and the other tests' requests.
  const from = addDays(today, 300);
  const to = addDays(today, 306);
  const name = 'Inventur Hauptlager';

  // The administrator blocks leave in that week (an error that may not be forced; the rules page is another
  // test's, so the rule is saved as the rules page would save it).
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, demo.username, demo.password);
  await expect(page.getByRole('button', { name: /^Benutzermenü von/ })).toBeVisible();
  const rule: TRuleSave = {
    ruleType: 'BARRIER',
    name,
    scope: { kind: 'company', ids: [] },
    validity: { from, to },
    severity: { level: 'ERR', allowForce: false },
    settings: { eventClasses: [1] },
  };
  const saved = await callAsSignedIn(page, 'POST', '/api/rules', rule);
  expect(saved.status).toBe(200);
  const { id, version } = saved.body as { id: string; version: number };
  await signOut(page);

  try {
    // The employee, on her phone, asks for two days of that week.
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demo.customerNo, 'employee', demo.password);
    await openMyAbsencesFromHome(page);
    await page.getByRole('button', { name: 'Urlaub beantragen' }).click();
    const form = page.getByRole('dialog', { name: 'Neue Abwesenheit' });
    await form.getByLabel('Abwesenheitsart').selectOption({ label: 'Urlaub' });
    const begin = addDays(from, 1);
    const end = addDays(from, 2);
    await typeDate(page, 'Erster Tag', begin);
    await typeDate(page, 'Letzter Tag', end);
    await form.getByRole('button', { name: 'Beantragen' }).click();

    // Refused, and told why: the rule's name and its period; the dialog stays open and nothing is saved.
    const reason = form.getByRole('alert');
    await expect(reason).toContainText(`${name}: keine Urlaub vom ${germanDate(from)} bis ${germanDate(to)}`);
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Abbrechen' }).click();
    const list = page.getByRole('region', { name: /^Ihre Abwesenheiten vom/ });
    await expect(list.getByText(germanDate(begin))).toHaveCount(0);
    await signOut(page);
  } finally {
    await page.setViewportSize({ width: 1280, height: 860 });
    await signIn(page, demo.customerNo, demo.username, demo.password);
    await expect(page.getByRole('button', { name: /^Benutzermenü von/ })).toBeVisible();
    await callAsSignedIn(page, 'DELETE', `/api/rules/${id}?version=${String(version)}`);
  }
});
