import { expect, test, type Page } from '@playwright/test';
import type { TUser } from '@app/shared/users/user';
import type { TTargetActual } from '@app/shared/time-tracking/tracking';
import type { TVacationAccount } from '@app/shared/year-tables/year-table';
import type { TYearTableView } from '@app/shared/year-tables/year-tables.contracts';
import { plainDateOf } from '@app/shared/time/tenant-time';
import { callAsSignedIn, demo, onPhone, screenshot, signIn, signOut } from './support';

/** One person's balances as each place reads them. */
interface Read {
  name: string;
  account: TVacationAccount;
  table: TYearTableView['table'];
  month: TTargetActual['totals'] | null;
}

async function get<T>(page: Page, path: string): Promise<T> {
  const answer = await callAsSignedIn(page, 'GET', path);
  expect(answer.status, path).toBe(200);
  return answer.body as T;
}

async function readAll(page: Page): Promise<Read[]> {
  const people = (await get<TUser[]>(page, '/api/users')).filter((person) => person.active);
  const reads: Read[] = [];
  // Four at a time: each valuation reads the person's months.
  for (let index = 0; index < people.length; index += 4) {
    reads.push(
      ...(await Promise.all(
        people.slice(index, index + 4).map(async (person) => {
          const account = await get<TVacationAccount>(page, `/api/year-tables/vacation-account/${person.id}`);
          const month = plainDateOf(new Date(), 'Europe/Berlin').slice(0, 7);
          const [view, valued] = await Promise.all([
            get<TYearTableView>(page, `/api/year-tables?userId=${person.id}&year=${String(account.year)}`),
            account.timeAccountMinutes === null
              ? Promise.resolve(null)
              : get<TTargetActual>(page, `/api/time/target-actual?userId=${person.id}&month=${month}`),
          ]);
          return { name: person.displayName, account, table: view.table, month: valued?.totals ?? null };
        }),
      )),
    );
  }
  return reads;
}

test('every demo person has one balance: the year account, Soll/Ist, the absences page and the home page agree', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/account/login');
  await signIn(page, demo.customerNo, 'admin', demo.password);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  // The runner seeds the demo after it answers (year tables and payroll last): compare once it has settled.
  await expect(async () => {
    const reads = await readAll(page);
    expect(reads.length).toBeGreaterThan(10);
    for (const read of reads) {
      const { account, table, month } = read;
      if (table) expect(account.remainingDays, read.name).toBe(table.leave.remainingDays);
      if (account.timeAccountMinutes === null) continue;
      if (table) expect(account.timeAccountMinutes, read.name).toBe(table.timeAccount.closingMinutes);
      expect(month?.closing, read.name).toBe(account.timeAccountMinutes);
    }
    // The demo has people with a time account and people with remaining leave: the comparison compared.
    expect(reads.filter((read) => read.account.timeAccountMinutes !== null).length).toBeGreaterThan(3);
  }).toPass({ timeout: 200_000, intervals: [5_000] });
  await signOut(page);

  // Emma reads the same two figures on her home page, her absences page, Soll/Ist and her year account.
  await signIn(page, null, 'employee', demo.password);
  // Signed in once the home page greets her: only then does the page hold her token.
  await expect(page.getByRole('heading', { name: 'Willkommen, Emma Mitarbeiterin' })).toBeVisible();
  const { currentUserId } = await get<{ currentUserId: string }>(page, '/api/session');
  const account = await get<TVacationAccount>(page, `/api/year-tables/vacation-account/${currentUserId}`);
  const days = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(account.remainingDays);
  const minutes = account.timeAccountMinutes ?? 0;
  const whole = Math.abs(minutes);
  const hours = `${minutes < 0 ? '−' : ''}${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`;
  const home = page.getByRole('region', { name: 'Ihre Abwesenheiten' });
  await expect(home.getByText(`Resturlaub ${String(account.year)}`).locator('+ dd')).toHaveText(
    new RegExp(`^${days} Tage?$`),
  );
  await expect(home.getByText('Zeitkonto').locator('+ dd')).toHaveText(hours);
  await onPhone(page, () => screenshot(page, 'one-balance-home-phone'));
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  // From the time account on her home page to how it adds up.
  await home.getByRole('link', { name: 'Wie sich Ihr Zeitkonto zusammensetzt (Soll/Ist)' }).click();
  await expect(page.getByText('Saldo Monatsende (Zeitkonto)').locator('+ dd')).toContainText(
    hours.replace('−', ''),
  );
  await expect(page.getByText(/ergeben den Saldo am Monatsende/)).toContainText(hours.replace('−', ''));
  await nav.getByRole('link', { name: 'Meine Abwesenheiten' }).click();
  await expect(page.getByText('Resturlaub', { exact: true }).locator('+ dd')).toHaveText(
    new RegExp(`^${days} Tage?$`),
  );
});
