/**
 * A new company's first hour (issue 29), as the owner of a café with eight staff goes through it on a laptop:
 * sign-up, the setup guide's template "Restaurant oder Café" with a sample week, eight people imported from a CSV
 * file and invited at once, the week filled by automatic planning and published. Every step's page offers the
 * way forward; the browser actions are counted (clicks, typed fields, a chosen file) and written to the file named
 * by FIRST_HOUR_FIGURES, which `npm run bench` reads as `onboarding.actionsToFirstPublishedWeek`.
 */
import { writeFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { calendarData, lastMailTo, screenshot, seriousAxeViolations } from './support';

const owner = {
  name: 'Clara Café',
  email: 'clara@cafe-am-markt.example',
  username: 'clara',
  password: 'Milchschaum2026',
};
const staff = [
  ['jonas.kern', 'Jonas Kern'],
  ['lea.brandt', 'Lea Brandt'],
  ['mehmet.oz', 'Mehmet Öz'],
  ['nora.falk', 'Nora Falk'],
  ['paul.reiter', 'Paul Reiter'],
  ['rosa.winter', 'Rosa Winter'],
  ['sami.haddad', 'Sami Haddad'],
  ['tina.vogel', 'Tina Vogel'],
] as const;
// German Excel writes semicolons; the import reads the header in either language.
const csv = [
  'Benutzername;Name;E-Mail;Rolle',
  ...staff.map(([username, name]) => `${username};${name};${username}@cafe-am-markt.example;Mitarbeiter`),
].join('\n');

test.use({ viewport: { width: 1366, height: 768 } });

test('a new café goes from sign-up to a published first week with the setup guide', async ({ page }) => {
  test.setTimeout(300_000);
  let actions = 0;
  // One action of the person: a click, a typed field, a chosen option or file.
  const act = async (action: () => Promise<unknown>) => {
    actions += 1;
    await action();
  };
  const click = (locator: Locator) => act(() => locator.click());
  const fill = (locator: Locator, value: string) => act(() => locator.fill(value));
  const noSeriousViolations = async () => expect(await seriousAxeViolations(page)).toEqual([]);

  // Sign-up, from the login page; "Jetzt loslegen" signs in with what was just typed.
  await page.goto('/account/login');
  await click(page.getByRole('link', { name: 'Unternehmen registrieren' }));
  await fill(page.getByLabel('Name des Unternehmens'), 'Café am Markt');
  await act(() => page.getByLabel('Bundesland oder Kanton').selectOption({ label: 'Bayern' }));
  await fill(page.getByLabel('Ihr Name'), owner.name);
  await fill(page.getByLabel('E-Mail'), owner.email);
  await fill(page.getByLabel('Benutzername'), owner.username);
  await fill(page.getByLabel('Passwort', { exact: true }), owner.password);
  await fill(page.getByLabel('Passwort wiederholen'), owner.password);
  await act(() => page.getByLabel(/Ich akzeptiere die Nutzungsbedingungen/).check());
  await click(page.getByRole('button', { name: 'Registrieren' }));
  await expect(page.getByTestId('customer-no')).toHaveText(/^\d{5,}$/);
  await click(page.getByRole('button', { name: 'Jetzt loslegen' }));

  // The home page: no popup, the guide with the company step done (the region came with the sign-up).
  const guide = page.getByRole('region', { name: 'Ihre Firma einrichten' });
  await expect(guide).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(guide.getByText('1 von 7 Schritten erledigt')).toBeVisible();
  await expect(guide.getByRole('heading', { name: /^Firma und Region\s?: Erledigt$/ })).toBeVisible();
  for (const step of ['Arbeitsplätze', 'Schichten', 'Mitarbeiter', 'Sinnvolle Regeln', 'Der erste Plan'])
    await expect(guide.getByRole('link', { name: `Dorthin: ${step}` })).toBeVisible();
  await noSeriousViolations();
  await screenshot(page, 'first-hour-guide');

  // The guide asks to confirm the address first: until then no invitation goes out. The link in the mail.
  await expect(guide.getByText(/Bitte bestätigen Sie Ihre E-Mail-Adresse/)).toBeVisible();
  const confirmation = /(https?:\/\/\S+\/account\/confirm-email\?\S+)/.exec(
    (await lastMailTo(owner.email)).body.text ?? '',
  )?.[1];
  if (!confirmation) throw new Error('The sign-up mail holds no confirmation link');
  await act(() => page.goto(new URL(confirmation).pathname + new URL(confirmation).search));
  await expect(page.getByText('Danke: Ihre E-Mail-Adresse ist bestätigt.')).toBeVisible();
  await click(page.getByRole('link', { name: 'Weiter zur Startseite' }));
  await expect(guide.getByText(/Bitte bestätigen Sie Ihre E-Mail-Adresse/)).toHaveCount(0);

  // Start from the café template, with a sample week of open shifts.
  await click(guide.getByRole('radio', { name: /Restaurant oder Café/ }));
  await click(guide.getByRole('button', { name: 'Vorlage übernehmen' }));
  await expect(
    page.getByText(/3 Arbeitsplätze, 4 Schichtvorlagen, 1 Regel und 24 offene Dienste/),
  ).toBeVisible();
  await expect(guide.getByText('4 von 7 Schritten erledigt')).toBeVisible();
  await expect(guide.getByText(/Der Musterplan hat 24 Dienste in der Woche ab/)).toBeVisible();
  await screenshot(page, 'first-hour-template');

  // People: the step leads to the invitations page, whose first action is the import.
  await click(guide.getByRole('link', { name: 'Dorthin: Mitarbeiter' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Einladungen' })).toBeVisible();
  await click(page.getByRole('button', { name: 'Personen importieren' }));
  const importDialog = page.getByRole('dialog', { name: 'Personen importieren' });
  // The company's only unit is chosen already.
  await expect(importDialog.getByLabel('In den Bereich')).not.toHaveValue('');
  await act(() =>
    importDialog
      .getByLabel('Datei')
      .setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') }),
  );
  await click(importDialog.getByRole('button', { name: 'Importieren' }));
  await expect(importDialog.getByText('8 Personen importiert.')).toBeVisible({ timeout: 60_000 });
  await click(importDialog.getByRole('button', { name: 'Alle 8 jetzt einladen' }));
  await expect(importDialog.getByText('8 Personen eingeladen.')).toBeVisible();
  await screenshot(page, 'first-hour-import');
  await click(importDialog.getByRole('button', { name: 'Schließen' }).last());
  await expect(page.getByRole('row', { name: /Tina Vogel/ })).toBeVisible();

  // The first plan: the guide leads to next week, whose hint offers automatic planning for the open shifts.
  await click(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Startseite' }),
  );
  await expect(guide.getByText('5 von 7 Schritten erledigt')).toBeVisible();
  const planLink = guide.getByRole('link', { name: 'Dorthin: Der erste Plan' });
  await expect(planLink).toHaveAttribute('href', /^\/calendar\?view=USER&from=\d{4}-\d{2}-\d{2}&to=/);
  const week = await calendarData(page, () => click(planLink));
  expect(
    week.slots.filter((slot) => slot.clickType === 'SH' && slot.id !== null && !slot.userId),
  ).toHaveLength(24);
  const hint = page.getByRole('region', { name: /24 offene Dienste warten auf Personen/ });
  await expect(hint).toBeVisible();
  await noSeriousViolations();
  await screenshot(page, 'first-hour-empty-week');
  await click(hint.getByRole('button', { name: 'Offene Dienste automatisch besetzen' }));
  const autoPlan = page.getByRole('dialog', { name: 'Automatisch planen' });
  await click(autoPlan.getByRole('button', { name: 'Planung starten' }));
  await expect(autoPlan).toBeHidden({ timeout: 180_000 });
  const proposal = page.getByRole('region', { name: 'Vorschlag der automatischen Planung' });
  // The run planned the week shown, not next month: its 24 open shifts.
  await expect(proposal.getByText(/von 24 offenen Diensten besetzt/)).toBeVisible();
  await click(proposal.getByRole('button', { name: 'Alle übernehmen' }));
  const notify = page.getByRole('dialog', { name: 'Betroffene benachrichtigen' });
  await expect(notify).toBeVisible();
  // Nobody is told before the plan is published: publishing tells them.
  await click(notify.getByRole('button', { name: 'Abbrechen' }));

  // Publish the week: the button counts what is not out yet; the dialog lists who sees what.
  await click(
    page.getByRole('button', { name: /^Veröffentlichen \(24 Einträge noch nicht veröffentlicht\)$/ }),
  );
  const publish = page.getByRole('dialog', { name: /^Dienstplan veröffentlichen/ });
  await click(publish.getByRole('button', { name: /^Bis .* veröffentlichen$/ }));
  await expect(page.getByText(/^Der Plan ist bis \d{2}\.\d{2}\.\d{4} veröffentlicht\.$/)).toBeVisible();

  // Every step done: the guide leaves the home page and says so on its own page.
  await page.goto('/setup');
  await expect(
    page.getByText('Alles eingerichtet. Ihre Leute sehen ihre veröffentlichten Dienste.'),
  ).toBeVisible();
  await noSeriousViolations();
  await screenshot(page, 'first-hour-done');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Willkommen, ${owner.name}` })).toBeVisible();
  await expect(guide).toHaveCount(0);

  console.log(`onboarding.actionsToFirstPublishedWeek: ${actions}`);
  if (process.env.FIRST_HOUR_FIGURES)
    writeFileSync(process.env.FIRST_HOUR_FIGURES, `${JSON.stringify({ actions })}\n`);
});
