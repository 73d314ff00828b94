import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { TCalendarData } from '@app/shared/calendar/calendar-view';

const screensDir = resolve(import.meta.dirname, '../../test-results/e2e/screens');

/** Saves a screenshot under test-results/e2e/screens (to look at the UI; not compared). */
export async function screenshot(page: Page, name: string): Promise<void> {
  // From the top: a full-page capture of a scrolled page draws the sticky top bar in the middle.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(screensDir, `${name}.png`), fullPage: true });
}

/** Runs `steps` at a phone's width (390 px), then returns to the configured viewport. */
export async function onPhone(page: Page, steps: () => Promise<void>): Promise<void> {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await steps();
  } finally {
    if (desktop) await page.setViewportSize(desktop);
  }
}

/** Closes the toasts of earlier steps, which would cover the next screenshot. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Hinweis schließen' });
  // A toast may close by itself while another is clicked away: ask again each time, and give up on one that has
  // gone meanwhile instead of waiting for it until the test's time is up. The last first: the others stay put.
  for (let round = 0; round < 10 && (await close.count()) > 0; round += 1) {
    await close
      .last()
      .click({ timeout: 2_000 })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
      });
  }
}

/** Checks that the page is no wider than the window (tables become cards on phones). */
export async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The narrowest phone the product supports (issue 27), and a desktop. */
export const phone = { width: 360, height: 780 };
export const desktop = { width: 1440, height: 900 };

