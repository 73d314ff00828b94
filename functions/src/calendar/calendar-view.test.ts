import { describe, expect, it } from 'vitest';
import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import type { Catalogue, UnitCollection } from './calendar-reads.repository';
import type { AbsenceFragment, PlanEntry, PlanItems, PlanRequest, ShiftFragment } from './plan.repository';
import { accessOf, buildCalendarView, type CalendarViewInput } from './calendar-view';
import type { PlanSight } from './visibility';

const ward = '00000000-0000-4000-8000-0000000000a1';
const clinic = '00000000-0000-4000-8000-0000000000a2';
const anna = '00000000-0000-4000-8000-000000000001';
const ben = '00000000-0000-4000-8000-000000000002';
const carl = '00000000-0000-4000-8000-000000000003';
const early = '00000000-0000-4000-8000-0000000000f1';
const leave = '00000000-0000-4000-8000-0000000000e1';
const pause = { mode: 0, begin: null, end: null };
const createdAt = '2026-02-01T00:00:00.000Z';

// Monday 2 to Sunday 8 March 2026; the ward's plan is published up to Wednesday the 4th.
const week = { from: '2026-03-02', to: '2026-03-08', resourceIds: [], showDisabled: false };
const published = '2026-03-04';

const catalogue: Catalogue = {
  templates: [
    {
      id: early,
      name: 'Early',
      shortName: 'E',
      resourceId: 'r-ward',
      unitId: ward,
      itemClass: 0,
      begin: '06:00',
      end: '14:00',
      pause1: pause,
      pause2: pause,
      backColor: '#ffee00',
      foreColor: '#000000',
      enabled: true,
      requiredQualificationIds: [],
    },
  ],
  resources: [{ id: 'r-ward', caption: 'Ward', backColor: '#fff', foreColor: '#000', enabled: true }],
  absenceTypes: [
    {
      id: leave,
      caption: { de: 'Urlaub', en: 'Leave' },
      shortName: 'U',
      backColor: '#00ff00',
      enabled: true,
      itemClass: 1,
    },
  ],
  qualifications: [],
  tags: [],
};

const fortyHours = {
  periods: [{ validFrom: '2026-01-01', itemClass: 'Week' as const, targetHours: 40 }],
  allowShiftInteraction: true,
  allowShiftInteractionRequest: false,
  createShift: false,
};

const wardCollection: UnitCollection = {
  unit: {
    id: ward,
    name: 'Ward',
    parentId: null,
    enabled: true,
    holidayRegion: null,
    publishedTo: published,
  },
  members: [
    { userId: ben, displayName: 'Ben', primary: true, active: true, workingTime: fortyHours },
    { userId: anna, displayName: 'Anna', primary: true, active: true, workingTime: fortyHours },
    { userId: carl, displayName: 'Carl', primary: true, active: false },
  ],
  // Mondays need two on the ward's resource.
  manning: [{ weekday: 1, from: null, to: null, resourceId: 'r-ward', minimum: 2, target: 2 }],
  resourceIds: ['r-ward'],
  seriesHeads: [],
};

const shift = (date: string, userId: string | null): PlanEntry => ({
  unitId: ward,
  date,
  uuid: `00000000-0000-4000-8000-${date.replaceAll('-', '')}${userId ? userId.slice(-4) : '0000'}`,
  userId,
  templateId: early,
  resourceId: 'r-ward',
  itemClass: 0,
  begin: '06:00',
  end: '14:00',
  pause1: pause,
  pause2: pause,
  minutes: 480,
  notes: '',
  createdAt,
  version: 1,
});

const bensLeave: AbsenceFragment = {
  absenceId: 'absence-1',
  userId: ben,
  absenceTypeId: leave,
  begin: '2026-03-03',
  end: '2026-03-04',
  state: 3,
  substituteIds: [anna],
};

/** Anna's shifts in the clinic, shown on her ward row as the clinic publishes its plan (up to the 3rd). */
const inClinic = (date: string): ShiftFragment => ({
  unitId: ward,
  date,
  entryUuid: `00000000-0000-4000-8000-${date.replaceAll('-', '')}9999`,
  userId: anna,
  homeUnitId: clinic,
  templateId: early,
  resourceId: 'r-ward',
  itemClass: 0,
  begin: '06:00',
  end: '14:00',
  minutes: 480,
});

const wardPlan: PlanItems = {
  entries: [shift('2026-03-03', anna), shift('2026-03-05', null), shift('2026-03-06', ben)],
  requests: [],
  foreign: [inClinic('2026-03-03'), inClinic('2026-03-07')],
  absences: [bensLeave],
  appointments: [],
};

const plannerSight: PlanSight = {
  plans: () => true,
  shows: () => true,
  seesFigures: () => true,
  seesAbsenceDetails: () => true,
};

/** Anna, an employee of the ward: the published plan, her own hours and absences. */
const annasSight: PlanSight = {
  plans: () => false,
  shows: (_unitId, date, publishedTo) =>
    publishedTo !== null && publishedTo !== undefined && date <= publishedTo,
  seesFigures: (person) => person.userId === anna,
  seesAbsenceDetails: (person) => person.userId === anna,
};

