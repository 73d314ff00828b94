/**
 * The care home's rules (issue 13), made through the rules services as an administrator would, before the
 * absences demo so that its requests are routed and checked by them: a minimum staffing of 3 on weekends for the
 * care resource of Wohnbereich 1, nights only with a nursing training, special and parental leave in Wohnbereich
 * 1 approved in two stages (the planner, then the administrator as the home's management), at most 2 people of Wohnbereich 1 absent a day, automatic pauses after
 * the Working Time Act, time-booking rounding, overtime on request above 40 hours a week, a rest day after a
 * night, a note to people requesting leave in Wohnbereich 1, the legal profile DE_ARBZG, and an on-call duty of
 * the management on the coming weekends.
 */
import type { Caller } from '@app/functions/security/caller';
import type { TRuleSave } from '@app/shared/rules/rule';

/**
 * The Christmas leave barrier (20 to 31 December of this year, leave and special leave), an error that cannot
 * be forced: a request in it is refused with the reason. Seeded after the absences demo, as a barrier is decided
 * after some requests were made: the December requests it holds (Laura's, Elias's) stay to be decided.
 */
export async function seedDemoLeaveBarrier(admin: Caller): Promise<void> {
  const { now } = await import('@app/functions/clock');
  const { plainDateOf } = await import('@app/shared/time/tenant-time');
  const { ZRuleSave } = await import('@app/shared/rules/rule');
  const { listRules, saveRule } = await import('@app/functions/rules/rule.service');
  if ((await listRules(admin)).some((rule) => rule.ruleType === 'BARRIER')) return;
  const year = plainDateOf(now(), admin.tenantRecord.timeZone).slice(0, 4);
  await saveRule(
    admin,
    ZRuleSave.parse({
      ruleType: 'BARRIER',
      name: 'Urlaubssperre Weihnachten',
      notes: 'Zwischen den Jahren wird jede Hand gebraucht.',
      scope: { kind: 'company' },
      validity: { from: `${year}-12-20`, to: `${year}-12-31` },
      severity: { level: 'ERR', allowForce: false },
      settings: { eventClasses: [1, 3] },
    }),
    'de',
  );
}

export async function seedDemoRules(admin: Caller): Promise<void> {
  const { now } = await import('@app/functions/clock');
  const { addDays, isoWeekdayOf, plainDateOf } = await import('@app/shared/time/tenant-time');
  const { ZRuleSave } = await import('@app/shared/rules/rule');
  const { ZStandbyRuleSave } = await import('@app/shared/rules/standby');
  const { UnitRepository } = await import('@app/functions/units/unit.repository');
  const { UserRepository } = await import('@app/functions/directory/user.repository');
  const { ResourceRepository } = await import('@app/functions/resources/resource.repository');
  const { ShiftTemplateRepository } = await import('@app/functions/shifts/shift-template.repository');
  const { listQualifications } = await import('@app/functions/qualifications/qualification.service');
  const { listRules, saveRule, saveRuleProfile, getRuleProfile } =
    await import('@app/functions/rules/rule.service');
  const { saveStandbyRule } = await import('@app/functions/rules/standby.service');

  // Seeded once: a second run finds the rules and leaves everything as it is.
  if ((await listRules(admin)).length > 0) return;
  const units = new UnitRepository(admin.tenant);
  const [unitList, users, templates, qualifications] = await Promise.all([
    units.list(),
    new UserRepository(admin.tenant).list(),
    new ShiftTemplateRepository(admin.tenant).list(),
    listQualifications(admin, 'true'),
  ]);
  const ward = unitList.find((unit) => unit.name === 'Wohnbereich 1');
  const planner = users.find((user) => user.username === 'planner');
  const night = templates.find((template) => template.name === 'Nachtdienst');
  // Nights need a nursing training: a qualified nurse or a nursing assistant (Mehmet, without either, is flagged).
  const careTraining = qualifications
    .filter((qualification) => ['Pflegefachkraft', 'Pflegehelfer'].includes(qualification.name))
    .map((qualification) => qualification.id);
  // The ward's resources that its plan staffs (care; cleaning is not planned in the demo and would be short
  // every weekend).
  const wardResourceIds = ward ? ((await units.getResources(ward.id))?.resourceIds ?? []) : [];
  const wardResources = (await new ResourceRepository(admin.tenant).list())
    .filter((resource) => wardResourceIds.includes(resource.id) && resource.caption !== 'Reinigung')
    .map((resource) => resource.id);
  const today = plainDateOf(now(), admin.tenantRecord.timeZone);
  const save = (body: TRuleSave) => saveRule(admin, ZRuleSave.parse(body), 'de');
  const company = { kind: 'company' } as const;

  const profile = await getRuleProfile(admin);
  await saveRuleProfile(admin, {
    legal: { ...profile.legal, profile: 'DE_ARBZG' },
    defaults: profile.defaults,
    version: profile.version,
  });

  if (ward && wardResources.length) {
    await save({
      ruleType: 'MINOC',
      name: 'Mindestbesetzung Wohnbereich 1 am Wochenende',
      notes: 'Samstags und sonntags mindestens drei Kolleginnen und Kollegen je Bereich.',
      scope: { kind: 'resource', ids: wardResources },
      validity: { weekdays: [6, 7] },
      settings: { minimum: 3 },
    });
  }
  if (night && careTraining.length) {
    await save({
      ruleType: 'QUAL',
      name: 'Nachtdienst nur mit Pflegeausbildung',
      scope: { kind: 'template', ids: [night.id] },
      settings: { qualificationIds: careTraining, mode: 'any' },
    });
  }
  if (ward && planner) {
    await save({
      ruleType: 'APPROVE',
      name: 'Sonderurlaub und Elternzeit Wohnbereich 1',
      notes: 'Erst die Planung, dann die Heimleitung.',
      scope: { kind: 'unit', ids: [ward.id] },
      settings: { eventClasses: [3, 98], firstApproverIds: [planner.id], secondApproverIds: [admin.user.id] },
    });
    await save({
      ruleType: 'MAXABS',
      name: 'Höchstens zwei abwesend in Wohnbereich 1',
      scope: { kind: 'unit', ids: [ward.id] },
      settings: { maxPeople: 2 },
    });
    await save({
      ruleType: 'MSG',
      name: 'Hinweis Urlaubsplanung Wohnbereich 1',
      scope: { kind: 'unit', ids: [ward.id] },
      settings: {
        text: 'Bitte stimmen Sie längeren Urlaub vorher mit Ihrer Wohnbereichsleitung ab.',
        trigger: 'request',
      },
    });
  }
  await save({
    ruleType: 'AUTOPAUSE',
    name: 'Pausen nach Arbeitszeitgesetz',
    notes: '30 Minuten nach mehr als 6 Stunden, 45 Minuten nach mehr als 9 Stunden (§ 4 ArbZG).',
    scope: company,
    settings: {
      steps: [
        { afterMinutes: 360, pauseMinutes: 30 },
        { afterMinutes: 540, pauseMinutes: 45 },
      ],
    },
  });
  await save({
    ruleType: 'TIMEBOOKING',
    name: 'Stempeln auf Viertelstunden',
    scope: company,
    settings: { roundingStepMinutes: 15, roundingIn: 'up', roundingOut: 'down', toleranceBeforeMinutes: 15 },
  });
  await save({
    ruleType: 'OVERTIMEREQUEST',
    name: 'Überstunden über 40 Stunden nur auf Antrag',
    scope: company,
    settings: { period: 'week', thresholdMinutes: 40 * 60 },
  });
  await save({
    ruleType: 'DEPENCY',
    name: 'Ein freier Tag nach dem Nachtdienst',
    scope: company,
    settings: { kind: 'restAfterNight', nightFrom: '20:00', restDays: 1 },
  });

  // The management is on call on the coming weekends, Friday evening to Monday morning, taking turns.
  if (ward && planner) {
    const friday = addDays(today, (5 - isoWeekdayOf(today) + 7) % 7 || 7);
    const duties = Array.from({ length: 6 }, (_, week) => ({
      userId: week % 2 === 0 ? planner.id : admin.user.id,
      fromDate: addDays(friday, 7 * week),
      fromTime: '18:00',
      toDate: addDays(friday, 7 * week + 3),
      toTime: '07:00',
    }));
    await saveStandbyRule(
      admin,
      ZStandbyRuleSave.parse({
        name: 'Rufbereitschaft Heimleitung',
        unitId: ward.id,
        surcharge: { kind: 'flat', value: 120 },
        duties,
        notes: 'Erreichbar über das Diensthandy am Empfang.',
      }),
      'de',
    );
  }
  await seedNightStandby(admin, unitList, users);
}

