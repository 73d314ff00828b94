import { expect, test } from '@playwright/test';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import { addDays } from '@app/shared/time/tenant-time';
import { calendarData, expectFits, screenshot, signInOnDesktop } from './support';

const german = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

test('the planner sees what is not out yet, reads per person what publishing puts out, and publishes', async ({
  page,
}) => {
  await signInOnDesktop(page, 'planner');
  const now = await calendarData(page, () => page.goto('/calendar?view=WEEK'));
  // The week after the published day of the first unit with a plan: its entries are marked, the button counts
  // the unpublished entries of every unit shown, and its dialog starts with the first unit that has some.
  const units = now.rows.flatMap((row) => (row.kind === 'G' ? [row] : []));
  const unit = units.find((candidate) => now.slots.some((slot) => slot.unitId === candidate.unitId));
  if (!unit) throw new Error('The planner sees no unit with a plan');
  const published = now.publishedTo[unit.unitId];
  if (!published) throw new Error(`${unit.name} is not published`);
  const from = addDays(published, 1);
  const to = addDays(published, 7);
  const unpublishedOf = (data: TCalendarData) =>
    data.slots.filter(
      (slot) =>
        slot.clickType === 'SH' &&
        slot.id !== null &&
        !slot.foreign &&
        !slot.proposalRunId &&
        slot.unitId !== null &&
        (data.publishedTo[slot.unitId] ?? '') < slot.date,
    );
  // The runner seeds the weeks ahead after it answers: load again until that week has its plan.
  let week = now;
  for (let attempt = 0; attempt < 30; attempt += 1) {
    if (attempt > 0) await page.waitForTimeout(2000);
    week = await calendarData(page, () => page.goto(`/calendar?view=WEEK&from=${from}&to=${to}`));
    if (unpublishedOf(week).some((slot) => slot.unitId === unit.unitId)) break;
  }
  const pending = unpublishedOf(week);
  const first = units.find((candidate) => pending.some((slot) => slot.unitId === candidate.unitId));
  if (!first) throw new Error('Nothing to publish in the week after the published day');
  const entries = pending.filter((slot) => slot.unitId === first.unitId);
  const marked = page.locator('[data-unpublished]');
  await expect(marked.first()).toBeVisible();
  const markedBefore = await marked.count();
  await expect(marked.first()).toHaveAttribute('aria-label', /, nicht veröffentlicht$/);
  const publish = page.getByRole('button', {
    name: /^Veröffentlichen \(\d+ Einträge? noch nicht veröffentlicht\)$/,
  });
  await expect(publish).toHaveAccessibleName(
    `Veröffentlichen (${pending.length} ${pending.length === 1 ? 'Eintrag' : 'Einträge'} noch nicht veröffentlicht)`,
  );

  // The dialog proposes the end of the week shown and lists who sees what, before anything goes out.
  await publish.click();
  const dialog = page.getByRole('dialog', { name: `Dienstplan veröffentlichen: ${first.name}` });
  const firstFrom = addDays(week.publishedTo[first.unitId] ?? from, 1);
  await expect(dialog.getByText(`Neu zu sehen vom ${german(firstFrom)} bis ${german(to)}:`)).toBeVisible();
  const people = new Set(entries.flatMap((slot) => (slot.userId ? [slot.userId] : [])));
  await expect(dialog.getByRole('row')).toHaveCount(people.size + 1);
  await expectFits(page);
  await screenshot(page, 'publish-notice-dialog');
  await dialog.getByRole('button', { name: `Bis ${german(to)} veröffentlichen` }).click();
  await expect(page.getByText(`Der Plan ist bis ${german(to)} veröffentlicht.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => marked.count()).toBeLessThan(markedBefore);
});