/** Every page and sheet a person sees: nothing wider than the window, no serious axe finding. */
export async function expectFits(page: Page): Promise<void> {
  await expectNoSidewaysScrolling(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/**
 * The serious and critical findings of axe-core's WCAG 2.1 AA rules in the part of the page `selector` names (its
 * source evaluated in the page: the app's CSP refuses inline scripts). Use it as
 * `expect(await seriousAxeViolations(page)).toEqual([])`: the findings name the rule and the elements.
 */
export async function seriousAxeViolations(page: Page, selector = 'body'): Promise<AxeViolation[]> {
  const violations = await page.evaluate(
    async ({ source, selector }) => {
      (0, eval)(source);
      const axe = (globalThis as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
      const result = (await axe.run(selector, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      })) as { violations: AxeViolation[] };
      return result.violations;
    },
    { source: axeSource, selector },
  );
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** The demo tenant the local runner seeds on first start. */
export const demo = { customerNo: '10001', username: 'admin', password: 'Demo-Shift-2026' } as const;

/**
 * Signs in on the login page in the two steps of the spec: customer number, then username and password.
 * `customerNo` null: the number is already filled in (from `?customerId=` or remembered).
 */
export async function signIn(
  page: Page,
  customerNo: string | null,
  username: string,
  password: string,
): Promise<void> {
  await dismissWelcomeNotice(page);
  const customerField = page.getByLabel('Kundennummer');
  await expect(customerField).toBeVisible();
  if (customerNo !== null) await customerField.fill(customerNo);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

const welcomeHandled = new WeakSet<Page>();

/**
 * The welcome notice greets a person after their first sign-in; whenever it covers the page, a test closes it
 * the way the person would, and goes on.
 */
export async function dismissWelcomeNotice(page: Page): Promise<void> {
  if (welcomeHandled.has(page)) return;
  welcomeHandled.add(page);
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: /^(Willkommen|Welcome)$/ }),
    async (dialog) => {
      await dialog.getByRole('button', { name: 'OK' }).click();
    },
  );
}

/** Signs out through the user menu (in either language). */
export async function signOut(page: Page): Promise<void> {
  // The welcome dialog may open after the menu did; closing it closes the menu too, so the menu is opened again.
  const menu = page.getByRole('button', { name: /Benutzermenü von|User menu of/ });
  const signOutButton = page.getByRole('button', { name: /^(Abmelden|Sign out)$/ });
  await expect(async () => {
    if (!(await signOutButton.isVisible())) await menu.click();
    await signOutButton.click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * From the employee's home to "My absences" through the card's link, as on a phone. The card's figures load after
 * the card and push the link down: on a busy machine the press can land on the link and the release beside it, and
 * the browser then sends no click (the likely way a CI run lost one). So the figures are awaited first, and a lost
 * tap is tapped again, as a person would.
 */
export async function openMyAbsencesFromHome(page: Page): Promise<void> {
  const card = page.getByRole('region', { name: 'Ihre Abwesenheiten' });
  await expect(card.getByText(/^Resturlaub \d{4}$/)).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: 'Meine Abwesenheiten' });
  await expect(async () => {
    if (!(await heading.isVisible()))
      await card.getByRole('link', { name: 'Meine Abwesenheiten' }).click({ timeout: 3_000 });
    await expect(heading).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** What the page's local storage offers here (the tests compile without the DOM's types). */
interface PageStorage {
  localStorage: { getItem(key: string): string | null };
}

/**
 * Calls the API in the page with the signed-in person's id token, as the web app does: for set-up that another
 * test covers through its screens.
 */
export function callAsSignedIn(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { localStorage } = globalThis as unknown as PageStorage;
      const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
      const token = key ? localStorage.getItem(key) : null;
      const answer = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json: unknown = method === 'DELETE' ? null : await answer.json();
      return { status: answer.status, body: json };
    },
    { method, path, body },
  );
}

/**
 * The calendar data the page loads while `open` runs (a navigation or a click), or the first load after it that
 * `where` accepts. The body is read as the answer arrives: once the page navigates on or loads again, the browser
 * may have dropped it ("No data found for resource").
 */
export async function calendarData(
  page: Page,
  open: () => Promise<unknown>,
  options: { where?: (data: TCalendarData) => boolean; timeout?: number } = {},
): Promise<TCalendarData> {
  let data: TCalendarData | undefined;
  await Promise.all([
    page.waitForResponse(
      async (candidate) => {
        if (!candidate.url().endsWith('/api/calendar/data') || !candidate.ok()) return false;
        const body = (await candidate.json().catch(() => undefined)) as TCalendarData | undefined;
        if (body === undefined || !(options.where?.(body) ?? true)) return false;
        data = body;
        return true;
      },
      { timeout: options.timeout ?? 60_000 },
    ),
    open(),
  ]);
  if (data === undefined) throw new Error('No calendar data arrived');
  return data;
}

/** Drags with the mouse as a person would: press, pass the 10 px threshold, move over, let go. */
export async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('Drag source or target is not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 20, start.y + start.height / 2, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
  // The target under the pointer is marked (the cell, or the slot in it). On a busy machine the drag may start
  // only after the moves above were handled: a person's hand keeps moving a little, and so does this one.
  let nudge = 0;
  await expect(async () => {
    nudge = (nudge + 1) % 3;
    await page.mouse.move(end.x + end.width / 2 + nudge, end.y + end.height / 2);
    await expect(page.locator('[class*="dropOver"]')).toHaveCount(1, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.mouse.up();
}

/** The German date of the web's fields and lists (dd.mm.yyyy). */
export function germanDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day ?? ''}.${month ?? ''}.${year ?? ''}`;
}

/** Types a day into a date field (react-aria segments: day, month, year), within `scope` (a dialog) if given. */
export async function typeDate(
  page: Page,
  label: string,
  date: string,
  scope: Page | Locator = page,
): Promise<void> {
  const [year, month, day] = date.split('-');
  const group = scope.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day ?? ''}${month ?? ''}${year ?? ''}`);
  await expect(group).toHaveText(germanDate(date));
}

/**
 * Clicks one of the calendar's tools that wait behind "Weitere Werkzeuge" (range actions, week templates, rule
 * check, automatic planning, print, ...), opening the panel first when it is closed.
 */
export async function calendarTool(page: Page, name: string): Promise<void> {
  const tool = page.getByRole('button', { name, exact: true });
  const more = page.getByRole('button', { name: 'Weitere Werkzeuge' });
  // The toolbar comes with the calendar's settings: wait for it before deciding whether the panel is closed.
  await expect(tool.or(more).first()).toBeVisible();
  if (await more.isVisible()) await more.click();
  await tool.click();
}

/** Signs a demo person in on a desktop-sized window and waits for the signed-in frame's navigation. */
export async function signInOnDesktop(page: Page, username: string): Promise<void> {
  await page.setViewportSize(desktop);
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, username, demo.password);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
}

/** The local SES of the runner under test (its endpoints are in the data directory's runner.json). */
function sesUrl(): string {
  const runner = JSON.parse(readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'runner.json'), 'utf8')) as {
    endpoints: { ses: string };
  };
  return runner.endpoints.ses;
}

export interface SentMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

/** The last mail the product sent to `address` (waiting up to ten seconds for it). */
export async function lastMailTo(address: string): Promise<SentMail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const store = (await (await fetch(`${sesUrl()}/store`)).json()) as { emails: SentMail[] };
    const mail = store.emails.filter((candidate) => candidate.destination.to.includes(address)).at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address}`);
}
