/**
 * The planner's desk (issue 28), in headless Chromium at 1440 x 900 against a started demo (start.ts):
 * - `planner.actionsForWeek`: the browser actions the demo planner needs to plan 24 shifts for 8 people of one
 *   unit in an empty week (target ≤ 30). The planner's units are as they left them (the unit shown: set before
 *   counting, as every planner has their own); counted from the signed-in home page: "Kalender" in the menu, the
 *   week typed into "Gehe zu Datum" (one action, as a typed date counts once), the template chosen for paint mode,
 *   then one click per cell, and every answer to a rule's question on the way.
 * - `calendar.monthSwitchMs`: from a click on the month view's "next" arrow until the next month's grid is drawn
 *   with its data (the median of three switches).
 */
import type { Page } from 'playwright-core';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';
import { addDays, isoWeekdayOf, plainDateOf } from '@app/shared/time/tenant-time';
import { inDemoPage, signInToDemo } from './demo-browser';

export interface PlannerDeskFigures {
  actionsForWeek: number;
  monthSwitchMs: number;
}

const peoplePlanned = 8;
const daysPlanned = 3;

async function signInAsPlanner(page: Page, baseUrl: string): Promise<void> {
  await signInToDemo(page, baseUrl, 'planner');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
}

/** Calls the API with the signed-in planner's token, as the web app does (set-up that is not counted). */
function callAsPlanner(page: Page, method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const storage = (
        globalThis as unknown as {
          localStorage: { getItem: (key: string) => string | null } & Record<string, unknown>;
        }
      ).localStorage;
      const key = Object.keys(storage).find((name) => name.endsWith('.idToken'));
      const answer = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${key ? (storage.getItem(key) ?? '') : ''}`,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answered: unknown = await answer.json();
      return answered;
    },
    { method, path, body },
  );
}

/**
 * A unit of the demo with at least eight people of its own and a template it offers, and a week from 26 weeks
 * ahead on that it has not planned yet (a second run of the bench on the same data takes the week after).
 */
async function unitToPlan(page: Page, firstMonday: string) {
  const selection = (await callAsPlanner(page, 'GET', '/api/unit-responsibility/CALENDAR/selection')) as {
    unitIds: string[];
  };
  for (let week = 0; week < 20; week += 1) {
    const monday = addDays(firstMonday, 7 * week);
    const data = (await callAsPlanner(page, 'POST', '/api/calendar/data', {
      from: monday,
      to: addDays(monday, 6),
      unitIds: selection.unitIds,
      userIds: [],
      showDisabled: false,
    })) as TCalendarData;
    for (const group of data.rows) {
      if (group.kind !== 'G') continue;
      const people = data.rows.filter(
        (row) => row.kind === 'U' && row.primary && row.unitId === group.unitId,
      );
      const ghost = data.slots.find(
        (slot) =>
          slot.unitId === group.unitId && slot.id === null && slot.templateId && slot.clickType === 'SH',
      );
      const planned = data.slots.some(
        (slot) => slot.unitId === group.unitId && slot.clickType === 'SH' && slot.id !== null,
      );
      if (people.length >= peoplePlanned && ghost?.templateId && !planned)
        return {
          monday,
          unitId: group.unitId,
          people: people.slice(0, peoplePlanned),
          templateId: ghost.templateId,
        };
    }
  }
  throw new Error(`No unit with ${peoplePlanned} people and an empty week from ${firstMonday} on`);
}

async function actionsForWeek(page: Page, baseUrl: string): Promise<number> {
  const today = plainDateOf(new Date(), 'Europe/Berlin');
  await signInAsPlanner(page, baseUrl);
  // A week far enough ahead that the demo has not planned it.
  const { monday, unitId, people, templateId } = await unitToPlan(
    page,
    addDays(today, 7 * 26 + 1 - isoWeekdayOf(today)),
  );
  await callAsPlanner(page, 'PUT', '/api/unit-responsibility/CALENDAR/checked-view', {
    unitIds: [unitId],
    resourceIds: [],
  });
  await page.goto(baseUrl);
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();

  let actions = 0;
  actions += 1;
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Kalender' })
    .click();
  const personView = page.getByRole('button', { name: 'Personen', exact: true });
  if ((await personView.getAttribute('aria-pressed')) !== 'true') {
    actions += 1;
    await personView.click();
  }
  actions += 1;
  const [year, month, day] = monday.split('-');
  await page
    .getByRole('group', { name: 'Gehe zu Datum', exact: true })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(`${day}${month}${year}`);
  await page.keyboard.press('Enter');
  actions += 1;
  await page.getByRole('combobox', { name: 'Malen mit' }).selectOption(templateId);

  for (const person of people) {
    if (person.kind !== 'U') continue;
    for (let offset = 0; offset < daysPlanned; offset += 1) {
      const date = addDays(monday, offset);
      const cell = page.locator(`[role="gridcell"][data-date="${date}"][data-user="${person.userId}"]`);
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes('/api/calendar/entries') && response.request().method() === 'POST',
      );
      actions += 1;
      await cell.click({ position: { x: 20, y: 30 } });
      const answer = (await (await saved).json()) as { success?: boolean };
      if (!answer.success) {
        // A rule's question, answered as a planner would: counted.
        actions += 1;
        await page.getByRole('alertdialog').getByRole('button', { name: 'Trotzdem speichern' }).click();
      }
      await cell.locator('[data-slot-key]').first().waitFor();
    }
  }
  return actions;
}

async function monthSwitchMs(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/calendar?view=MONTH`);
  const period = page.getByRole('button', { name: /^Monat wählen: / });
  await period.waitFor();
  const next = page.getByRole('button', { name: 'Nächster Monat' });
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const before = (await period.textContent()) ?? '';
    const started = performance.now();
    await next.click();
    // The next month's heading over its grid: the spinner of a range still loading replaces the grid.
    await page.waitForFunction(
      (shown: string) => {
        const { document } = globalThis as unknown as {
          document: { querySelector: (selector: string) => { textContent: string | null } | null };
        };
        const label = document.querySelector('[aria-label^="Monat wählen: "]')?.textContent ?? '';
        return label !== shown && document.querySelector('table, [role="grid"]') !== null;
      },
      before,
      { polling: 'raf' },
    );
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[1] ?? Number.NaN;
}

/** Both figures, in one browser against the demo at `baseUrl`. */
export function plannerDeskFigures(baseUrl: string): Promise<PlannerDeskFigures> {
  return inDemoPage({ width: 1440, height: 900 }, async (page) => ({
    actionsForWeek: await actionsForWeek(page, baseUrl),
    monthSwitchMs: await monthSwitchMs(page, baseUrl),
  }));
}
