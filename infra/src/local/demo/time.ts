/**
 * The care home's clock bookings (issue 14), made through the time services as people and their planner would:
 * the planned shifts of Emma, Lena, Jonas, Mehmet and Sophie since the plan begins (the beginning of last month at the latest) booked
 * by the planner (Ok), a correction Emma made herself (waits for approval), and Lena clocked in right now if her
 * shift of today has begun. Then target and actual (`seedDemoTracking`): Emma forgot to clock out one day last
 * week, Sophie came 25 minutes late, Jonas was sick one day, Mehmet stayed two hours longer (overtime above the
 * demo's OVERTIMEREQUEST rule waits for approval), and last month is confirmed (`confirm-last-month.ts`).
 */
import type { Caller } from '@app/functions/security/caller';
import { demoPlanStart } from './calendar';
import { confirmLastMonth } from './confirm-last-month';

export async function seedDemoTime(admin: Caller): Promise<void> {
  const { now } = await import('@app/functions/clock');
  const { addDays, isoWeekdayOf, localTimeOf, minutesOfDay, monthsOf, plainDateOf } =
    await import('@app/shared/time/tenant-time');
  const { UserRepository } = await import('@app/functions/directory/user.repository');
  const { RoleRepository } = await import('@app/functions/directory/role.repository');
  const { PlanRepository } = await import('@app/functions/calendar/plan.repository');
  const { listBookings, saveBooking } = await import('@app/functions/time/booking.service');
  const { clock, clockState } = await import('@app/functions/time/punch-clock.service');

  const [users, roles] = await Promise.all([
    new UserRepository(admin.tenant).list(),
    new RoleRepository(admin.tenant).list(),
  ]);
  const callerOf = (username: string): Caller | undefined => {
    const user = users.find((candidate) => candidate.username === username);
    if (!user) return undefined;
    const permissions = new Set(
      roles.filter((role) => user.roleIds.includes(role.id)).flatMap((role) => role.permissions),
    );
    return { ...admin, user, permissions };
  };
  const planner = callerOf('planner');
  const emma = callerOf('employee');
  const lena = callerOf('lena.schmidt');
  const jonas = callerOf('jonas.weber');
  const mehmet = callerOf('mehmet.yilmaz');
  const sophie = callerOf('sophie.becker');
  if (!planner || !emma || !lena || !jonas || !mehmet || !sophie) return;

  const zone = admin.tenantRecord.timeZone;
  const today = plainDateOf(now(), zone);
  const from = demoPlanStart(today).first;
  // Seeded once: a second run finds Emma's bookings and leaves everything as it is. Only the last 60 days are
  // asked: the plan may start more than the 62 days one booking list may span (on the 29th of November it does).
  const since = from > addDays(today, -60) ? from : addDays(today, -60);
  if ((await listBookings(emma, { userId: emma.user.id, from: since, to: today })).length > 0) return;

  const plans = new PlanRepository(admin.tenant);
  const shiftsOf = async (userId: string) => {
    const months = monthsOf(from, today);
    const items = await Promise.all(months.map((month) => plans.personMonth(userId, month)));
    return items
      .flatMap((item) => item.entries)
      .filter((entry) => entry.date >= from && entry.date <= today && entry.begin && entry.end)
      .sort((a, b) => a.date.localeCompare(b.date));
  };
  // A few minutes early or late, as people clock: the same each run of the demo.
  const shifted = (time: string, minutes: number) => {
    const total = (minutesOfDay(time) + minutes + 24 * 60) % (24 * 60);
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };

  const lastWeek = addDays(today, -7);
  const jonasSick = (await shiftsOf(jonas.user.id)).find(
    (entry) => entry.date >= lastWeek && entry.date < today,
  );
  const sophieLate = (await shiftsOf(sophie.user.id)).find(
    (entry) => entry.date >= lastWeek && entry.date < today,
  );
  const mehmetLong = (await shiftsOf(mehmet.user.id)).filter((entry) => entry.date < today).at(-1);
  // Emma's first shift of last week (Monday on): she clocked in and forgot to clock out.
  const mondayLastWeek = addDays(today, -7 - (isoWeekdayOf(today) - 1));
  const emmaForgot = (await shiftsOf(emma.user.id)).find(
    (entry) => entry.date >= mondayLastWeek && entry.date < addDays(mondayLastWeek, 5),
  );
  // The rest of the night team clocks too (people.ts gives them Clock): the planner booked their nights as well.
  const { UnitRepository } = await import('@app/functions/units/unit.repository');
  const nightUnit = (await new UnitRepository(admin.tenant).list()).find(
    (unit) => unit.name === 'Nachtdienst',
  );
  const named = new Set([emma, lena, jonas, mehmet, sophie].map((person) => person.user.id));
  const nightTeam = users.flatMap((user) => {
    const caller =
      user.active && user.unitId === nightUnit?.id && !named.has(user.id) && callerOf(user.username);
    return caller ? [caller] : [];
  });
  // Surcharges per person: the first of the night team has a contract that pays nights but has Sunday work in
  // its base wage, so only the night surcharge is hers (Soll/Ist and the payroll files show no Sunday minutes).
  const nightOnly = [...nightTeam].sort((a, b) => a.user.displayName.localeCompare(b.user.displayName))[0];
  const { listRates } = await import('@app/functions/payroll-data/rate.service');
  const nightRate = (await listRates(admin, 'true')).find((rate) => rate.caption === 'Nachtzuschlag');
  if (nightOnly && nightRate) {
    const { saveAssigned } = await import('@app/functions/users/user-rates.service');
    await saveAssigned(admin, 'rates', nightOnly.user.id, {
      ids: [nightRate.id],
      version: 0,
      companyDefault: false,
    });
  }
  // One person's bookings are independent of another's: the people side by side, each one's days in order.
  const clocking = [emma, lena, jonas, mehmet, sophie, ...nightTeam];
  await Promise.all(
    clocking.map(async (person, index) => {
      const shifts = (await shiftsOf(person.user.id)).filter((entry) => entry.date < today);
      for (const [day, shift] of shifts.entries()) {
        // The same plan entry (each read makes new objects): the person and the day.
        const is = (entry: typeof shift | undefined) => entry?.uuid === shift.uuid;
        if (!shift.begin || !shift.end || is(jonasSick) || is(emmaForgot)) continue;
        const late = is(sophieLate) ? 25 : 0;
        const longer = is(mehmetLong) ? 120 : 0;
        const pause = minutesOfDay(shift.end) - minutesOfDay(shift.begin) > 6 * 60;
        const middle = shifted(shift.begin, 4 * 60);
        await saveBooking(planner, {
          userId: person.user.id,
          day: shift.date,
          begin: shifted(shift.begin, late || -((day + index) % 4) * 3),
          end: shifted(shift.end, longer || ((day + index) % 3) * 4),
          pauses: pause ? [{ begin: middle, end: shifted(middle, 30) }] : [],
        });
      }
    }),
  );

  // Emma's own correction of her last shift (the handover took longer) waits for the planner.
  const emmasShift = (await shiftsOf(emma.user.id)).filter((entry) => entry.date < today).at(-1);
  if (emmasShift?.begin && emmasShift.end) {
    const [booked] = await listBookings(emma, {
      userId: emma.user.id,
      from: emmasShift.date,
      to: emmasShift.date,
    });
    await saveBooking(emma, {
      ...(booked ? { id: booked.id, version: booked.version } : {}),
      userId: emma.user.id,
      day: emmasShift.date,
      begin: emmasShift.begin,
      end: shifted(emmasShift.end, 45),
      pauses: [{ begin: shifted(emmasShift.begin, 4 * 60), end: shifted(emmasShift.begin, 4 * 60 + 30) }],
      note: 'Übergabe hat länger gedauert',
    });
  }

  // Lena is at work now when her shift of today has begun and not yet ended.
  const lenaToday = (await shiftsOf(lena.user.id)).find((entry) => entry.date === today);
  const nowTime = minutesOfDay(localTimeOf(now(), zone));
  if (
    lenaToday?.begin &&
    lenaToday.end &&
    minutesOfDay(lenaToday.begin) <= nowTime &&
    nowTime < minutesOfDay(lenaToday.end)
  ) {
    const state = await clockState(lena);
    if (state.state === 'out') await clock(lena, { action: 'in', version: state.version });
  }
  await seedDemoTracking(
    admin,
    { planner, emma, jonas, mehmet, sophie, people: [emma, lena, jonas, mehmet, sophie] },
    {
      from,
      jonasSick: jonasSick?.date,
      emmaForgot: emmaForgot?.begin
        ? { date: emmaForgot.date, begin: shifted(emmaForgot.begin, -4) }
        : undefined,
    },
  );
  // Mehmet's long day (once the models are in): the two extra hours went to the administration (a split).
  if (mehmetLong) {
    const { saveTrackingCostUnits, trackingRecord } =
      await import('@app/functions/time/tracking-record.service');
    const day = await trackingRecord(planner, {
      userId: mehmet.user.id,
      date: mehmetLong.date,
      details: false,
    });
    if (day.day.tracked && !day.day.confirmed && day.day.actual > 120)
      await saveTrackingCostUnits(planner, {
        userId: mehmet.user.id,
        date: mehmetLong.date,
        split: [
          { costUnitId: '1000', minutes: day.day.actual - 120 },
          { costUnitId: '9000', minutes: 120 },
        ],
        version: day.day.version,
      });
  }
}

