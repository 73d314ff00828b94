import { describe, expect, it } from 'vitest';
import { approvalRoute, checkAbsenceRequest, checkChange, checkRange } from './index';
import { person, quietSetup, rule, shift, uid, unit, world } from './test-world';
import type { RuleAbsence } from './types';

const ward = uid(1);
const nightTeam = uid(2);
const office = uid(3);
const [ana, ben, cem, dora] = [uid(11), uid(12), uid(13), uid(14)];
const [nurse, lead] = [uid(31), uid(32)];
const [early, night] = [uid(41), uid(42)];
const base = {
  from: '2026-12-01',
  to: '2026-12-31',
  units: [
    unit(ward, 'Ward', [ana, ben, cem, dora]),
    unit(nightTeam, 'Night team', [], ward),
    unit(office, 'Office', []),
  ],
  people: [
    person(ana, 'Ana', [ward], { qualificationIds: [nurse, lead], groupIds: [uid(51)] }),
    person(ben, 'Ben', [ward], { qualificationIds: [nurse] }),
    person(cem, 'Cem', [ward], { qualificationIds: [] }),
    person(dora, 'Dora', [ward], { qualificationIds: [lead] }),
  ],
  templates: [
    {
      id: early,
      name: 'Early',
      resourceId: uid(800),
      unitId: ward,
      begin: '06:00',
      requiredQualificationIds: [],
    },
    {
      id: night,
      name: 'Night',
      resourceId: uid(801),
      unitId: ward,
      begin: '22:00',
      requiredQualificationIds: [],
    },
  ],
  qualificationNames: { [nurse]: 'Nurse', [lead]: 'Shift lead' },
};
const on = (
  userId: string | null,
  date: string,
  begin: string,
  end: string,
  templateId: string | null = null,
) => shift({ userId, date, begin, end, unitId: ward, templateId });
let absenceNumber = 0;
const leave = (userId: string, begin: string, end: string, eventClass = 3): RuleAbsence => ({
  id: uid(10_000 + (absenceNumber += 1)),
  userId,
  absenceTypeId: uid(900),
  eventClass,
  begin,
  end,
  state: 0,
});

describe('QUAL', () => {
  const templateScope = { scope: { kind: 'template', ids: [night] } };
  it('all: each missing qualification named, a qualified free member suggested instead', () => {
    const needsBoth = rule('QUAL', { qualificationIds: [nurse, lead] }, templateScope);
    const shifts = [on(ben, '2026-12-02', '22:00', '06:00', night)];
    const found = checkRange(quietSetup([needsBoth]), world({ ...base, shifts }));
    expect(found).toMatchObject([
      {
        ruleType: 'QUAL',
        params: { person: 'Ben', qualifications: 'Shift lead', shift: 'Night' },
        level: 'WRN',
        forceable: true,
      },
    ]);
    expect(found[0]?.solutions).toEqual([
      { kind: 'assign', userId: ana, name: 'Ana', shiftId: shifts[0]?.id },
    ]);
  });

  it('any: one of them is enough; force refused when the rule says so', () => {
    const either = rule(
      'QUAL',
      { qualificationIds: [nurse, lead], mode: 'any' },
      { ...templateScope, severity: { level: 'ERR', allowForce: false } },
    );
    expect(
      checkRange(
        quietSetup([either]),
        world({ ...base, shifts: [on(dora, '2026-12-02', '22:00', '06:00', night)] }),
      ),
    ).toEqual([]);
    expect(
      checkRange(
        quietSetup([either]),
        world({ ...base, shifts: [on(cem, '2026-12-02', '22:00', '06:00', night)] }),
      ),
    ).toMatchObject([{ messageKey: 'rules.finding.qualAny', level: 'ERR', forceable: false }]);
    // Another template is not in the scope.
    expect(
      checkRange(
        quietSetup([either]),
        world({ ...base, shifts: [on(cem, '2026-12-02', '06:00', '14:00', early)] }),
      ),
    ).toEqual([]);
  });

  it('an inactive rule is not checked', () => {
    const off = rule('QUAL', { qualificationIds: [lead] }, { active: false });
    expect(
      checkRange(quietSetup([off]), world({ ...base, shifts: [on(cem, '2026-12-02', '06:00', '14:00')] })),
    ).toEqual([]);
  });
});

