import { describe, expect, it } from 'vitest';
import type { NewPlanEntry, PlanEntry } from '../plan.repository';
import type { ValidationContext } from './check';
import {
  absenceCheck,
  builtInChecks,
  foreignUnitCheck,
  overlapCheck,
  qualificationCheck,
  restTimeCheck,
} from './built-in-checks';
import { judge, registerCheck, registeredChecks, runChecks } from './validate';

const zone = 'Europe/Berlin';
const unitId = 'u-1';
const userId = 'p-1';
const pause = { mode: 0, begin: null, end: null };

function entry(date: string, begin: string, end: string, uuid = `${date}-${begin}`): PlanEntry {
  return {
    unitId,
    date,
    uuid,
    userId,
    templateId: 't-1',
    resourceId: 'r-1',
    itemClass: 10,
    begin,
    end,
    pause1: pause,
    pause2: pause,
    minutes: 480,
    notes: '',
    createdAt: '2026-11-01T00:00:00.000Z',
    version: 1,
  };
}

function context(candidate: NewPlanEntry, changes: Partial<ValidationContext> = {}): ValidationContext {
  return {
    language: 'en',
    timeZone: zone,
    entry: candidate,
    personUnitIds: [unitId],
    person: { id: userId, displayName: 'Anna', active: true, qualificationIds: ['q-1'] },
    personEntries: [],
    absences: [],
    template: undefined,
    qualifications: new Map([['q-2', { id: 'q-2', name: 'First aid', shortName: 'FA', enabled: true }]]),
    replaced: new Set(),
    names: { person: 'Anna', unit: () => 'Ward B', template: () => 'Early', absenceType: () => 'Leave' },
    ...changes,
  };
}

describe('the built-in checks', () => {
  it('finds overlapping shifts, an error that cannot be forced, but not the entry it replaces', () => {
    const existing = entry('2026-12-01', '06:00', '14:00', 'a');
    const candidate = entry('2026-12-01', '12:00', '16:00', 'b');
    const [message] = overlapCheck(context(candidate, { personEntries: [existing] }));
    expect(message).toMatchObject({ level: 'ERR', forceable: false, check: 'overlap' });
    expect(message?.message).toContain('Anna already works Early from 06:00 to 14:00');
    expect(overlapCheck(context(candidate, { personEntries: [existing], replaced: new Set(['a']) }))).toEqual(
      [],
    );
    // Touching shifts do not overlap.
    expect(
      overlapCheck(context(entry('2026-12-01', '14:00', '22:00'), { personEntries: [existing] })),
    ).toEqual([]);
  });

  it('warns about less than 11 hours of rest, also over the month edge and a DST night', () => {
    const late = entry('2026-11-30', '14:00', '22:00', 'late');
    const [message] = restTimeCheck(
      context(entry('2026-12-01', '06:00', '14:00'), { personEntries: [late] }),
    );
    expect(message).toMatchObject({ level: 'WRN', forceable: true, params: { hours: 8 } });
    expect(restTimeCheck(context(entry('2026-12-01', '09:00', '17:00'), { personEntries: [late] }))).toEqual(
      [],
    );
    // 22:00 on 24 October to 08:00 the next day is 11 real hours: the clock goes back an hour that night.
    const octoberLate = entry('2026-10-24', '14:00', '22:00', 'o');
    expect(
      restTimeCheck(context(entry('2026-10-25', '08:00', '16:00'), { personEntries: [octoberLate] })),
    ).toEqual([]);
  });

  it('warns about an absence, a missing qualification and a unit the person does not belong to', () => {
    const candidate = entry('2026-12-03', '06:00', '14:00');
    const absence = {
      absenceId: 'x',
      userId,
      absenceTypeId: 'leave',
      begin: '2026-12-02',
      end: '2026-12-04',
    };
    expect(absenceCheck(context(candidate, { absences: [absence] }))[0]?.message).toBe(
      'Anna is absent on 2026-12-03 (Leave).',
    );
    const template = {
      id: 't-1',
      name: 'Early',
      shortName: 'E',
      resourceId: 'r-1',
      unitId: null,
      itemClass: 10,
      begin: '06:00',
      end: '14:00',
      pause1: pause,
      pause2: pause,
      backColor: '#fff',
      foreColor: '#000',
      enabled: true,
      requiredQualificationIds: ['q-1', 'q-2'],
    };
    const missing = qualificationCheck(context(candidate, { template }));
    expect(missing.map((message) => message.params.qualification)).toEqual(['First aid']);
    expect(foreignUnitCheck(context(candidate, { personUnitIds: ['other'] }))[0]?.message).toBe(
      'Anna does not belong to Ward B.',
    );
    expect(foreignUnitCheck(context(candidate))).toEqual([]);
  });

  it('speaks German to a German caller', () => {
    const candidate = entry('2026-12-03', '06:00', '14:00');
    expect(foreignUnitCheck(context(candidate, { language: 'de', personUnitIds: [] }))[0]?.message).toBe(
      'Anna gehört nicht zu Ward B.',
    );
  });
});

describe('the validator', () => {
  it('passes without messages, passes forceable messages only when forced', () => {
    const warning = restTimeCheck(
      context(entry('2026-12-01', '06:00', '14:00'), {
        personEntries: [entry('2026-11-30', '14:00', '22:00', 'l')],
      }),
    );
    expect(judge([], false)).toMatchObject({ pass: true, allowForce: false });
    expect(judge(warning, false)).toMatchObject({ pass: false, allowForce: true });
    expect(judge(warning, true)).toMatchObject({ pass: true });
    const error = overlapCheck(
      context(entry('2026-12-01', '06:00', '14:00'), {
        personEntries: [entry('2026-12-01', '10:00', '18:00', 'o')],
      }),
    );
    expect(judge([...warning, ...error], true)).toMatchObject({ pass: false, allowForce: false });
  });

  it('runs further registered checks after the built-in ones', () => {
    expect(registeredChecks().map((check) => check.id)).toEqual(builtInChecks.map((check) => check.id));
    registerCheck({ id: 'rule.test', run: (ctx) => foreignUnitCheck({ ...ctx, personUnitIds: [] }) });
    const messages = runChecks(context(entry('2026-12-05', '06:00', '14:00')));
    expect(messages.map((message) => message.check)).toEqual(['foreignUnit']);
  });
});
