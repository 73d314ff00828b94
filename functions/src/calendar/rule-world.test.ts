import { describe, expect, it } from 'vitest';
import { defaultLegalProfile, defaultRuleDefaults } from '@app/shared/rules/legal-profile';
import { ZRule } from '@app/shared/rules/rule';
import type { Catalogue, UnitCollection } from './calendar-reads.repository';
import type { AbsenceFragment, NewPlanEntry, ShiftFragment } from './plan.repository';
import { buildRuleWorld, ruleSetupOf, toRuleAbsence, toRuleShift, toStandbyDuties } from './rule-world';

const unitA = '00000000-0000-4000-8000-00000000000a';
const unitB = '00000000-0000-4000-8000-00000000000b';
const anna = '00000000-0000-4000-8000-000000000001';
const ben = '00000000-0000-4000-8000-000000000002';
const leave = '00000000-0000-4000-8000-0000000000e1';
const early = '00000000-0000-4000-8000-0000000000f1';

const catalogue: Catalogue = {
  templates: [
    {
      id: early,
      name: 'Early',
      shortName: 'E',
      resourceId: 'r1',
      unitId: null,
      itemClass: 0,
      begin: '06:00',
      end: '14:00',
      pause1: { mode: 0, begin: null, end: null },
      pause2: { mode: 0, begin: null, end: null },
      backColor: '#fff',
      foreColor: '#000',
      enabled: true,
      requiredQualificationIds: ['q1'],
    },
  ],
  resources: [{ id: 'r1', caption: 'Ward', backColor: '#fff', foreColor: '#000', enabled: true }],
  absenceTypes: [
    {
      id: leave,
      caption: { de: 'Urlaub', en: 'Leave' },
      shortName: 'U',
      backColor: '#0f0',
      enabled: true,
      itemClass: 1,
    },
  ],
  qualifications: [{ id: 'q1', name: 'Nurse', shortName: 'N', enabled: true }],
  tags: [],
  standbyRules: [
    {
      id: 's1',
      name: 'On call',
      unitId: unitA,
      resourceId: null,
      surcharge: { kind: 'percent', value: 0 },
      rateId: null,
      notes: '',
      version: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      duties: [
        { userId: anna, fromDate: '2026-03-09', fromTime: '18:00', toDate: '2026-03-10', toTime: '06:00' },
        { userId: anna, fromDate: '2026-04-20', fromTime: '18:00', toDate: '2026-04-21', toTime: '06:00' },
      ],
    },
  ],
};

const collection = (unitId: string, name: string, members: string[]): UnitCollection => ({
  unit: { id: unitId, name, parentId: null, enabled: true },
  members: members.map((userId, index) => ({
    userId,
    displayName: userId === anna ? 'Anna Muster' : 'Ben Beispiel',
    primary: index === 0,
    active: true,
    qualificationIds: userId === anna ? ['q1'] : [],
  })),
  manning: [{ weekday: 2, from: null, to: null, resourceId: null, minimum: 2, target: 3 }],
  resourceIds: ['r1'],
  seriesHeads: [],
});