describe('MSG', () => {
  it('planned: an information on every shift in scope, never blocking', () => {
    const keys = rule(
      'MSG',
      { text: 'Collect the ward keys at the gate.', trigger: 'planned' },
      {
        scope: { kind: 'unit', ids: [ward], includeSubUnits: true },
        severity: { level: 'ERR', allowForce: false },
      },
    );
    const shifts = [
      shift({ userId: ben, date: '2026-12-03', begin: '06:00', end: '14:00', unitId: nightTeam }),
      shift({ userId: ana, date: '2026-12-03', begin: '06:00', end: '14:00', unitId: office }),
    ];
    expect(checkRange(quietSetup([keys]), world({ ...base, shifts }))).toMatchObject([
      {
        ruleType: 'MSG',
        userId: ben,
        level: 'WRN',
        forceable: true,
        params: { text: 'Collect the ward keys at the gate.' },
      },
    ]);
  });

  it('request: shown with an absence request in its period, not in the plan', () => {
    const notice = rule(
      'MSG',
      { text: 'Talk to the lead first.', trigger: 'request' },
      { validity: { from: '2026-12-20', to: '2026-12-31' } },
    );
    const scenario = world(base);
    expect(checkRange(quietSetup([notice]), scenario)).toEqual([]);
    expect(
      checkAbsenceRequest(quietSetup([notice]), scenario, leave(ben, '2026-12-18', '2026-12-21')),
    ).toMatchObject([
      { ruleType: 'MSG', messageKey: 'rules.finding.msgRequest', date: '2026-12-20', userId: ben },
    ]);
    expect(
      checkAbsenceRequest(quietSetup([notice]), scenario, leave(ben, '2026-12-01', '2026-12-05')),
    ).toEqual([]);
  });
});

describe('DEPENCY', () => {
  it('requiresShift: a night needs a staffed early shift the next day; the change that removes it is told', () => {
    const chain = rule('DEPENCY', {
      kind: 'requiresShift',
      templateId: night,
      requiredTemplateId: early,
      dayOffset: 1,
    });
    const nightShift = on(ana, '2026-12-04', '22:00', '06:00', night);
    const earlyShift = on(ben, '2026-12-05', '06:00', '14:00', early);
    expect(checkRange(quietSetup([chain]), world({ ...base, shifts: [nightShift, earlyShift] }))).toEqual([]);
    const after = world({ ...base, shifts: [nightShift, { ...earlyShift, userId: null }] });
    const found = checkChange(quietSetup([chain]), after, {
      shifts: [{ ...earlyShift, userId: null }],
      removed: [earlyShift],
    });
    // The finding is on Ana's night, which the change did not name: found through the required template's day.
    expect(found).toMatchObject([
      {
        shiftId: nightShift.id,
        userId: ana,
        params: { template: 'Night', required: 'Early', requiredDate: '2026-12-05' },
      },
    ]);
  });

  it('onlyWith and neverWith', () => {
    const only = rule('DEPENCY', { kind: 'onlyWith', userId: cem, otherUserId: ana });
    const never = rule('DEPENCY', { kind: 'neverWith', userId: ben, otherUserId: dora });
    const shifts = [
      on(cem, '2026-12-07', '06:00', '14:00'),
      on(ana, '2026-12-07', '14:00', '22:00'),
      on(cem, '2026-12-08', '06:00', '14:00'),
      on(ben, '2026-12-09', '06:00', '14:00'),
      on(dora, '2026-12-09', '14:00', '22:00'),
    ];
    expect(checkRange(quietSetup([only, never]), world({ ...base, shifts }))).toMatchObject([
      {
        messageKey: 'rules.finding.dependency.onlyWith',
        date: '2026-12-08',
        params: { person: 'Cem', other: 'Ana' },
      },
      {
        messageKey: 'rules.finding.dependency.neverWith',
        date: '2026-12-09',
        params: { person: 'Ben', other: 'Dora' },
      },
    ]);
  });

  it('restAfterNight: a day off after the last night of a run', () => {
    const rest = rule('DEPENCY', { kind: 'restAfterNight', nightFrom: '20:00', restDays: 1 });
    const run = [on(ana, '2026-12-10', '22:00', '06:00'), on(ana, '2026-12-11', '22:00', '06:00')];
    expect(
      checkRange(
        quietSetup([rest]),
        world({ ...base, shifts: [...run, on(ana, '2026-12-13', '06:00', '14:00')] }),
      ),
    ).toEqual([]);
    const broken = on(ana, '2026-12-12', '14:00', '22:00');
    expect(checkRange(quietSetup([rest]), world({ ...base, shifts: [...run, broken] }))).toMatchObject([
      { shiftId: broken.id, params: { nightDate: '2026-12-11', days: 1 } },
    ]);
  });
});