const input = (change: Partial<CalendarViewInput> = {}): CalendarViewInput => ({
  request: week,
  chosenPeople: null,
  depth: new Map(),
  units: [wardCollection],
  plans: new Map([[ward, wardPlan]]),
  catalogue,
  tenantRegion: 'BY',
  regions: [{ region: 'BY', holidays: [], schoolHolidays: [] }],
  otherNames: new Map(),
  publishedOf: new Map([
    [ward, published],
    [clinic, '2026-03-03'],
  ]),
  caller: {
    userId: 'admin',
    timeZone: 'Europe/Berlin',
    language: 'en',
    planner: true,
    workingTime: undefined,
  },
  sight: plannerSight,
  texts: {
    absent: 'Absent',
    substituteFor: (name) => `Stands in for ${name}`,
    standby: (name, duty) => `On call (${name}) from ${duty.fromDate}`,
  },
  ...change,
});

const asAnna = (change: Partial<CalendarViewInput> = {}) =>
  input({
    caller: {
      userId: anna,
      timeZone: 'Europe/Berlin',
      language: 'en',
      planner: false,
      workingTime: fortyHours,
    },
    sight: annasSight,
    ...change,
  });

const people = (view: TCalendarData) =>
  view.rows.flatMap((row) =>
    row.kind === 'U' ? [{ name: row.displayName, planned: row.minutesPlanned }] : [],
  );
const shiftsOf = (view: TCalendarData) =>
  view.slots
    .filter((slot) => slot.clickType === 'SH' && slot.id !== null)
    .map((slot) => `${slot.date} ${slot.rowKey.endsWith(ward) ? 'open' : nameOf(slot)} ${slot.name}`);
const nameOf = (slot: TCalendarSlot) => (slot.userId === anna ? 'anna' : slot.userId === ben ? 'ben' : '?');
const ghostsOn = (view: TCalendarData, date: string) =>
  view.slots.filter((slot) => slot.key.startsWith('ghost:') && slot.date === date).length;
const absencesOf = (view: TCalendarData) =>
  view.slots
    .filter((slot) => slot.clickType === 'AP' || slot.clickType === 'SB')
    .map((slot) => `${slot.clickType} ${nameOf(slot)} ${slot.name} ${slot.eventId ?? 'no type'}`);