const entry = (uuid: string, unitId: string, userId: string | null, date: string): NewPlanEntry => ({
  unitId,
  date,
  uuid,
  userId,
  templateId: early,
  resourceId: 'r1',
  itemClass: 0,
  begin: '06:00',
  end: '14:00',
  pause1: { mode: 0, begin: null, end: null },
  pause2: { mode: 0, begin: null, end: null },
  minutes: 450,
  notes: '',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const fragment: ShiftFragment = {
  unitId: unitA,
  date: '2026-03-10',
  entryUuid: 'e-b',
  userId: ben,
  homeUnitId: unitB,
  templateId: null,
  resourceId: 'r1',
  itemClass: 0,
  begin: '15:00',
  end: '22:00',
  minutes: 420,
};

const absence = (absenceId: string, state: number): AbsenceFragment => ({
  absenceId,
  userId: ben,
  absenceTypeId: leave,
  begin: '2026-03-09',
  end: '2026-03-12',
  state,
});

describe('rule world', () => {
  it('checks with the default profile until the tenant saves one, with every rule of the catalogue', () => {
    const rule = ZRule.parse({
      ruleType: 'MINOC',
      id: '00000000-0000-4000-8000-0000000000aa',
      version: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      name: 'Two nurses',
      scope: { kind: 'company' },
      settings: { minimum: 2 },
    });
    expect(ruleSetupOf({})).toEqual({ rules: [], legal: defaultLegalProfile, defaults: defaultRuleDefaults });
    const profile = {
      legal: { ...defaultLegalProfile, profile: 'OFF' as const },
      defaults: defaultRuleDefaults,
    };
    expect(ruleSetupOf({ rules: [rule], ruleProfile: profile })).toEqual({ rules: [rule], ...profile });
  });

  it("names a fragment's shift by its own entry and unit, not the unit that shows it", () => {
    expect(toRuleShift(fragment)).toMatchObject({ id: 'e-b', unitId: unitB, userId: ben, minutes: 420 });
    expect(toRuleShift(entry('e-a', unitA, null, '2026-03-10'))).toMatchObject({
      id: 'e-a',
      unitId: unitA,
      userId: null,
    });
  });

  it('gives absences the event class of their type and leaves denied and cancelled ones out', () => {
    const types = new Map(catalogue.absenceTypes.map((type) => [type.id, type]));
    expect(toRuleAbsence(absence('a1', 1), types)).toMatchObject({ id: 'a1', eventClass: 1, state: 1 });
    expect(toRuleAbsence(absence('a1', 4), types)).toBeUndefined();
    expect(toRuleAbsence(absence('a1', 5), types)).toBeUndefined();
  });

  it('keeps only the duties that reach the days around a range', () => {
    const duties = toStandbyDuties(catalogue.standbyRules, { from: '2026-03-10', to: '2026-03-10' });
    expect(duties).toEqual([
      expect.objectContaining({ standbyId: 's1', userId: anna, fromDate: '2026-03-09', unitId: unitA }),
    ]);
    expect(toStandbyDuties(catalogue.standbyRules)).toHaveLength(2);
  });

  it('assembles each shift and absence once, with the units and people they name', () => {
    const world = buildRuleWorld({
      timeZone: 'Europe/Berlin',
      language: 'en',
      from: '2026-03-10',
      to: '2026-03-10',
      catalogue,
      collections: [collection(unitA, 'Ward A', [anna, ben])],
      otherUnits: [{ id: unitB, name: 'Ward B', parentId: unitA }],
      entries: [entry('e-a', unitA, anna, '2026-03-10'), entry('e-a', unitA, anna, '2026-03-10')],
      fragments: [fragment],
      absences: [absence('a1', 3), absence('a1', 3), absence('a2', 5)],
      holidays: [{ unitId: unitA, holidays: [{ date: '2026-03-10', name: { de: 'Festtag', en: 'Feast' } }] }],
    });
    expect(world.shifts.map((shift) => shift.id)).toEqual(['e-a', 'e-b']);
    expect(world.absences.map((item) => item.id)).toEqual(['a1']);
    expect(world.units.get(unitA)?.memberIds).toEqual([anna, ben]);
    expect(world.units.get(unitB)).toMatchObject({ name: 'Ward B', parentId: unitA, memberIds: [] });
    expect(world.people.get(anna)).toMatchObject({
      name: 'Anna Muster',
      unitIds: [unitA],
      qualificationIds: ['q1'],
    });
    expect(world.templates.get(early)?.requiredQualificationIds).toEqual(['q1']);
    expect(world.holidays.get(`${unitA}#2026-03-10`)).toBe('Feast');
    expect(world.manning.get(unitA)).toEqual([
      { weekday: 2, from: null, to: null, resourceId: null, minimum: 2, target: 3 },
    ]);
    expect(world.absenceTypeNames.get(leave)).toBe('Leave');
    expect(world.standbyDuties).toHaveLength(1);
  });

  it('prefers the user item (all units, groups) over what a collection knows', () => {
    const world = buildRuleWorld({
      timeZone: 'Europe/Berlin',
      language: 'de',
      from: '2026-03-10',
      to: '2026-03-10',
      catalogue,
      collections: [collection(unitA, 'Ward A', [anna])],
      people: [
        {
          id: anna,
          displayName: 'Anna Muster',
          active: true,
          unitId: unitB,
          extraUnitIds: [unitA],
          userGroupIds: ['g1'],
        },
      ],
      entries: [],
      absences: [],
    });
    expect(world.people.get(anna)).toMatchObject({ unitIds: [unitB, unitA], groupIds: ['g1'] });
  });
});
