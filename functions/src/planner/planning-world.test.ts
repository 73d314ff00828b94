import { describe, expect, it } from 'vitest';
import type { Catalogue, Member, UnitCollection } from '../calendar/calendar-reads.repository';
import type { PlanEntry, PlanItems, PlanRequest } from '../calendar/plan.repository';
import {
  buildPlanningWorld,
  openSlots,
  planningDays,
  type OpenSlot,
  type PlanningInputs,
} from './planning-world';

const ward = '00000000-0000-4000-8000-0000000000a1';
const clinic = '00000000-0000-4000-8000-0000000000a2';
const anna = '00000000-0000-4000-8000-000000000001';
const ben = '00000000-0000-4000-8000-000000000002';
const carl = '00000000-0000-4000-8000-000000000003';
const early = '00000000-0000-4000-8000-0000000000f1';
const night = '00000000-0000-4000-8000-0000000000f2';
const nurse = 'q-nurse';
const pause = { mode: 0, begin: null, end: null };
const createdAt = '2026-02-01T00:00:00.000Z';

const template = (id: string, name: string, begin: string, end: string, required: string[] = []) => ({
  id,
  name,
  shortName: name.slice(0, 1),
  resourceId: 'r-ward',
  unitId: ward,
  itemClass: 0,
  begin,
  end,
  pause1: pause,
  pause2: pause,
  backColor: '#fff',
  foreColor: '#000',
  enabled: true,
  requiredQualificationIds: required,
});

const catalogue: Catalogue = {
  templates: [
    template(early, 'Early', '06:00', '14:00', [nurse]),
    template(night, 'Night', '22:00', '06:00'),
  ],
  resources: [
    { id: 'r-ward', caption: 'Ward', backColor: '#fff', foreColor: '#000', enabled: true },
    { id: 'r-lab', caption: 'Lab', backColor: '#fff', foreColor: '#000', enabled: true },
  ],
  absenceTypes: [],
  qualifications: [{ id: nurse, name: 'Nurse', shortName: 'N', enabled: true }],
  tags: [],
};

const member = (userId: string, extra: Partial<Member> = {}): Member => ({
  userId,
  displayName: userId.slice(-1),
  primary: true,
  active: true,
  ...extra,
});

const unit = (id: string, members: Member[]): UnitCollection => ({
  unit: { id, name: id.slice(-2), parentId: null, enabled: true },
  members,
  manning: [],
  resourceIds: [],
  seriesHeads: [],
});

let uuids = 0;
const entry = (date: string, templateId: string | null, extra: Partial<PlanEntry> = {}): PlanEntry => {
  const shape = catalogue.templates.find((one) => one.id === templateId);
  return {
    unitId: ward,
    date,
    uuid: `00000000-0000-4000-8000-${String(++uuids).padStart(12, '0')}`,
    userId: null,
    templateId,
    resourceId: 'r-ward',
    itemClass: 0,
    begin: shape?.begin ?? null,
    end: shape?.end ?? null,
    pause1: pause,
    pause2: pause,
    minutes: 480,
    notes: '',
    createdAt,
    version: 1,
    ...extra,
  };
};

const application = (slot: PlanEntry, requesterId: string): PlanRequest => ({
  unitId: slot.unitId,
  date: slot.date,
  entryUuid: slot.uuid,
  id: `apply-${requesterId}`,
  kind: 'APPLY',
  state: 'OPEN',
  requesterId,
  targetUserId: null,
  targetEntryId: null,
  reason: null,
  pending: true,
  inboxUserId: null,
  createdAt,
  version: 1,
});

const range = { start: '2026-03-02', end: '2026-03-08' };
const days = planningDays(range);

