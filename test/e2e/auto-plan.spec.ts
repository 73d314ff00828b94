import { expect, test } from '@playwright/test';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import { addDays, addMonths, plainDateOf } from '@app/shared/time/tenant-time';
import { calendarData, demo, screenshot, signIn, calendarTool } from './support';

/** The proposal entries of a calendar answer: their entry ids and who they are for. */
function proposalsOf(data: TCalendarData) {
  return data.slots.flatMap((slot) =>
    slot.proposalRunId && slot.id && slot.userId
      ? [{ id: slot.id, userId: slot.userId, day: `${slot.userId}#${slot.date}#${slot.templateId ?? ''}` }]
      : [],
  );
}

test('the planner plans next month automatically, sees the proposal, accepts it and tells the people', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'planner', demo.password);
  await expect(page.getByRole('button', { name: /^Benutzermenü von/ })).toBeVisible();

  // The first week of next month in the people view: the run plans the whole month, the grid shows its start.
  const today = plainDateOf(new Date(), 'Europe/Berlin');
  const from = `${addMonths(today.slice(0, 7), 1)}-01`;
  const view = `/calendar?view=USER&from=${from}&to=${addDays(from, 6)}`;
  // The runner seeds the demo plan after it answers: wait until the calendar shows the demo's people.
  let before: TCalendarData | undefined;
  for (let attempt = 0; attempt < 30; attempt += 1) {
    before = await calendarData(page, () => page.goto(view));
    if (before.rows.some((row) => row.kind === 'U')) break;
    await page.waitForTimeout(2000);
  }
  if (!before) throw new Error('The calendar did not load');
  expect(proposalsOf(before)).toHaveLength(0);

  // Next month on the calendar's unit, with a short time limit.
  await calendarTool(page, 'Automatisch planen');
  const dialog = page.getByRole('dialog', { name: 'Automatisch planen' });
  await expect(dialog.getByText(/1 Bereich|Bereiche:/)).toBeVisible();
  await dialog.getByText('Erweitert').click();
  await dialog.getByRole('textbox', { name: 'Zeitlimit (Sekunden)' }).fill('10');
  await screenshot(page, 'auto-plan-dialog');
  // Done: the dialog closes and the calendar reloads with the proposal.
  const proposed = await calendarData(
    page,
    async () => {
      await dialog.getByRole('button', { name: 'Planung starten' }).click();
      await expect(dialog.getByRole('progressbar')).toBeVisible();
      await expect(dialog).toBeHidden({ timeout: 180_000 });
    },
    { where: (data) => proposalsOf(data).length > 0, timeout: 180_000 },
  );
  const proposals = proposalsOf(proposed);

  // The proposal panel: the summary, and the proposals drawn as proposals in the grid.
  const panel = page.getByRole('region', { name: 'Vorschlag der automatischen Planung' });
  await expect(panel.getByText(/von \d+ offenen Diensten besetzt/)).toBeVisible();
  // A person with a proposal, found with the search box: their row is in sight.
  const first = proposals[0];
  const row = proposed.rows.find((candidate) => candidate.kind === 'U' && candidate.userId === first?.userId);
  if (row?.kind !== 'U') throw new Error('The proposal names nobody of the calendar');
  await page.getByLabel('Personen suchen').fill(row.displayName);
  const marked = page.locator('[data-proposal="true"]');
  await expect(marked.first()).toBeVisible();
  await expect(marked.first()).toContainText('Vorschlag');
  await screenshot(page, 'auto-plan-proposal');

  // Accept all: the proposals become ordinary entries, then the people concerned are told.
  const after = calendarData(page, () => panel.getByRole('button', { name: 'Alle übernehmen' }).click(), {
    where: (data) => proposalsOf(data).length === 0,
  });
  const notify = page.getByRole('dialog', { name: 'Betroffene benachrichtigen' });
  await expect(notify).toBeVisible();
  const accepted = await after;
  expect(proposalsOf(accepted)).toHaveLength(0);
  // Each proposal is now the person's ordinary shift of that day.
  const ordinary = new Set(
    accepted.slots.flatMap((slot) =>
      slot.clickType === 'SH' && slot.userId ? [`${slot.userId}#${slot.date}#${slot.templateId ?? ''}`] : [],
    ),
  );
  for (const proposal of proposals) expect(ordinary.has(proposal.day), proposal.day).toBe(true);
  await expect(page.locator('[data-proposal="true"]')).toHaveCount(0);
  await expect(panel).toBeHidden();

  await expect(notify.getByRole('checkbox').first()).toBeChecked();
  await notify.getByRole('textbox', { name: /Notiz/ }).fill('Euer Plan für nächsten Monat steht.');
  await screenshot(page, 'auto-plan-notify');
  await notify.getByRole('button', { name: 'Benachrichtigen' }).click();
  await expect(notify).toBeHidden();
  await expect(page.getByText(/\d+ Person(en)? benachrichtigt/)).toBeVisible();
});
