/**
 * Absences in the care home, made through the absences service as the people would, so that notifications,
 * substitutes and fragments are what the product writes. The rules demo (demo/rules.ts, seeded before this one)
 * routes special and parental leave in Wohnbereich 1 through two stages (the planner, then the administrator as
 * the home's management: an APPROVE rule) and warns when more than 2 people are absent on a day (MAXABS). A
 * request that a rule refuses (the Christmas barrier, when today's offsets fall into it) is left out. The demo shows every state: approved (Lena; Lukas, whom Felix agreed to stand in for),
 * requested and waiting for the planner (Emma, with Lena asked to stand in; Hannah, which makes 3 absent on one
 * day), a draft (Felix), denied with a reason (Laura), withdrawn (Elias), parental leave waiting for its second
 * stage (Marie), and a sickness the planner entered (Jonas). Everything lies after the published week but Jonas's sickness, so that the swap
 * browser test finds shifts of Emma and Lena to swap (test/e2e/colleague-swap.spec.ts). Jana, the apprentice,
 * has a series: the vocational school every Tuesday of the school year, approved as a whole.
 */
import type { Caller } from '@app/functions/security/caller';
import type { TAbsenceCreate } from '@app/shared/absences/absence';
import { demoApprentice } from './people';

export async function seedDemoAbsences(admin: Caller): Promise<void> {
  const { now } = await import('@app/functions/clock');
  const { plainDateOf, addDays, isoWeekdayOf } = await import('@app/shared/time/tenant-time');
  const { UserRepository } = await import('@app/functions/directory/user.repository');
  const { RoleRepository } = await import('@app/functions/directory/role.repository');
  const { AbsenceTypeRepository } = await import('@app/functions/absence-types/absence-type.repository');
  const { AppError } = await import('@app/shared/api/errors');
  const absences = await import('@app/functions/absences/absence.service');
  const { absencesOfPerson } = absences;
  const { changeAbsenceState } = await import('@app/functions/absences/absence-state.service');

  const [users, roles, types] = await Promise.all([
    new UserRepository(admin.tenant).list(),
    new RoleRepository(admin.tenant).list(),
    new AbsenceTypeRepository(admin.tenant).list(),
  ]);
  const callerOf = (username: string): Caller | undefined => {
    const user = users.find((candidate) => candidate.username === username);
    if (!user) return undefined;
    const permissions = new Set(
      roles.filter((role) => user.roleIds.includes(role.id)).flatMap((role) => role.permissions),
    );
    return { ...admin, user, permissions };
  };
  const typeOf = (itemClass: number) => types.find((type) => type.enabled && type.itemClass === itemClass);
  const planner = callerOf('planner');
  const employee = callerOf('employee');
  const lena = callerOf('lena.schmidt');
  const jonas = callerOf('jonas.weber');
  const leave = typeOf(1);
  const sick = types.find((type) => type.enabled && type.caption.en === 'Sick') ?? typeOf(2);
  const parental = typeOf(98);
  if (!planner || !employee || !lena || !jonas || !leave) return;

  const today = plainDateOf(now(), admin.tenantRecord.timeZone);
  // Seeded once: a second run finds the employee's request and leaves everything as it is.
  if ((await absencesOfPerson(employee, employee.user.id, today, addDays(today, 60))).length) return;

  // A request a rule refuses is not seeded; the rest of the demo goes on (the absence is then undefined).
  const createAbsence = async (caller: Caller, input: TAbsenceCreate) => {
    try {
      return await absences.createAbsence(caller, input);
    } catch (error) {
      if (error instanceof AppError && error.code === 'RULE_REFUSED') return { absence: undefined };
      throw error;
    }
  };

  const absence = (
    userId: string,
    from: number,
    to: number,
    more: Partial<TAbsenceCreate> = {},
  ): TAbsenceCreate => ({
    userId,
    absenceTypeId: leave.id,
    begin: addDays(today, from),
    end: addDays(today, to),
    beginState: 'full',
    endState: 'full',
    beginTime: null,
    endTime: null,
    notes: '',
    substituteIds: [],
    ...more,
  });

  // After the published week, so that the coming week has shifts Lena can swap (test/e2e/colleague-swap.spec.ts).
  await createAbsence(planner, absence(lena.user.id, 14, 18, { notes: 'Sommerurlaub', state: 3 }));
  // Waiting for the planner; Lena is asked to stand in and has not answered yet.
  await createAbsence(
    employee,
    absence(employee.user.id, 21, 25, {
      endState: 'half',
      notes: 'Familienbesuch',
      substituteIds: [lena.user.id],
    }),
  );
  if (sick) await createAbsence(planner, absence(jonas.user.id, 0, 2, { absenceTypeId: sick.id, state: 3 }));

  // Last month, already behind us: Anna's week of leave and Ben's three sick days (Tuesday to Thursday of the
  // week after). The payroll export of last month carries them (leave and sick days, sick pay hours).
  const lastMonthFirst = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
  const secondMonday = addDays(lastMonthFirst, 7 - ((isoWeekdayOf(lastMonthFirst) + 6) % 7));
  const anna = callerOf('anna.braun');
  const ben = callerOf('ben.zimmermann');
  const past = (userId: string, begin: string, end: string, more: Partial<TAbsenceCreate>) => ({
    ...absence(userId, 0, 0, more),
    begin,
    end,
  });
  if (anna)
    await createAbsence(
      planner,
      past(anna.user.id, secondMonday, addDays(secondMonday, 4), { state: 3, notes: 'Herbsturlaub' }),
    );
  if (ben && sick)
    await createAbsence(
      planner,
      past(ben.user.id, addDays(secondMonday, 8), addDays(secondMonday, 10), {
        absenceTypeId: sick.id,
        state: 3,
      }),
    );

  const lukas = callerOf('lukas.wagner');
  const hannah = callerOf('hannah.schulz');
  const felix = callerOf('felix.hoffmann');
  const laura = callerOf('laura.koch');
  const elias = callerOf('elias.richter');
  const marie = callerOf('marie.fischer');
  if (lukas) {
    const { absence: away } = await createAbsence(
      planner,
      absence(lukas.user.id, 22, 24, { state: 3, substituteIds: felix ? [felix.user.id] : [] }),
    );
    // Felix agreed to stand in: the calendar shows him as Lukas's substitute (SB) on those days.
    if (felix && away)
      await changeAbsenceState(felix, { appointmentId: away.id, state: 'Approve', target: 'Substitute' });
  }
  // The third person of Wohnbereich 1 away on day 23: the staffing warning shows on it and on Emma's request.
  if (hannah) await createAbsence(hannah, absence(hannah.user.id, 23, 23, { notes: 'Umzug' }));
  if (felix) await createAbsence(felix, absence(felix.user.id, 40, 44, { state: 2, notes: 'Noch unsicher' }));
  if (laura) {
    const { absence: asked } = await createAbsence(laura, absence(laura.user.id, 28, 30));
    if (asked)
      await changeAbsenceState(planner, {
        appointmentId: asked.id,
        state: 'Deny',
        target: 'Appointment',
        reason: 'Inventur in dieser Woche, bitte eine Woche später',
      });
  }
  if (elias) {
    const { absence: asked } = await createAbsence(elias, absence(elias.user.id, 30, 31));
    if (asked)
      await changeAbsenceState(elias, { appointmentId: asked.id, state: 'Cancel', target: 'Appointment' });
  }
  // Mia's cure overlaps Marie's parental leave: a request of a third person then (test/e2e/absences.spec.ts asks
  // for two weeks from a Monday 61 to 67 days ahead) shows the staffing warning.
  const mia = callerOf('mia.klein');
  if (mia) await createAbsence(planner, absence(mia.user.id, 63, 70, { state: 3, notes: 'Kur' }));
  if (marie && parental) {
    // Parental leave: the planner approved the first stage; the administrator's decision is awaited.
    const { absence: asked } = await createAbsence(
      marie,
      absence(marie.user.id, 60, 180, { absenceTypeId: parental.id, notes: 'Elternzeit nach der Geburt' }),
    );
    if (asked)
      await changeAbsenceState(planner, { appointmentId: asked.id, state: 'Approve', target: 'Appointment' });
  }

  // Jana, the apprentice of Wohnbereich 2, is at the vocational school every Tuesday of the school year
  // (September to mid-July): she requested the series, the planner approved it as a whole (one request, one
  // decision). A person of her own, so that the free days of the people the browser tests swap stay as they are.
  const jana = callerOf(demoApprentice.username);
  const school = types.find((type) => type.enabled && type.caption.de === 'Berufsschule');
  if (jana && school) {
    const { createAbsenceSeries } = await import('@app/functions/absences/absence-series.service');
    const { changeAbsenceSeriesState } = await import('@app/functions/absences/absence-series-state.service');
    const year = Number(today.slice(0, 4)) - (today.slice(5, 7) < '09' ? 1 : 0);
    const firstTuesday = addDays(`${year}-09-01`, (9 - isoWeekdayOf(`${year}-09-01`)) % 7);
    const { series } = await createAbsenceSeries(jana, {
      ...absence(jana.user.id, 0, 0, { absenceTypeId: school.id, notes: 'Pflegeschule, 1. Ausbildungsjahr' }),
      begin: firstTuesday,
      end: firstTuesday,
      serial: {
        rule: { type: 'weekly', every: 1, weekdays: ['Tu'] },
        end: { type: 2, date: `${year + 1}-07-15` },
      },
    });
    if (series)
      await changeAbsenceSeriesState(planner, series.id, {
        state: 'Approve',
        reason: 'Viel Erfolg in der Schule!',
      });
  }
}