/** The ward (chosen whole): an Early that Anna applied for, a Night; a Lab slot of the clinic (not chosen). */
function scenario(overrides: Partial<PlanningInputs> = {}) {
  const earlySlot = entry('2026-03-02', early);
  const nightSlot = entry('2026-03-03', night);
  const wardItems: PlanItems = {
    entries: [earlySlot, nightSlot, entry('2026-03-04', early, { userId: anna })],
    requests: [application(earlySlot, anna)],
    foreign: [
      {
        unitId: ward,
        date: '2026-03-05',
        entryUuid: 'elsewhere-1',
        userId: ben,
        homeUnitId: clinic,
        templateId: null,
        resourceId: 'r-lab',
        itemClass: 0,
        begin: '10:00',
        end: '18:00',
        minutes: 450,
      },
    ],
    absences: [
      {
        absenceId: 'leave',
        userId: anna,
        absenceTypeId: 'a',
        begin: '2026-03-06',
        end: '2026-03-07',
        state: 2,
      },
      {
        absenceId: 'refused',
        userId: ben,
        absenceTypeId: 'a',
        begin: '2026-03-02',
        end: '2026-03-08',
        state: 4,
      },
    ],
  };
  const clinicItems: PlanItems = {
    entries: [
      entry('2026-03-02', null, { unitId: clinic, resourceId: 'r-lab', begin: '08:00', end: '16:00' }),
      entry('2026-03-02', null, { unitId: clinic, resourceId: 'r-ward', begin: '08:00', end: '16:00' }),
    ],
    requests: [],
    foreign: [],
    absences: [],
  };
  const inputs: PlanningInputs = {
    range,
    requestsOnly: false,
    resourceIds: ['r-lab'],
    catalogue,
    units: [
      {
        collection: unit(ward, [
          member(anna, {
            qualificationIds: [nurse],
            workingTime: { periods: [{ validFrom: '2026-01-01', itemClass: 'Week', targetHours: 40 }] },
          }),
          member(ben),
          member(carl, { active: false }),
        ]),
        whole: true,
      },
      { collection: unit(clinic, []), whole: false },
    ],
    items: [wardItems, clinicItems],
    people: new Map([
      [anna, { id: anna, displayName: 'Anna', active: true, unitId: ward }],
      [ben, { id: ben, displayName: 'Ben', active: true, unitId: ward, extraUnitIds: [clinic] }],
    ]),
    holidays: [{ unitId: ward, holidays: [] }],
    // Anna has 10 hours of overtime on her time account.
    balances: new Map([[anna, 600]]),
    priorityLists: new Map(),
    ...overrides,
  };
  return { inputs, earlySlot, nightSlot };
}

function built(overrides: Partial<PlanningInputs> = {}, staffing: OpenSlot[] = []) {
  const { inputs, ...slots } = scenario(overrides);
  const world = buildPlanningWorld(inputs, days, openSlots(inputs, days), { slots: staffing, gaps: [] });
  const employee = (userId: string) => world.problem.employees.find((one) => one.id === userId);
  const typeOf = (slot: PlanEntry) => world.slots.find((one) => one.entry.uuid === slot.uuid)?.typeId ?? '';
  return { world, employee, typeOf, ...slots };
}

