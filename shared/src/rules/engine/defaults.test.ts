import { describe, expect, it } from 'vitest';
import { checkRange } from './index';
import type { TRuleDefaults } from '../legal-profile';
import { person, quietSetup, shift, uid, unit, world } from './test-world';

const kitchen = uid(1);
const service = uid(2);
const ana = uid(11);
const ben = uid(12);
const cook = uid(31);
const early = {
  id: uid(41),
  name: 'Early',
  resourceId: uid(800),
  unitId: kitchen,
  begin: '06:00',
  requiredQualificationIds: [cook],
};

const base = {
  from: '2026-06-01',
  to: '2026-06-07',
  units: [unit(kitchen, 'Kitchen', [ana, ben]), unit(service, 'Service', [])],
  people: [person(ana, 'Ana', [kitchen], { qualificationIds: [cook] }), person(ben, 'Ben', [kitchen])],
  templates: [early],
  qualificationNames: { [cook]: 'Cook' },
};
const defaultsOnly = (defaults: Partial<TRuleDefaults>) =>
  quietSetup([], { defaults: { ...quietSetup().defaults, ...defaults } });

describe('default rules (the calendar built-in checks)', () => {
  it('an overlap of two shifts of a person is an error that cannot be forced, whatever the defaults say', () => {
    const shifts = [
      shift({ userId: ana, date: '2026-06-02', begin: '06:00', end: '14:00', unitId: kitchen }),
      shift({ userId: ana, date: '2026-06-02', begin: '12:00', end: '20:00', unitId: kitchen }),
    ];
    const found = checkRange(quietSetup(), world({ ...base, shifts }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      ruleId: 'default.overlap',
      level: 'ERR',
      forceable: false,
      shiftId: shifts[1]?.id,
    });
  });

  it('a shift on an absence day: warning by default, error when set (still forceable), nothing when OFF', () => {
    const shifts = [
      shift({ userId: ben, date: '2026-06-03', begin: '06:00', end: '14:00', unitId: kitchen }),
    ];
    const absences = [
      {
        id: uid(60),
        userId: ben,
        absenceTypeId: uid(900),
        eventClass: 3,
        begin: '2026-06-03',
        end: '2026-06-04',
        state: 1,
      },
    ];
    const scenario = world({ ...base, shifts, absences });
    const warn = checkRange(defaultsOnly({ absence: 'WRN' }), scenario);
    expect(warn).toMatchObject([
      { ruleId: 'default.absence', level: 'WRN', params: { person: 'Ben', absence: 'Leave' } },
    ]);
    // Ana is free, qualified for nothing in particular and has no shift: she is the suggested replacement.
    expect(warn[0]?.solutions).toEqual([
      { kind: 'assign', userId: ana, name: 'Ana', shiftId: shifts[0]?.id },
    ]);
    expect(checkRange(defaultsOnly({ absence: 'ERR' }), scenario)).toMatchObject([
      { level: 'ERR', forceable: true },
    ]);
    expect(checkRange(defaultsOnly({ absence: 'OFF' }), scenario)).toEqual([]);
  });

  it('a qualification of the template the person lacks, with a qualified free colleague suggested', () => {
    const shifts = [
      shift({
        userId: ben,
        date: '2026-06-03',
        begin: '06:00',
        end: '14:00',
        unitId: kitchen,
        templateId: early.id,
      }),
    ];
    const found = checkRange(defaultsOnly({ qualification: 'WRN' }), world({ ...base, shifts }));
    expect(found).toMatchObject([
      {
        ruleId: 'default.qualification',
        params: { person: 'Ben', qualification: 'Cook', template: 'Early' },
        solutions: [{ userId: ana }],
      },
    ]);
  });

  it('a shift in a unit the person does not belong to', () => {
    const shifts = [
      shift({ userId: ana, date: '2026-06-03', begin: '06:00', end: '14:00', unitId: service }),
    ];
    expect(checkRange(defaultsOnly({ foreignUnit: 'WRN' }), world({ ...base, shifts }))).toMatchObject([
      { ruleId: 'default.foreignUnit', params: { unit: 'Service' }, userId: ana },
    ]);
  });

  it('manning: each level counts the staffed shifts of its resource, in a window those covering it', () => {
    const other = uid(801);
    // Wednesday 2026-06-03: one from 08:00 in the 06:00-10:00 window (nobody at 06:00), one of another
    // resource; open shifts do not count.
    const manning = {
      [kitchen]: [
        { weekday: 3, from: '06:00', to: '10:00', resourceId: null, minimum: 1, target: 1 },
        { weekday: 3, from: null, to: null, resourceId: other, minimum: 2, target: 2 },
      ],
    };
    const shifts = [
      shift({ userId: ana, date: '2026-06-03', begin: '08:00', end: '12:00', unitId: kitchen }),
      shift({
        userId: ben,
        date: '2026-06-03',
        begin: '12:00',
        end: '16:00',
        unitId: kitchen,
        resourceId: other,
      }),
      shift({
        userId: null,
        date: '2026-06-03',
        begin: '12:00',
        end: '16:00',
        unitId: kitchen,
        resourceId: other,
      }),
    ];
    const found = checkRange(defaultsOnly({ manning: 'WRN' }), world({ ...base, shifts, manning }));
    expect(found).toMatchObject([
      { ruleId: 'default.manning', date: '2026-06-03', unitId: kitchen, params: { filled: 1, required: 3 } },
    ]);
    // From 05:00 on: the window is staffed from its start, and the other resource has its two.
    const full = [
      ...shifts,
      shift({
        userId: uid(13),
        date: '2026-06-03',
        begin: '05:00',
        end: '13:00',
        unitId: kitchen,
        resourceId: other,
      }),
    ];
    expect(checkRange(defaultsOnly({ manning: 'WRN' }), world({ ...base, shifts: full, manning }))).toEqual(
      [],
    );
  });
});