/** Target and actual of the demo: the forgotten clock-out, the sick day, the overtime rule, last month confirmed. */
async function seedDemoTracking(
  admin: Caller,
  who: { planner: Caller; emma: Caller; jonas: Caller; mehmet: Caller; sophie: Caller; people: Caller[] },
  days: {
    from: string;
    jonasSick: string | undefined;
    emmaForgot: { date: string; begin: string } | undefined;
  },
): Promise<void> {
  const { randomUUID } = await import('node:crypto');
  const { now } = await import('@app/functions/clock');
  const { instantAt } = await import('@app/shared/time/tenant-time');
  const { ZRuleSave } = await import('@app/shared/rules/rule');
  const { saveRule } = await import('@app/functions/rules/rule.service');
  const { AbsenceTypeRepository } = await import('@app/functions/absence-types/absence-type.repository');
  const { createAbsence } = await import('@app/functions/absences/absence.service');
  const { BookingRepository } = await import('@app/functions/time/booking.repository');
  const { AuditRepository } = await import('@app/functions/audit/audit.repository');
  const { auditEntry } = await import('@app/functions/audit/audit.service');
  const { getWorkingTime, saveWorkingTime } = await import('@app/functions/users/user-planning.service');
  const zone = admin.tenantRecord.timeZone;

  // Who clocks from the first day the demo has bookings: Emma (on her phone), Mehmet and Sophie (night duty);
  // Jonas is tracked by the plan. Earlier periods stay (Emma was tracked from the plan before).
  for (const [person, trackingMode] of [
    [who.emma, 'Clock'],
    [who.jonas, 'Calendar'],
    [who.mehmet, 'Clock'],
    [who.sophie, 'Clock'],
  ] as const) {
    const model = await getWorkingTime(admin, person.user.id);
    const earlier = model.periods.filter((period) => period.validFrom < days.from);
    if (earlier.at(-1)?.trackingMode === trackingMode) continue;
    await saveWorkingTime(admin, person.user.id, {
      ...model,
      periods: [
        ...earlier,
        {
          validFrom: days.from,
          itemClass: 'Week',
          targetHours: 38.5,
          workingDays: 5,
          trackingMode,
          sickCalculation: 'PlannedHours',
        },
      ],
    });
  }

  // More than ten hours a day must be approved before they count.
  await saveRule(
    admin,
    ZRuleSave.parse({
      ruleType: 'OVERTIMEREQUEST',
      name: 'Überstunden ab 10 Stunden',
      notes: 'Mehr als zehn Stunden am Tag zählen erst nach Freigabe.',
      scope: { kind: 'company' },
      settings: { period: 'day', thresholdMinutes: 600 },
    }),
    'de',
  );

  const sick = (await new AbsenceTypeRepository(admin.tenant).list()).find((type) => type.itemClass === 2);
  if (sick && days.jonasSick)
    await createAbsence(who.planner, {
      userId: who.jonas.user.id,
      absenceTypeId: sick.id,
      begin: days.jonasSick,
      end: days.jonasSick,
      beginState: 'full',
      endState: 'full',
      beginTime: null,
      endTime: null,
      notes: '',
      substituteIds: [],
      state: 3,
    });

  // Emma clocked in for her first shift of last week and forgot to clock out (only the clock leaves a booking
  // open; her clock has moved on since, so the booking alone stays open).
  const forgot = days.emmaForgot;
  if (forgot) {
    const at = now().toISOString();
    const bookings = new BookingRepository(admin.tenant);
    const open = {
      id: randomUUID(),
      userId: who.emma.user.id,
      unitId: who.emma.user.unitId ?? null,
      day: forgot.date,
      clockIn: instantAt(forgot.date, forgot.begin, zone).toISOString(),
      clockOut: null,
      begin: forgot.begin,
      end: null,
      pauses: [],
      costUnit: null,
      note: null,
      state: 1 as const,
      source: 'web' as const,
      reasons: [],
      createdAt: at,
      updatedAt: at,
    };
    await new AuditRepository(admin.tenant).commit(
      auditEntry(
        'booking.clock',
        { id: who.emma.user.id, name: who.emma.user.username },
        { type: 'booking', id: open.id, name: `${who.emma.user.displayName} ${forgot.date}` },
        { after: open },
      ),
      [bookings.createWrite(open)],
    );
  }

  // Last month is confirmed (what the plan shows of it), last week only where nothing blocks a day.
  await confirmLastMonth(
    who.planner,
    who.people.map((person) => person.user.id),
    { from: days.from, peopleAtOnce: who.people.length },
  );
}
