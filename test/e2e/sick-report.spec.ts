import { expect, test } from '@playwright/test';
import { addDays, plainDateOf } from '@app/shared/time/tenant-time';
import {
  demo,
  expectFits,
  germanDate,
  openMyAbsencesFromHome,
  screenshot,
  signIn,
  typeDate,
} from './support';

const employee = { username: 'employee', name: 'Emma Mitarbeiterin' };

test.use({ viewport: { width: 390, height: 844 } });

// Today and tomorrow: absences.spec.ts asks for leave two months ahead, absence-barrier.spec.ts 300 days ahead.
test('the demo employee reports sick from the home card on a phone and sees it in her absences', async ({
  page,
}) => {
  const today = plainDateOf(new Date(), 'Europe/Berlin');
  const tomorrow = addDays(today, 1);
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, employee.username, demo.password);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(employee.name);

  await page
    .getByRole('region', { name: 'Ihre Abwesenheiten' })
    .getByRole('button', { name: 'Krank melden' })
    .click();
  const form = page.getByRole('dialog', { name: 'Krank melden' });
  await expect(form).toBeVisible();
  await typeDate(page, 'Erster Tag', today, form);
  await typeDate(page, 'Letzter Tag', tomorrow, form);
  await form.getByLabel('Notizen').fill('Fieber, beim Arzt gewesen');
  await expectFits(page);
  await screenshot(page, 'sick-report-390');
  await form.getByRole('button', { name: 'Krank melden' }).click();
  await expect(
    page.getByText(/Ihre Krankmeldung ist (eingetragen|bei der Planung)\. Gute Besserung!/),
  ).toBeVisible();
  await expect(form).toBeHidden();
  // The unit's barrier notes are shown after saving when they apply (Wohnbereich 1 has a note on leave planning).
  const notes = page.getByRole('dialog', { name: 'Gespeichert: bitte beachten' });
  if (await notes.isVisible()) await notes.getByRole('button', { name: 'OK' }).click();
  await expect(notes).toBeHidden();

  // In "Meine Abwesenheiten", with the days as people read them.
  await openMyAbsencesFromHome(page);
  const entry = page
    .getByRole('listitem')
    .filter({ hasText: germanDate(today) })
    .filter({ hasText: /Krank/ })
    // The company's sick type (paid), not the unpaid "Kind krank" of the demo's catalogue.
    .filter({ hasNotText: 'Kind krank' });
  await expect(entry.first()).toBeVisible();
  await expect(entry.first()).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expectFits(page);
  await screenshot(page, 'sick-report-absences-390');
});
