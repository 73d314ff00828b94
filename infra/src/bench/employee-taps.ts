/**
 * The employee's taps (issue 27): how many taps the demo employee needs on a phone (390 px) from the home page
 * until a swap is offered (`employee.tapsToSwap`, target 3) and until a leave request is sent
 * (`employee.tapsToLeave`, target 4). A tap is a click on a control; a date typed into a field counts as the one
 * tap that focuses it. Signing in is not counted. Runs in headless Chromium against a started demo (start.ts).
 */
import type { Locator, Page } from 'playwright-core';
import { addDays, isoWeekdayOf, plainDateOf } from '@app/shared/time/tenant-time';
import { inDemoPage, signInToDemo } from './demo-browser';

export interface EmployeeTaps {
  tapsToSwap: number;
  tapsToLeave: number;
}

/** Counts the taps of one task. */
class Taps {
  count = 0;

  async tap(target: Locator): Promise<void> {
    this.count += 1;
    await target.click();
  }

  /** A date field of the app (day, month, year segments): one tap to focus it, then typed. */
  async typeDate(page: Page, label: string, date: string): Promise<void> {
    const [year, month, day] = date.split('-');
    this.count += 1;
    await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first().click();
    await page.keyboard.type(`${day}${month}${year}`);
  }
}

/** The Monday on or after `days` days from the demo's today. */
function nextMonday(days: number): string {
  const day = addDays(plainDateOf(new Date(), 'Europe/Berlin'), days);
  return addDays(day, (8 - isoWeekdayOf(day)) % 7);
}

async function signInAsEmployee(page: Page, baseUrl: string): Promise<void> {
  await signInToDemo(page, baseUrl, 'employee');
  await page.getByRole('region', { name: 'Meine nächsten Dienste' }).waitFor();
}

async function tapsToSwap(page: Page): Promise<number> {
  const taps = new Taps();
  const shifts = page.getByRole('region', { name: 'Meine nächsten Dienste' });
  await taps.tap(shifts.getByRole('button', { name: 'Tauschen' }).first());
  const sheet = page.getByRole('dialog', { name: 'Tausch anbieten' });
  await taps.tap(sheet.getByRole('list').getByRole('button').first());
  await taps.tap(sheet.getByRole('button', { name: 'Tausch anbieten' }));
  await page
    .getByRole('region', { name: /^Meine offenen Anfragen/ })
    .getByText(/Tausch Ihres Dienstes/)
    .first()
    .waitFor();
  return taps.count;
}

async function tapsToLeave(page: Page, baseUrl: string): Promise<number> {
  await page.goto(baseUrl);
  const taps = new Taps();
  await taps.tap(page.getByRole('button', { name: 'Urlaub beantragen' }).first());
  const form = page.getByRole('dialog', { name: 'Neue Abwesenheit' });
  // A week of leave six weeks ahead, Monday to Friday (clear of the demo's barriers around the holidays).
  const begin = nextMonday(42);
  await taps.typeDate(page, 'Erster Tag', begin);
  await taps.typeDate(page, 'Letzter Tag', addDays(begin, 4));
  await form.getByRole('region', { name: 'Ihr Urlaub' }).waitFor();
  await taps.tap(form.getByRole('button', { name: 'Beantragen' }));
  // Saved: the dialog closes, or first shows the answer's warnings (staffing, shifts in the period) once.
  const warnings = page.getByRole('dialog', { name: 'Gespeichert: bitte beachten' });
  await Promise.race([form.waitFor({ state: 'detached' }), warnings.waitFor()]).catch(
    async (error: unknown) => {
      throw new Error(`The leave request was not saved: ${await form.innerText().catch(() => '')}`, {
        cause: error,
      });
    },
  );
  return taps.count;
}

/** Both figures, in one browser against the demo at `baseUrl`. */
export function employeeTapFigures(baseUrl: string): Promise<EmployeeTaps> {
  return inDemoPage({ width: 390, height: 844 }, async (page) => {
    await signInAsEmployee(page, baseUrl);
    return { tapsToSwap: await tapsToSwap(page), tapsToLeave: await tapsToLeave(page, baseUrl) };
  });
}
