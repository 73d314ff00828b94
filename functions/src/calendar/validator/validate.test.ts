/**
 * The validator over the rule engine (what the built-in checks' tests checked before they became the engine's
 * default rules): a change's world from rule-world, the engine's findings as validator messages, the verdict.
 */
import { describe, expect, it } from 'vitest';
import { checkChange } from '@app/shared/rules/engine/index';
import { ZRule, type TRule } from '@app/shared/rules/rule';
import type { Catalogue, UnitCollection } from '../calendar-reads.repository';
import type { NewPlanEntry } from '../plan.repository';
import { buildRuleWorld, ruleSetupOf, toRuleShift } from '../rule-world';
import { findingMessages, judge } from './validate';

const unitId = '00000000-0000-4000-8000-0000000000a1';
const anna = '00000000-0000-4000-8000-000000000001';
const ben = '00000000-0000-4000-8000-000000000002';
const resourceId = '00000000-0000-4000-8000-0000000000c1';
const pause = { mode: 0, begin: null, end: null };

const catalogue = (rules: TRule[] = []): Catalogue => ({
  templates: [],
  resources: [{ id: resourceId, caption: 'Ward', backColor: '#fff', foreColor: '#000', enabled: true }],
  absenceTypes: [],
  qualifications: [],
  tags: [],
  rules,
});

const unit: UnitCollection = {
  unit: { id: unitId, name: 'Ward A', parentId: null, enabled: true },
  members: [anna, ben].map((userId) => ({
    userId,
    displayName: userId === anna ? 'Anna Muster' : 'Ben Beispiel',
    primary: true,
    active: true,
  })),
  manning: [],
  resourceIds: [resourceId],
  seriesHeads: [],
};

function shift(uuid: string, userId: string, date: string, begin: string, end: string): NewPlanEntry {
  return {
    unitId,
    date,
    uuid,
    userId,
    templateId: null,
    resourceId,
    itemClass: 0,
    begin,
    end,
    pause1: pause,
    pause2: pause,
    minutes: 480,
    notes: '',
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

/** The messages of adding `added` to a plan holding `held` (German or English texts). */
function messagesOf(
  added: NewPlanEntry,
  held: NewPlanEntry[],
  rules: TRule[] = [],
  language: 'de' | 'en' = 'en',
  removed: NewPlanEntry[] = [],
) {
  const shown = catalogue(rules);
  const gone = new Set(removed.map((entry) => entry.uuid));
  const world = buildRuleWorld({
    timeZone: 'Europe/Berlin',
    language,
    from: '2026-11-30',
    to: '2026-12-02',
    catalogue: shown,
    collections: [unit],
    entries: [added, ...held.filter((entry) => !gone.has(entry.uuid))],
    absences: [],
  });
  const findings = checkChange(ruleSetupOf(shown), world, {
    shifts: [toRuleShift(added)],
    removed: removed.map(toRuleShift),
  });
  return findingMessages(findings, language);
}

const minimumTwo = ZRule.parse({
  ruleType: 'MINOC',
  id: '00000000-0000-4000-8000-0000000000f1',
  version: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
  name: 'Two on the ward',
  scope: { kind: 'unit', ids: [unitId] },
  settings: { minimum: 2 },
});

describe('the validator over the rule engine', () => {
  it('refuses an overlap even when forced: the default rule cannot be forced', () => {
    const messages = messagesOf(shift('n', anna, '2026-12-01', '06:00', '14:00'), [
      shift('o', anna, '2026-12-01', '10:00', '18:00'),
    ]);
    // Sixteen hours that day are a warning of the legal profile besides: the overlap comes first.
    expect(messages[0]).toMatchObject({
      level: 'ERR',
      check: 'default.overlap',
      forceable: false,
      userId: anna,
    });
    expect(messages.map((message) => message.check)).toEqual(['default.overlap', 'legal.daily']);
    expect(judge(messages, true)).toMatchObject({ pass: false, allowForce: false });
  });

  it('warns of too little rest (legal profile) and lets a forced change through', () => {
    const messages = messagesOf(shift('n', anna, '2026-12-01', '06:00', '14:00'), [
      shift('l', anna, '2026-11-30', '14:00', '22:00'),
    ]);
    expect(messages.map((message) => [message.check, message.level, message.forceable])).toEqual([
      ['legal.rest', 'WRN', true],
    ]);
    expect(judge(messages, false)).toMatchObject({ pass: false, allowForce: true });
    expect(judge(messages, true)).toMatchObject({ pass: true });
    expect(judge([], false)).toMatchObject({ pass: true, allowForce: false });
  });

  it('warns when a move leaves a minimum short and suggests a free member to assign', () => {
    const before = shift('a', anna, '2026-12-01', '06:00', '14:00');
    const held = [before, shift('b', ben, '2026-12-01', '06:00', '14:00')];
    // Anna's shift moves to the next day: the 1st keeps only Ben.
    const moved = { ...shift('a2', anna, '2026-12-02', '06:00', '14:00') };
    const messages = messagesOf(moved, held, [minimumTwo], 'de', [before]);
    const short = messages.find(
      (message) => message.check === minimumTwo.id && message.date === '2026-12-01',
    );
    expect(short).toMatchObject({ level: 'WRN', forceable: true });
    expect(short?.message).toContain('01.12.2026');
    expect(short?.solutions).toContainEqual({
      type: 'A',
      name: 'Anna Muster einplanen',
      color: null,
      action: `ASSIGN:${anna}`,
    });
  });

  it('shows what cannot be forced first: it is the answer summary', () => {
    const messages = messagesOf(shift('n', anna, '2026-12-01', '06:00', '14:00'), [
      shift('l', anna, '2026-11-30', '14:00', '22:00'),
      shift('o', anna, '2026-12-01', '13:00', '15:00'),
    ]);
    expect(messages[0]).toMatchObject({ check: 'default.overlap', forceable: false });
    expect(messages.some((message) => message.check === 'legal.rest')).toBe(true);
  });

  it('writes a Sunday shift without asking and says the notice, but still stops on a warning beside it', () => {
    const sunday = shift('s', anna, '2026-11-29', '06:00', '14:00');
    const world = buildRuleWorld({
      timeZone: 'Europe/Berlin',
      language: 'en',
      from: '2026-11-28',
      to: '2026-11-30',
      catalogue: catalogue(),
      collections: [unit],
      entries: [sunday],
      absences: [],
    });
    const messages = findingMessages(
      checkChange(ruleSetupOf(catalogue()), world, { shifts: [toRuleShift(sunday)], removed: [] }),
      'en',
    );
    expect(messages.map((message) => [message.check, message.notice])).toEqual([['legal.sunday', true]]);
    expect(judge(messages, false)).toMatchObject({ pass: true, allowForce: false });
    const rest = messagesOf(shift('n', anna, '2026-12-01', '06:00', '14:00'), [
      shift('l', anna, '2026-11-30', '14:00', '22:00'),
    ]);
    expect(judge([...messages, ...rest], false)).toMatchObject({ pass: false, allowForce: true });
  });
});
