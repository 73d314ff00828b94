import { describe, expect, it } from 'vitest';
import type { TWeekTemplateEntry } from '@app/shared/plan-tools/week-template';
import type { Person } from '../calendar/calendar-reads.repository';
import type { NewPlanEntry, PlanEntry, PlanItems } from '../calendar/plan.repository';
import { placeRows, settleByRules, type ApplyFlags, type ApplyPlacementInput } from './week-template-apply';

const ward = '00000000-0000-4000-8000-0000000000a1';
const anna = '00000000-0000-4000-8000-000000000001';
const ben = '00000000-0000-4000-8000-000000000002';
const early = '00000000-0000-4000-8000-0000000000f1';
const late = '00000000-0000-4000-8000-0000000000f2';
const gone = '00000000-0000-4000-8000-0000000000f9';
const times: Record<string, [string, string]> = { [early]: ['06:00', '14:00'], [late]: ['13:00', '21:00'] };
const pause = { mode: 0, begin: null, end: null };
const createdAt = '2026-02-01T00:00:00.000Z';

const row = (userId: string | null, shiftTplId: string): TWeekTemplateEntry => ({
  weekday: 1,
  shiftTplId,
  resourceId: null,
  userId,
  begin: null,
  end: null,
  pauses: [],
});

let uuids = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++uuids).padStart(12, '0')}`;

/** As the calendar builds an entry from a row: undefined for a template the catalogue no longer has. */
const entryOf = (shape: TWeekTemplateEntry, date: string): NewPlanEntry | undefined => {
  const span = times[shape.shiftTplId];
  if (!span) return undefined;
  return {
    unitId: ward,
    date,
    uuid: uuid(),
    userId: shape.userId,
    templateId: shape.shiftTplId,
    resourceId: 'r-ward',
    itemClass: 0,
    begin: span[0],
    end: span[1],
    pause1: pause,
    pause2: pause,
    minutes: 480,
    notes: '',
    createdAt,
  };
};

const existing = (date: string, userId: string | null, templateId: string): PlanEntry => ({
  ...(entryOf(row(userId, templateId), date) as NewPlanEntry),
  version: 1,
});

const people = new Map<string, Person>([
  [anna, { id: anna, displayName: 'Anna', active: true, unitId: ward }],
  [ben, { id: ben, displayName: 'Ben', active: true, unitId: ward }],
]);
const none: ApplyFlags = { overwrite: false, noCollision: false, skipHolidays: false };
const emptyPlan: PlanItems = { entries: [], requests: [], foreign: [], absences: [] };

function place(
  rows: ApplyPlacementInput['rows'],
  extra: Partial<ApplyPlacementInput> = {},
): ReturnType<typeof placeRows> {
  return placeRows({
    unitId: ward,
    rows,
    flags: none,
    items: emptyPlan,
    people,
    holidays: new Set(),
    resourceRules: [],
    entryOf,
    ...extra,
  });
}

describe('applying week templates: where the rows land', () => {
  it('plans each row as a shift of its person (or an open one) on its day', () => {
    const placement = place([
      { date: '2026-03-02', row: row(anna, early) },
      { date: '2026-03-02', row: row(null, late) },
    ]);
    expect(placement.planned.map((entry) => [entry.date, entry.userId, entry.templateId])).toEqual([
      ['2026-03-02', anna, early],
      ['2026-03-02', null, late],
    ]);
    expect(placement).toMatchObject({ failed: 0, missed: 0 });
  });

  it('fails the rows of unknown, inactive or absent people and of a template that is gone', () => {
    const stranger = '00000000-0000-4000-8000-000000000009';
    const placement = place(
      [
        { date: '2026-03-02', row: row(stranger, early) },
        { date: '2026-03-02', row: row(ben, early) },
        { date: '2026-03-03', row: row(anna, early) },
        { date: '2026-03-04', row: row(anna, gone) },
        { date: '2026-03-05', row: row(anna, early) },
      ],
      {
        people: new Map([...people, [ben, { id: ben, displayName: 'Ben', active: false }]]),
        items: {
          ...emptyPlan,
          absences: [
            { absenceId: 'a', userId: anna, absenceTypeId: 't', begin: '2026-03-03', end: '2026-03-03' },
          ],
        },
      },
    );
    expect(placement.failed).toBe(4);
    expect(placement.planned.map((entry) => entry.date)).toEqual(['2026-03-05']);
  });

  it('fails a row whose resource a resource rule keeps free of templates that day', () => {
    const placement = place([{ date: '2026-03-02', row: row(anna, early) }], {
      resourceRules: [
        {
          resourceId: 'r-ward',
          unitId: null,
          noTemplates: true,
          entryBegin: '2026-03-01',
          entryEnd: '2026-03-31',
        },
      ],
    });
    expect(placement).toMatchObject({ failed: 1, planned: [] });
  });

  it('with SkipHolidays, misses the rows on a public holiday', () => {
    const placement = place(
      [
        { date: '2026-04-03', row: row(anna, early) },
        { date: '2026-04-07', row: row(anna, early) },
      ],
      { flags: { ...none, skipHolidays: true }, holidays: new Set(['2026-04-03']) },
    );
    expect(placement.missed).toBe(1);
    expect(placement.planned.map((entry) => entry.date)).toEqual(['2026-04-07']);
  });

  it("with Overwrite, replaces the person's shift (or the same open slot) of that day, nobody else's", () => {
    const annas = existing('2026-03-02', anna, late);
    const bens = existing('2026-03-02', ben, late);
    const openLate = existing('2026-03-02', null, late);
    const openEarly = existing('2026-03-02', null, early);
    const placement = place(
      [
        { date: '2026-03-02', row: row(anna, early) },
        { date: '2026-03-02', row: row(null, late) },
      ],
      {
        flags: { ...none, overwrite: true },
        items: { ...emptyPlan, entries: [annas, bens, openLate, openEarly] },
      },
    );
    expect([...placement.overwritten.keys()]).toEqual([annas.uuid, openLate.uuid]);
    expect(placement.planned).toHaveLength(2);
  });

  it('with NoCollision, misses a row whose person already works then, here or in another unit', () => {
    const placement = place(
      [
        { date: '2026-03-02', row: row(anna, late) },
        { date: '2026-03-03', row: row(anna, late) },
        { date: '2026-03-04', row: row(anna, late) },
        { date: '2026-03-04', row: row(anna, early) },
      ],
      {
        flags: { ...none, noCollision: true },
        items: {
          ...emptyPlan,
          entries: [existing('2026-03-02', anna, early)],
          foreign: [
            {
              unitId: ward,
              date: '2026-03-03',
              entryUuid: 'elsewhere',
              userId: anna,
              homeUnitId: 'clinic',
              templateId: null,
              resourceId: 'r-lab',
              itemClass: 0,
              begin: '15:00',
              end: '19:00',
              minutes: 240,
            },
          ],
        },
      },
    );
    // 13:00-21:00 overlaps her 06:00-14:00 here and her 15:00-19:00 elsewhere; two rows of one day collide too.
    expect(placement.missed).toBe(3);
    expect(placement.planned.map((entry) => [entry.date, entry.templateId])).toEqual([['2026-03-04', late]]);
  });

  it('with Overwrite and NoCollision, the shift being replaced is no collision', () => {
    const annas = existing('2026-03-02', anna, early);
    const placement = place([{ date: '2026-03-02', row: row(anna, late) }], {
      flags: { ...none, overwrite: true, noCollision: true },
      items: { ...emptyPlan, entries: [annas] },
    });
    expect(placement).toMatchObject({ missed: 0 });
    expect([...placement.overwritten.keys()]).toEqual([annas.uuid]);
  });
});

describe('applying week templates: after the rule check', () => {
  it('fails a row the rules stop, and keeps what it would have overwritten', () => {
    const annas = existing('2026-03-02', anna, late);
    const bens = existing('2026-03-03', ben, late);
    const placement = place(
      [
        { date: '2026-03-02', row: row(anna, early) },
        { date: '2026-03-03', row: row(ben, early) },
      ],
      { flags: { ...none, overwrite: true }, items: { ...emptyPlan, entries: [annas, bens] } },
    );
    const [forAnna, forBen] = placement.planned;
    const outcome = settleByRules(placement, new Set([forAnna?.uuid ?? '']));
    expect(outcome.written).toEqual([forBen]);
    expect(outcome.removed).toEqual([bens]);
    expect(outcome).toMatchObject({ failed: 1, missed: 0 });
  });
});