describe('MAXABS and BARRIER', () => {
  const half = rule(
    'MAXABS',
    { maxPercent: 50, eventClasses: [3] },
    { scope: { kind: 'unit', ids: [ward] } },
  );
  const christmas = rule(
    'BARRIER',
    { eventClasses: [3] },
    {
      name: 'Christmas trade',
      validity: { from: '2026-12-14', to: '2026-12-24' },
      severity: { level: 'ERR', allowForce: false },
    },
  );

  it('at most half of the ward on leave: the third request on a day is refused, sick days do not count', () => {
    const scenario = world({
      ...base,
      absences: [
        leave(ana, '2026-12-02', '2026-12-04'),
        leave(ben, '2026-12-03', '2026-12-03'),
        leave(cem, '2026-12-03', '2026-12-03', 98),
      ],
    });
    expect(checkRange(quietSetup([half]), scenario)).toEqual([]);
    expect(
      checkAbsenceRequest(quietSetup([half]), scenario, leave(dora, '2026-12-01', '2026-12-05')),
    ).toMatchObject([
      { ruleType: 'MAXABS', date: '2026-12-03', params: { count: 3, maximum: 2, scope: 'Ward' } },
    ]);
    expect(
      checkAbsenceRequest(quietSetup([half]), scenario, leave(dora, '2026-12-03', '2026-12-03', 98)),
    ).toEqual([]);
  });

  it('the report finds days over the limit', () => {
    const scenario = world({
      ...base,
      absences: [
        leave(ana, '2026-12-02', '2026-12-02'),
        leave(ben, '2026-12-02', '2026-12-02'),
        leave(dora, '2026-12-02', '2026-12-02'),
      ],
    });
    expect(checkRange(quietSetup([half]), scenario)).toMatchObject([
      { ruleType: 'MAXABS', date: '2026-12-02', unitId: ward },
    ]);
  });

  it('a leave request inside the Christmas barrier is refused with the reason; sick leave and other periods pass', () => {
    const scenario = world(base);
    expect(
      checkAbsenceRequest(quietSetup([christmas]), scenario, leave(ben, '2026-12-10', '2026-12-15')),
    ).toMatchObject([
      {
        ruleType: 'BARRIER',
        ruleName: 'Christmas trade',
        level: 'ERR',
        forceable: false,
        date: '2026-12-14',
        params: { from: '2026-12-14', to: '2026-12-24', absence: 'Leave' },
      },
    ]);
    expect(
      checkAbsenceRequest(quietSetup([christmas]), scenario, leave(ben, '2026-12-15', '2026-12-16', 98)),
    ).toEqual([]);
    expect(
      checkAbsenceRequest(quietSetup([christmas]), scenario, leave(ben, '2026-12-27', '2026-12-30')),
    ).toEqual([]);
  });

  it('a plan change never touches absence findings', () => {
    const moved = on(ana, '2026-12-02', '06:00', '14:00');
    const scenario = world({
      ...base,
      shifts: [moved],
      absences: [
        leave(ana, '2026-12-02', '2026-12-02'),
        leave(ben, '2026-12-02', '2026-12-02'),
        leave(dora, '2026-12-02', '2026-12-02'),
      ],
    });
    expect(checkChange(quietSetup([half, christmas]), scenario, { shifts: [moved], removed: [] })).toEqual(
      [],
    );
  });
});

describe('APPROVE', () => {
  const twoStage = rule(
    'APPROVE',
    { eventClasses: [3], firstApproverIds: [dora], secondApproverIds: [ana], autoApproveUpToDays: 1 },
    { name: 'A ward leave', scope: { kind: 'unit', ids: [ward], includeSubUnits: true } },
  );
  const everyone = rule('APPROVE', { firstApproverIds: [ana] }, { name: 'B company' });
  const units = world(base).units;

  it('the first rule by name whose units (with sub-units) and classes hold the request', () => {
    expect(
      approvalRoute(
        quietSetup([everyone, twoStage]),
        { units },
        { unitIds: [nightTeam], eventClass: 3, date: '2026-12-01', days: 3 },
      ),
    ).toEqual({ rule: twoStage, autoApprove: false });
    expect(
      approvalRoute(
        quietSetup([everyone, twoStage]),
        { units },
        { unitIds: [nightTeam], eventClass: 98, date: '2026-12-01', days: 3 },
      )?.rule,
    ).toBe(everyone);
    expect(
      approvalRoute(
        quietSetup([everyone, twoStage]),
        { units },
        { unitIds: [office], eventClass: 3, date: '2026-12-01', days: 3 },
      )?.rule,
    ).toBe(everyone);
  });

  it('automatic approval up to n days; none without a rule', () => {
    expect(
      approvalRoute(
        quietSetup([twoStage]),
        { units },
        { unitIds: [ward], eventClass: 3, date: '2026-12-01', days: 1 },
      )?.autoApprove,
    ).toBe(true);
    expect(
      approvalRoute(
        quietSetup([everyone]),
        { units },
        { unitIds: [ward], eventClass: 3, date: '2026-12-01', days: 1 },
      )?.autoApprove,
    ).toBe(false);
    expect(
      approvalRoute(
        quietSetup([twoStage]),
        { units },
        { unitIds: [office], eventClass: 3, date: '2026-12-01', days: 1 },
      ),
    ).toBeUndefined();
  });
});