/**
 * The night team's on-call duty, paid under the rate "Rufbereitschaft": its first member (by name) was on call
 * from 18:00 of a recent day to 07:00 two days later, at a stretch without her shifts (no rest finding), so that
 * Soll/Ist, the confirmed days and the payroll files show the hours on call.
 */
async function seedNightStandby(
  admin: Caller,
  unitList: readonly { id: string; name: string }[],
  users: readonly { id: string; unitId?: string | null; active: boolean; displayName: string }[],
): Promise<void> {
  const { now } = await import('@app/functions/clock');
  const { addDays, plainDateOf, monthsOf } = await import('@app/shared/time/tenant-time');
  const { ZStandbyRuleSave } = await import('@app/shared/rules/standby');
  const { saveStandbyRule } = await import('@app/functions/rules/standby.service');
  const { listRates } = await import('@app/functions/payroll-data/rate.service');
  const { PlanRepository } = await import('@app/functions/calendar/plan.repository');
  const nightUnit = unitList.find((unit) => unit.name === 'Nachtdienst');
  const person = users
    .filter((user) => user.active && user.unitId === nightUnit?.id)
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'))[0];
  const rate = (await listRates(admin, 'true')).find((candidate) => candidate.caption === 'Rufbereitschaft');
  if (!nightUnit || !person || !rate) return;
  const today = plainDateOf(now(), admin.tenantRecord.timeZone);
  const plans = new PlanRepository(admin.tenant);
  const months = await Promise.all(
    monthsOf(addDays(today, -35), today).map((month) => plans.personMonth(person.id, month)),
  );
  const worked = new Set(months.flatMap((month) => month.entries).map((entry) => entry.date));
  // The latest day from three days back whose day before and two days after are free of her shifts.
  let from: string | undefined;
  for (let back = 3; back <= 28 && !from; back += 1) {
    const day = addDays(today, -back);
    if ([-1, 0, 1, 2].every((offset) => !worked.has(addDays(day, offset)))) from = day;
  }
  if (!from) return;
  await saveStandbyRule(
    admin,
    ZStandbyRuleSave.parse({
      name: 'Rufbereitschaft Nachtdienst',
      unitId: nightUnit.id,
      surcharge: { kind: 'percent', value: 12.5 },
      rateId: rate.id,
      duties: [
        { userId: person.id, fromDate: from, fromTime: '18:00', toDate: addDays(from, 2), toTime: '07:00' },
      ],
      notes: 'Springerin für kurzfristige Ausfälle in der Nacht.',
    }),
    'de',
  );
}