describe('the planning world of a run', () => {
  it("plans the chosen unit's open slots and, elsewhere, only those of the chosen resources", () => {
    const { world } = built();
    expect(world.slots.map((slot) => [slot.entry.unitId, slot.entry.date, slot.entry.resourceId])).toEqual([
      [ward, '2026-03-02', 'r-ward'],
      [clinic, '2026-03-02', 'r-lab'],
      [ward, '2026-03-03', 'r-ward'],
    ]);
    // One person wanted per open slot; a missing one costs more than any wish.
    const wanted = world.problem.cover.filter((row) => row.requirement > 0);
    expect(wanted).toHaveLength(3);
    expect(wanted.every((row) => row.requirement === 1 && row.weightUnder === 100)).toBe(true);
  });

  it('plans the active members once, inactive people not at all', () => {
    const { world } = built();
    expect(world.problem.employees.map((one) => one.id)).toEqual([anna, ben]);
  });

  it('keeps a person off slots they lack the qualification for, and explains it', () => {
    const { world, employee, typeOf, earlySlot, nightSlot } = built();
    expect(employee(ben)?.maxShifts[typeOf(earlySlot)]).toBe(0);
    expect(world.facts.get(ben)?.unqualified.has(typeOf(earlySlot))).toBe(true);
    expect(employee(anna)?.maxShifts[typeOf(earlySlot)]).toBeUndefined();
    expect(employee(ben)?.maxShifts[typeOf(nightSlot)]).toBeUndefined();
  });

  it('keeps the Lab slot from people who are not in the clinic', () => {
    const { world, employee } = built();
    const lab = world.slots.find((slot) => slot.entry.resourceId === 'r-lab')?.typeId ?? '';
    expect(employee(anna)?.maxShifts[lab]).toBe(0);
    expect(employee(ben)?.maxShifts[lab]).toBeUndefined();
  });

  it('turns an application for an open slot into a wish of the applicant', () => {
    const { world, typeOf, earlySlot } = built();
    expect(world.problem.shiftOnRequests).toEqual([
      { employeeId: anna, day: 0, shiftTypeId: typeOf(earlySlot), weight: 10 },
    ]);
  });

  it('lets the priority lists decide between people who fit alike, never above a wish', () => {
    const { world, typeOf, nightSlot } = built({
      // The ward's night resource lists Ben first; the ward's own list names Anna after him.
      priorityLists: new Map([
        [
          ward,
          new Map([
            ['r-ward', [ben]],
            [null, [ben, anna]],
          ]),
        ],
      ]),
    });
    const night = typeOf(nightSlot);
    const costs = world.problem.shiftOffRequests.filter((request) => request.shiftTypeId === night);
    // Ben (first) costs nothing, Anna (second) 1 on the night's day; nobody else is a member.
    expect(costs).toEqual([{ employeeId: anna, day: 1, shiftTypeId: night, weight: 1 }]);
    expect(costs.every((request) => request.weight < 10)).toBe(true);
  });

  it('weighs no priority where a unit keeps no lists', () => {
    expect(built().world.problem.shiftOffRequests).toEqual([]);
  });

  it('gives approved absences as days off, refused ones not', () => {
    const { employee } = built();
    expect(employee(anna)?.daysOff).toEqual([4, 5]);
    expect(employee(ben)?.daysOff).toEqual([]);
  });

  it('keeps the shifts people already have, here and in other units, as fixed days with their minutes', () => {
    const { world, employee } = built();
    expect(employee(anna)?.fixed).toEqual([{ day: 2, shiftTypeId: 'fixed:06:00-14:00', minutes: 480 }]);
    expect(employee(ben)?.fixed).toEqual([{ day: 3, shiftTypeId: 'fixed:10:00-18:00', minutes: 450 }]);
    // Nobody is planned on top of a shift of fixed times.
    const fixedCover = world.problem.cover.filter((row) => row.shiftTypeId === 'fixed:10:00-18:00');
    expect(fixedCover).toHaveLength(7);
    expect(fixedCover.every((row) => row.requirement === 0 && row.weightUnder === 0)).toBe(true);
  });

  it('caps the working time at the target of the range plus 10 %, less the overtime already on the account', () => {
    const { employee } = built();
    // 40 h a week for 7 days, +10 % = 2,640 minutes, less 600 minutes of overtime.
    expect(employee(anna)?.maxTotalMinutes).toBe(2040);
    // Without a working-time model: 48 hours a week.
    expect(employee(ben)?.maxTotalMinutes).toBe(2880);
    // Minus hours raise the cap by at most the tolerance.
    const behind = built({ balances: new Map([[anna, -10_000]]) });
    expect(behind.employee(anna)?.maxTotalMinutes).toBe(2640 + 240);
  });

  it('keeps the legal rest: no Early the morning after a Night', () => {
    const { world, typeOf, earlySlot, nightSlot } = built();
    const nightType = world.problem.shiftTypes.find((type) => type.id === typeOf(nightSlot));
    expect(nightType?.night).toBe(true);
    expect(nightType?.cannotFollow).toContain(typeOf(earlySlot));
    const earlyType = world.problem.shiftTypes.find((type) => type.id === typeOf(earlySlot));
    expect(earlyType?.cannotFollow).not.toContain(typeOf(nightSlot));
  });

  it("asks a minimum-staffing slot's qualification of whoever takes it, and counts applications for its template", () => {
    const { inputs } = scenario();
    const demand = entry('2026-03-07', night, { uuid: 'minoc-1', version: 0 });
    const virtual: OpenSlot = {
      entry: demand,
      day: 5,
      typeId: `${ward}:${night}:q:${nurse}`,
      applicants: [],
      demand: {
        ruleId: 'minoc',
        ruleName: 'Two at night',
        minimum: 2,
        filled: 1,
        qualificationId: nurse,
        from: null,
        to: null,
      },
    };
    const request = { ...application(demand, ben), entryUuid: night, templateId: night };
    const world = buildPlanningWorld(
      {
        ...inputs,
        items: [...inputs.items, { entries: [], requests: [request], foreign: [], absences: [] }],
      },
      days,
      openSlots(inputs, days),
      { slots: [virtual], gaps: [] },
    );
    const ofBen = world.problem.employees.find((one) => one.id === ben);
    expect(ofBen?.maxShifts[virtual.typeId]).toBe(0);
    expect(world.slots.at(-1)?.applicants).toEqual([ben]);
    expect(world.problem.cover.find((row) => row.shiftTypeId === virtual.typeId)?.requirement).toBe(1);
  });

  it('starts the week on the right weekday and marks holidays', () => {
    const { world } = built({
      holidays: [
        { unitId: ward, holidays: [{ date: '2026-03-08', name: { de: 'Festtag', en: 'Feast day' } }] },
      ],
    });
    expect(world.problem.firstWeekday).toBe(1);
    expect(world.problem.holidays).toEqual([6]);
  });
});