describe('the calendar a planner sees', () => {
  const view = buildCalendarView(input());

  it('shows the unit, its holidays row and its active people by name, with their hours', () => {
    expect(view.rows.map((row) => row.kind)).toEqual(['G', 'F', 'U', 'U']);
    // Carl is no longer active; Anna has three shifts (two in the clinic) of a 40-hour week.
    expect(people(view)).toEqual([
      { name: 'Anna', planned: 1440 },
      { name: 'Ben', planned: 480 },
    ]);
    const annasRow = view.rows.find((row) => row.kind === 'U' && row.userId === anna);
    expect(annasRow).toMatchObject({ minutesRemaining: 40 * 60 - 1440 });
  });

  it('shows every shift, published or not, the open one on the unit row, and other units’ shifts as published', () => {
    expect(shiftsOf(view)).toEqual([
      '2026-03-03 anna Early',
      '2026-03-05 open Early',
      '2026-03-06 ben Early',
      '2026-03-03 anna Early',
      '2026-03-07 anna Early',
    ]);
    // This planner plans the clinic too: its shift after its publication is shown.
    expect(view.slots.filter((slot) => slot.foreign).map((slot) => slot.date)).toEqual([
      '2026-03-03',
      '2026-03-07',
    ]);
  });

  it('shows absences with their type and who stands in', () => {
    expect(absencesOf(view)).toEqual([`AP ben Leave ${leave}`, 'SB anna Stands in for Ben no type']);
  });

  it('offers ghosts where the manning asks for more than is planned, and the manning of every day', () => {
    expect(ghostsOn(view, '2026-03-02')).toBe(2);
    // Without a manning level a template is offered once while none of it is planned.
    expect(ghostsOn(view, '2026-03-03')).toBe(0);
    expect(ghostsOn(view, '2026-03-04')).toBe(1);
    expect(view.manning.map((day) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(view.manning[0]).toMatchObject({ required: 2, filled: 0, percent: 0 });
  });

  it('may do everything', () => {
    expect(view.access).toEqual({
      plan: true,
      allowShiftInteraction: true,
      allowShiftInteractionRequest: true,
      createShift: true,
    });
    expect(view.publishedTo).toEqual({ [ward]: published });
  });
});

describe('the calendar an employee without sight of the plan sees', () => {
  const view = buildCalendarView(asAnna());

  it('shows the plan up to its publication, and other units’ shifts as those units publish them', () => {
    expect(shiftsOf(view)).toEqual(['2026-03-03 anna Early', '2026-03-03 anna Early']);
    expect(ghostsOn(view, '2026-03-02')).toBe(0);
    expect(view.manning.map((day) => day.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(view.ruleMarkers).toEqual([]);
  });

  it('shows her own hours, and of a colleague neither hours nor why he is away', () => {
    expect(people(view)).toEqual([
      { name: 'Anna', planned: 960 },
      { name: 'Ben', planned: undefined },
    ]);
    expect(absencesOf(view)).toEqual(['AP ben Absent no type', 'SB anna Stands in for Ben no type']);
    const away = view.slots.find((slot) => slot.clickType === 'AP');
    expect(away).toMatchObject({ shortName: '', notes: '', backColor: '#dddddd', toolTip: 'Absent' });
  });

  it('may do with shifts what her working-time model allows', () => {
    expect(view.access).toEqual({
      plan: false,
      allowShiftInteraction: true,
      allowShiftInteractionRequest: false,
      createShift: false,
    });
  });
});

describe('the calendar of chosen people', () => {
  it('shows only their rows and their shifts, not the open ones', () => {
    const view = buildCalendarView(input({ chosenPeople: new Set([ben]) }));
    expect(people(view).map((person) => person.name)).toEqual(['Ben']);
    expect(shiftsOf(view)).toEqual(['2026-03-06 ben Early']);
    expect(absencesOf(view)).toEqual([`AP ben Leave ${leave}`]);
  });
});

describe('someone gone from the unit', () => {
  it('has their shifts on the unit row, and their name from what was read of them', () => {
    const gone = '00000000-0000-4000-8000-000000000009';
    const slot = shift('2026-03-05', null);
    const application: PlanRequest = {
      unitId: ward,
      date: slot.date,
      entryUuid: slot.uuid,
      id: 'apply-1',
      kind: 'APPLY',
      state: 'OPEN',
      requesterId: gone,
      targetUserId: null,
      targetEntryId: null,
      reason: null,
      pending: true,
      inboxUserId: null,
      createdAt,
      version: 1,
    };
    const view = buildCalendarView(
      input({
        plans: new Map([
          [ward, { ...wardPlan, entries: [shift('2026-03-03', gone), slot], requests: [application] }],
        ]),
        otherNames: new Map([[gone, 'Dora (left)']]),
      }),
    );
    expect(view.slots.find((candidate) => candidate.userId === gone)).toMatchObject({ rowKey: `G:${ward}` });
    const open = view.slots.find((candidate) => candidate.date === slot.date && candidate.id !== null);
    expect(open?.requests.map((request) => request.requesterName)).toEqual(['Dora (left)']);
  });
});

describe('filters', () => {
  it('leave out shifts of a disabled template unless disabled ones are asked for', () => {
    const disabled = { ...catalogue, templates: catalogue.templates.map((t) => ({ ...t, enabled: false })) };
    expect(shiftsOf(buildCalendarView(input({ catalogue: disabled })))).toEqual([
      '2026-03-03 anna Early',
      '2026-03-07 anna Early',
    ]);
    const all = buildCalendarView(input({ catalogue: disabled, request: { ...week, showDisabled: true } }));
    expect(shiftsOf(all)).toHaveLength(5);
  });
});

describe('what the calendar offers a person (issue 30: settings that act)', () => {
  const model = { allowShiftInteraction: true, allowShiftInteractionRequest: true, createShift: true };
  it('offers new shifts to planners only: the save refuses everyone else, whatever their model says', () => {
    expect(accessOf(false, model)).toMatchObject({
      plan: false,
      createShift: false,
      allowShiftInteraction: true,
    });
    expect(accessOf(true, undefined)).toMatchObject({ plan: true, createShift: true });
  });
});

describe('on-call duties (issue 30: standby in the calendar)', () => {
  it('draws a member’s duty of the unit’s standby rule on their row over its days, and nothing outside the range', () => {
    const standby = {
      id: '00000000-0000-4000-8000-0000000000d1',
      name: 'Rufbereitschaft',
      unitId: ward,
      resourceId: null,
      surcharge: { kind: 'percent' as const, value: 25 },
      rateId: null,
      notes: '',
      version: 1,
      updatedAt: createdAt,
      duties: [
        { userId: anna, fromDate: '2026-03-06', fromTime: '18:00', toDate: '2026-03-09', toTime: '07:00' },
        { userId: anna, fromDate: '2026-03-20', fromTime: '18:00', toDate: '2026-03-23', toTime: '07:00' },
      ],
    };
    const view = buildCalendarView(input({ catalogue: { ...catalogue, standbyRules: [standby] } }));
    const onCall = view.slots.filter((slot) => slot.clickType === 'ST');
    expect(onCall).toHaveLength(1);
    expect(onCall[0]).toMatchObject({
      userId: anna,
      date: '2026-03-06',
      endDate: '2026-03-09',
      begin: '18:00',
      end: '07:00',
      name: 'Rufbereitschaft',
      toolTip: 'On call (Rufbereitschaft) from 2026-03-06',
    });
    expect(onCall[0]?.rowKey).toBe(view.rows.find((row) => row.kind === 'U' && row.userId === anna)?.key);
  });
});
