/**
 * The demo tenant (customer number 10001), created on first start through the same sign-up code as every
 * real tenant, then filled with what exists of the product so that a newcomer sees a living product. What the
 * demo planner's calendar shows first is seeded first; the rest follows while the product already answers
 * (docs/decisions.md, "Start-up").
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Caller } from '@app/functions/security/caller';

export const demoCustomerNo = '10001';
export const demoPassword = 'Demo-Shift-2026';

export interface DemoTenant {
  customerNo: string;
  usernames: string[];
  password: string;
}

export interface DemoSeedOptions {
  /**
   * The runner's data directory: a marker there tells a seed that was stopped halfway from a finished one.
   * Without one (benches on throwaway emulators) there is no marker.
   */
  dataDir?: string;
  log: (line: string) => void;
  /** Called once the demo planner's calendar has this month's plan, while the rest is still to come. */
  onFirstScreens?: () => void;
}

/** The seed's parts one after the other, each timed for the closing log line. */
class SeedSteps {
  private readonly durations: [string, number][] = [];
  private readonly began = performance.now();

  async run(name: string, step: () => Promise<unknown>): Promise<void> {
    const began = performance.now();
    await step();
    this.durations.push([name, (performance.now() - began) / 1000]);
  }

  /** `12.3 s (people 3.1 s, calendar 2.0 s, ...)`: the total and the slowest parts. */
  summary(): string {
    const slowest = [...this.durations]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`);
    return `${((performance.now() - this.began) / 1000).toFixed(1)} s (slowest: ${slowest.join(', ')})`;
  }
}

/**
 * The demo's administrator counts as confirmed (the address does not exist, nobody could follow the link), so
 * that the demo company may mail its people (functions/src/account/mail.ts).
 */
async function confirmDemoAdministrator(): Promise<void> {
  const { UserRepository } = await import('@app/functions/directory/user.repository');
  const { recordConfirmedAddress } = await import('@app/functions/account/email-confirmation.service');
  const tenant = { customerNo: demoCustomerNo, userSub: 'demo-seed', username: 'admin' };
  const admin = await new UserRepository(tenant).findByUsername('admin');
  if (!admin) throw new Error('The demo tenant lacks its administrator');
  await recordConfirmedAddress(tenant, { userId: admin.id, username: admin.username, email: admin.email });
}

export async function seedDemoTenant(options: DemoSeedOptions): Promise<DemoTenant> {
  const { findDirectoryEntry } = await import('@app/functions/platform/platform.repository');
  const demo = {
    customerNo: demoCustomerNo,
    usernames: ['admin', 'planner', 'employee'],
    password: demoPassword,
  };
  const unfinished = options.dataDir && join(options.dataDir, 'demo-seed-unfinished');
  if (await findDirectoryEntry(demoCustomerNo)) {
    if (unfinished && existsSync(unfinished)) {
      // The parts are not idempotent (they create, they do not look first): no resuming halfway.
      options.log(
        'The demo tenant was not seeded completely: a start was stopped while seeding it. ' +
          '`npm run reset` starts over with a whole demo.',
      );
    }
    // Also for a demo seeded before confirmed addresses were recorded.
    await confirmDemoAdministrator();
    return demo;
  }
  if (unfinished) await writeFile(unfinished, `${new Date().toISOString()}\n`);
  const steps = new SeedSteps();
  const admin = await seedDemoSignUp(steps);
  // What the planner's calendar shows: the organisation, shift templates, holidays, the teams, the units'
  // calendar settings and this month's plan.
  await steps.run('units', () => seedDemoUnits(admin));
  await steps.run('catalogue', async () => (await import('./demo/catalogue')).seedDemoCatalogue(admin));
  await steps.run('resources and shifts', async () =>
    (await import('./demo/resources-and-shifts')).seedDemoResourcesAndShifts(admin),
  );
  await steps.run('holidays', async () => (await import('./demo/holidays')).seedDemoHolidays(admin));
  await steps.run('teams', async () => (await import('./demo/people')).seedDemoTeams(admin, demoPassword));
  await steps.run('unit data', async () => (await import('./demo/units')).seedDemoUnitData(admin));
  await steps.run("this month's plan", async () =>
    (await import('./demo/calendar')).seedDemoCalendar(admin, 'firstScreens'),
  );
  options.onFirstScreens?.();

  // The rest, in the order the parts build on each other.
  await steps.run('objects', async () => (await import('./demo/objects')).seedDemoObjects(admin));
  await steps.run('people', async () => (await import('./demo/people')).seedDemoPeopleDetails(admin));
  await steps.run('plan', async () => (await import('./demo/calendar')).seedDemoCalendar(admin, 'rest'));
  await steps.run('rules', async () => (await import('./demo/rules')).seedDemoRules(admin));
  await steps.run('setup guide', async () => (await import('./demo/setup-guide')).seedDemoSetupGuide(admin));
  // After the plan (her joining leaves the demo plan's groups as they are), before her school days.
  await steps.run('apprentice', async () =>
    (await import('./demo/people')).seedDemoApprentice(admin, demoPassword),
  );
  await steps.run('absences', async () => (await import('./demo/absences')).seedDemoAbsences(admin));
  await steps.run('leave barrier', async () => (await import('./demo/rules')).seedDemoLeaveBarrier(admin));
  await steps.run('appointments', async () =>
    (await import('./demo/appointments')).seedDemoAppointments(admin),
  );
  await steps.run('shift requests', async () =>
    (await import('./demo/shift-requests')).seedDemoShiftRequests(admin),
  );
  await steps.run('notifications', async () =>
    (await import('./demo/notifications')).seedDemoNotifications(admin),
  );
  await steps.run('week templates', async () =>
    (await import('./demo/week-templates')).seedDemoWeekTemplates(admin),
  );
  await steps.run('fixed bars', async () => (await import('./demo/fixed-bars')).seedDemoFixedBars(admin));
  await steps.run('time', async () => (await import('./demo/time')).seedDemoTime(admin));
  await steps.run('terminals', async () => (await import('./demo/terminals')).seedDemoTerminals(admin));
  await steps.run('calendar feeds', async () =>
    (await import('./demo/calendar-feeds')).seedDemoCalendarFeeds(admin),
  );
  await steps.run('microsoft sign-in', async () => (await import('./demo/sso')).seedDemoSso(admin));
  await steps.run('year tables', async () => (await import('./demo/year-tables')).seedDemoYearTables(admin));
  // Before payroll: the floaters it adds get their personnel numbers there.
  await steps.run('automatic planning', async () =>
    (await import('./demo/auto-planning')).seedDemoAutoPlanning(admin, demoPassword),
  );
  await steps.run('payroll', async () => (await import('./demo/payroll')).seedDemoPayroll(admin));
  if (unfinished) await rm(unfinished, { force: true });
  options.log(`Demo tenant seeded in ${steps.summary()}.`);
  return demo;
}

/**
 * The tenant through the sign-up, then the three sign-ins printed on the console and colleagues so that lists
 * look like a real care home's; answers the administrator as a caller.
 */
async function seedDemoSignUp(steps: SeedSteps): Promise<Caller> {
  const { signUp } = await import('@app/functions/tenants/signup.service');
  const { resolveCaller } = await import('@app/functions/security/caller');
  const { RoleRepository } = await import('@app/functions/directory/role.repository');
  const { createUser, setUserActive } = await import('@app/functions/users/user.service');

  let customerNo = '';
  await steps.run('sign-up', async () => {
    const result = await signUp(
      {
        idempotencyKey: randomUUID(),
        companyName: 'Sonnenhof Pflege GmbH',
        country: 'DE',
        region: 'NW',
        timeZone: 'Europe/Berlin',
        language: 'de',
        adminName: 'Anna Admin',
        email: 'admin@sonnenhof.example',
        acceptTerms: true,
        username: 'admin',
        password: demoPassword,
      },
      'demo-seed',
      // New numbers are random; the demo tenant keeps the number of the first scheme that everyone knows.
      { customerNo: demoCustomerNo },
    );
    customerNo = result.customerNo;
  });
  if (customerNo !== demoCustomerNo) {
    throw new Error(`The demo tenant got customer number ${customerNo}; the data in .data/ predates it`);
  }
  const { UserRepository } = await import('@app/functions/directory/user.repository');
  const { setPermanentPassword } = await import('@app/functions/directory/identity');
  // The caller must carry the administrator's identity (`sub`), as a token of theirs would.
  const adminIdentity = await new UserRepository({
    customerNo,
    userSub: 'demo-seed',
    username: 'admin',
  }).identityOf('admin');
  const admin = await resolveCaller({
    customerNo,
    userSub: adminIdentity?.sub ?? 'demo-seed',
    username: 'admin',
  });
  await confirmDemoAdministrator();
  const roles = await new RoleRepository(admin.tenant).list();
  const roleId = (key: string) => {
    const role = roles.find((candidate) => candidate.key === key);
    if (!role) throw new Error(`The demo tenant lacks the built-in role ${key}`);
    return role.id;
  };
  const people: { username: string; displayName: string; role: string; active?: boolean }[] = [
    { username: 'planner', displayName: 'Paul Planer', role: 'planner' },
    { username: 'employee', displayName: 'Emma Mitarbeiterin', role: 'employee' },
    { username: 'lena.schmidt', displayName: 'Lena Schmidt', role: 'employee' },
    { username: 'jonas.weber', displayName: 'Jonas Weber', role: 'employee' },
    { username: 'mehmet.yilmaz', displayName: 'Mehmet Yilmaz', role: 'employee' },
    { username: 'sophie.becker', displayName: 'Sophie Becker', role: 'planner' },
    { username: 'karl.huber', displayName: 'Karl Huber', role: 'employee', active: false },
  ];
  await steps.run('sign-ins', async () => {
    for (const person of people) {
      const user = await createUser(admin, {
        username: person.username,
        displayName: person.displayName,
        email: `${person.username}@sonnenhof.example`,
        password: demoPassword,
        roleIds: [roleId(person.role)],
        language: 'de',
      });
      // The printed password signs every demo person in, without the new-password step of real users.
      await setPermanentPassword(customerNo, person.username, demoPassword);
      if (person.active === false) await setUserActive(admin, user.id, false);
    }
  });
  return admin;
}

/**
 * The care home's organisation, made through the units service like an administrator would: the company at
 * the top (turned from the sign-up's site into a folder), two houses (sites) and five teams, two of them with
 * manning levels.
 */
async function seedDemoUnits(admin: Caller): Promise<void> {
  const { listUnits, createUnit, updateUnit } = await import('@app/functions/units/unit.service');
  const { saveManning } = await import('@app/functions/units/unit-data.service');
  const [company] = await listUnits(admin);
  if (!company) throw new Error('The demo tenant has no root unit');
  await updateUnit(admin, company.id, {
    name: company.name,
    unitType: 2,
    parentId: null,
    enabled: true,
    holidayRegion: null,
    version: company.version,
  });
  const unit = (name: string, parentId: string, unitType: 0 | 1 = 0) =>
    createUnit(admin, { name, unitType, parentId, enabled: true, holidayRegion: null });
  const sonnenhang = await unit('Haus Sonnenhang', company.id, 1);
  const park = await unit('Haus am Park', company.id, 1);
  const wohnbereich1 = await unit('Wohnbereich 1', sonnenhang.id);
  await unit('Wohnbereich 2', sonnenhang.id);
  const nachtdienst = await unit('Nachtdienst', sonnenhang.id);
  await unit('Küche', park.id);
  await unit('Verwaltung', park.id);
  const allDay = { from: null, to: null, resourceId: null };
  const week = (weekday: number, minimum: number, target: number) => ({
    weekday,
    minimum,
    target,
    ...allDay,
  });
  await saveManning(admin, wohnbereich1.id, {
    levels: [1, 2, 3, 4, 5].map((day) => week(day, 3, 4)).concat([week(6, 2, 3), week(7, 2, 3)]),
    version: 0,
  });
  await saveManning(admin, nachtdienst.id, {
    levels: [1, 2, 3, 4, 5, 6, 7].map((day) => week(day, 1, 2)),
    version: 0,
  });
}
