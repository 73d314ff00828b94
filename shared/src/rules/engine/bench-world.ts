/**
 * The benchmark's scenario (`rules.changeCheckMs` without data loading): a unit of 200 people with a week of
 * shifts around a drop, 30 active rules of every plan type, and one drop moving a shift to another person.
 */
import { addDays } from '../../time/tenant-time';
import type { TRule } from '../rule';
import { person, rule, setup, shift, uid, unit, world } from './test-world';
import type { RuleChange, RuleSetup, RuleShift, RuleWorld } from './types';

export function benchScenario(options: { days?: number } = {}): {
  setup: RuleSetup;
  world: RuleWorld;
  change: RuleChange;
} {
  // A week by default (the drop's days); the calendar's month view asks for 31.
  const dayCount = options.days ?? 7;
  const unitId = uid(1);
  const quals = [uid(31), uid(32), uid(33)];
  const peopleIds = Array.from({ length: 200 }, (_, n) => uid(1000 + n));
  const people = peopleIds.map((id, n) =>
    person(id, `Person ${n}`, [unitId], {
      qualificationIds: quals.filter((_, q) => (n + q) % 2 === 0),
      groupIds: [uid(41 + (n % 3))],
    }),
  );
  const templates = [
    ['06:00', '14:00'],
    ['14:00', '22:00'],
    ['22:00', '06:00'],
  ].map(([begin], n) => ({
    id: uid(60 + n),
    name: `T${n}`,
    resourceId: uid(800 + n),
    unitId,
    begin: begin ?? null,
    requiredQualificationIds: [quals[n] ?? ''],
  }));
  const times = [
    ['06:00', '14:00'],
    ['14:00', '22:00'],
    ['22:00', '06:00'],
  ] as const;
  const from = '2026-06-01';
  const shifts: RuleShift[] = [];
  for (let day = 0; day < dayCount; day += 1)
    peopleIds.forEach((userId, n) => {
      if ((n + day) % 7 >= 5) return;
      const slot = (n + day) % 3;
      const [begin, end] = times[slot] ?? times[0];
      shifts.push(
        shift(
          {
            userId,
            date: addDays(from, day),
            begin,
            end,
            unitId,
            templateId: templates[slot]?.id ?? null,
            resourceId: uid(800 + slot),
          },
          30,
        ),
      );
    });
  const unitScope = { kind: 'unit', ids: [unitId] };
  const rules: TRule[] = [];
  for (let n = 0; n < 10; n += 1)
    rules.push(
      rule(
        'MINOC',
        {
          minimum: 20 + n,
          qualificationId: n % 2 ? (quals[n % 3] ?? null) : null,
          ...(n % 3 ? { from: '06:00', to: '10:00' } : {}),
        },
        { scope: unitScope },
      ),
    );
  for (let n = 0; n < 6; n += 1)
    rules.push(
      rule(
        'QUAL',
        { qualificationIds: [quals[n % 3]], mode: n % 2 ? 'any' : 'all' },
        { scope: { kind: 'template', ids: [templates[n % 3]?.id] } },
      ),
    );
  for (let n = 0; n < 4; n += 1)
    rules.push(
      rule(
        'MSG',
        { text: `Note ${n}`, trigger: 'planned' },
        { scope: { kind: 'resource', ids: [uid(800 + n)] } },
      ),
    );
  for (let n = 0; n < 4; n += 1)
    rules.push(
      rule(
        'DEPENCY',
        {
          kind: 'requiresShift',
          templateId: templates[n % 3]?.id,
          requiredTemplateId: templates[(n + 1) % 3]?.id,
        },
        { scope: unitScope },
      ),
    );
  rules.push(rule('DEPENCY', { kind: 'neverWith', userId: peopleIds[0], otherUserId: peopleIds[1] }));
  rules.push(rule('DEPENCY', { kind: 'onlyWith', userId: peopleIds[2], otherUserId: peopleIds[3] }));
  rules.push(rule('DEPENCY', { kind: 'restAfterNight' }));
  rules.push(rule('MAXABS', { maxPercent: 10 }, { scope: unitScope }));
  rules.push(rule('BARRIER', {}, { validity: { from: '2026-12-20', to: '2026-12-31' } }));
  rules.push(rule('MINOC', { minimum: 3 }, { scope: { kind: 'userGroup', ids: [uid(41)] } }));
  const scenario = world({
    from,
    to: addDays(from, dayCount - 1),
    units: [unit(unitId, 'Big unit', peopleIds)],
    people,
    templates,
    shifts,
  });
  // The drop: the first shift of the middle day goes to someone who is free that day.
  const day = addDays(from, 3);
  const old = shifts.find((one) => one.date === day);
  const free = peopleIds.find((id) => !shifts.some((one) => one.userId === id && one.date === day));
  if (!old || !free) throw new Error('bench scenario');
  const moved = { ...old, userId: free };
  return {
    setup: setup(rules),
    world: { ...scenario, shifts: shifts.map((one) => (one === old ? moved : one)) },
    change: { shifts: [moved], removed: [old] },
  };
}
