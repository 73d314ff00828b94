import { describe, expect, it } from 'vitest';
import { ruleHoldsShift, scopeHoldsPerson, validOn } from './scope';
import { person, rule, shift, uid, unit, world } from './test-world';
import { indexWorld } from './world-index';

const [company, store, branch, other] = [uid(1), uid(2), uid(3), uid(4)];
const ana = uid(11);
const group = uid(51);
const scenario = world({
  from: '2026-12-01',
  to: '2026-12-31',
  units: [
    unit(company, 'Company', []),
    unit(store, 'Store', [], company),
    unit(branch, 'Branch', [ana], store),
    unit(other, 'Other', []),
  ],
  people: [person(ana, 'Ana', [branch], { groupIds: [group] })],
  holidays: { [`${branch}#2026-12-25`]: 'Christmas Day' },
});
const index = indexWorld(scenario);
const at = (date: string, unitId = branch, more = {}) =>
  shift({ userId: ana, date, begin: '08:00', end: '16:00', unitId, ...more });

describe('validity', () => {
  it('date range with open ends, weekdays, holiday modes', () => {
    const ranged = rule(
      'MSG',
      { text: 'x', trigger: 'planned' },
      { validity: { from: '2026-12-10', to: '2026-12-20' } },
    );
    expect([
      validOn(ranged, '2026-12-09', false),
      validOn(ranged, '2026-12-10', false),
      validOn(ranged, '2026-12-20', false),
      validOn(ranged, '2026-12-21', false),
    ]).toEqual([false, true, true, false]);
    const open = rule('MSG', { text: 'x', trigger: 'planned' }, { validity: { from: '2026-12-10' } });
    expect(validOn(open, '2030-01-01', false)).toBe(true);
    const weekend = rule('MSG', { text: 'x', trigger: 'planned' }, { validity: { weekdays: [6, 7] } });
    expect([
      validOn(weekend, '2026-12-04', false),
      validOn(weekend, '2026-12-05', false),
      validOn(weekend, '2026-12-06', false),
    ]).toEqual([false, true, true]);
    const noHolidays = rule('MSG', { text: 'x', trigger: 'planned' }, { validity: { holidays: 'exclude' } });
    expect(ruleHoldsShift(noHolidays, at('2026-12-25'), index)).toBe(false);
    expect(ruleHoldsShift(noHolidays, at('2026-12-24'), index)).toBe(true);
    // The holiday is the branch's region's: the other unit works normally that day.
    expect(ruleHoldsShift(noHolidays, at('2026-12-25', other), index)).toBe(true);
  });
});

describe('scope', () => {
  it('units with and without sub-units, resources, templates, user groups', () => {
    const withSubs = rule(
      'MSG',
      { text: 'x', trigger: 'planned' },
      { scope: { kind: 'unit', ids: [company], includeSubUnits: true } },
    );
    const withoutSubs = rule(
      'MSG',
      { text: 'x', trigger: 'planned' },
      { scope: { kind: 'unit', ids: [company] } },
    );
    expect(ruleHoldsShift(withSubs, at('2026-12-02'), index)).toBe(true);
    expect(ruleHoldsShift(withoutSubs, at('2026-12-02'), index)).toBe(false);
    expect(ruleHoldsShift(withSubs, at('2026-12-02', other), index)).toBe(false);
    const resource = rule(
      'MSG',
      { text: 'x', trigger: 'planned' },
      { scope: { kind: 'resource', ids: [uid(800)] } },
    );
    expect(ruleHoldsShift(resource, at('2026-12-02'), index)).toBe(true);
    expect(ruleHoldsShift(resource, at('2026-12-02', branch, { resourceId: uid(801) }), index)).toBe(false);
    const template = rule(
      'MSG',
      { text: 'x', trigger: 'planned' },
      { scope: { kind: 'template', ids: [uid(60)] } },
    );
    expect(ruleHoldsShift(template, at('2026-12-02', branch, { templateId: uid(60) }), index)).toBe(true);
    expect(ruleHoldsShift(template, at('2026-12-02'), index)).toBe(false);
    const groupRule = rule(
      'MSG',
      { text: 'x', trigger: 'planned' },
      { scope: { kind: 'userGroup', ids: [group] } },
    );
    expect(ruleHoldsShift(groupRule, at('2026-12-02'), index)).toBe(true);
    expect(ruleHoldsShift(groupRule, at('2026-12-02', branch, { userId: null }), index)).toBe(false);
  });

  it('people for absence rules: company, units (sub-units), groups; resources and templates hold nobody', () => {
    const ana = scenario.people.get(uid(11));
    if (!ana) throw new Error('fixture');
    expect(
      scopeHoldsPerson(
        rule('BARRIER', {}, { scope: { kind: 'unit', ids: [store], includeSubUnits: true } }),
        ana,
        index,
      ),
    ).toBe(true);
    expect(scopeHoldsPerson(rule('BARRIER', {}, { scope: { kind: 'unit', ids: [store] } }), ana, index)).toBe(
      false,
    );
    expect(
      scopeHoldsPerson(rule('BARRIER', {}, { scope: { kind: 'userGroup', ids: [group] } }), ana, index),
    ).toBe(true);
    expect(
      scopeHoldsPerson(rule('BARRIER', {}, { scope: { kind: 'resource', ids: [uid(800)] } }), ana, index),
    ).toBe(false);
    expect(scopeHoldsPerson(rule('BARRIER', {}), ana, index)).toBe(true);
  });
});
