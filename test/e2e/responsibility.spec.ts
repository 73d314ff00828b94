import { expect, test, type Page } from '@playwright/test';
import {
  callAsSignedIn,
  demo,
  dismissToasts,
  onPhone,
  screenshot,
  seriousAxeViolations,
  signIn,
  signOut,
} from './support';

/** A GET of the API with the signed-in person's token, as the web app sends it. */
function getAsSignedIn(page: Page, path: string) {
  return page.evaluate(async (path) => {
    const { localStorage } = globalThis as unknown as {
      localStorage: { getItem(key: string): string | null };
    };
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    const answer = await fetch(path, {
      headers: { authorization: `Bearer ${key ? (localStorage.getItem(key) ?? '') : ''}` },
    });
    const json: unknown = await answer.json();
    return json;
  }, path);
}

test('an administrator sees and sets whom a planner plans for; the planner is refused elsewhere, in words', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, demo.customerNo, demo.username, demo.password);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Benutzer', exact: true })
    .click();
  await page.getByLabel('Suche').fill('Sophie');
  const sophie = page.getByRole('row', { name: /Sophie Becker/ });
  await sophie.getByRole('button', { name: 'Sophie Becker bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sophie Becker bearbeiten' });
  await dialog.getByRole('tab', { name: 'Zuständigkeiten' }).click();
  const panel = dialog.getByRole('tabpanel', { name: /Zuständigkeiten/ });
  // The demo's Sophie plans Haus Sonnenhang only.
  await expect(panel.getByRole('radio', { name: /Nur diese Bereiche/ })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: /Haus Sonnenhang$/ })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: /Haus am Park$/ })).not.toBeChecked();
  expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
  await screenshot(page, 'user-responsibility');
  await onPhone(page, async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(panel.getByRole('radio', { name: 'Alle Bereiche' })).toBeVisible();
    // Looked at, not asserted: the user dialog as a whole is still wider than 360 px (issue 27, phone sheets).
    await screenshot(page, 'user-responsibility-phone');
  });
  // Saved unchanged: the list is what the server keeps.
  await panel.getByRole('radio', { name: 'Alle Bereiche' }).click();
  await panel.getByRole('radio', { name: /Nur diese Bereiche/ }).click();
  await expect(panel.getByRole('checkbox', { name: /Haus Sonnenhang$/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Schließen', exact: true }).click();
  await dismissToasts(page);
  await signOut(page);

  // Sophie publishing the kitchen of the other house is refused with a text naming it.
  await signIn(page, demo.customerNo, 'sophie.becker', demo.password);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  const units = (await getAsSignedIn(page, '/api/units')) as { id: string; name: string }[];
  const kitchen = units.find((unit) => unit.name === 'Küche');
  const refused = (await callAsSignedIn(page, 'POST', '/api/calendar/publish', {
    groupId: kitchen?.id ?? '',
    publishTo: '2026-12-31',
  })) as { status: number; body: { error: { code: string; message: string } } };
  expect(refused.status).toBe(403);
  expect(refused.body.error.code).toBe('NOT_RESPONSIBLE');
  expect(refused.body.error.message).toContain('Küche');
});
