/**
 * Seeded random worlds and changes for the engine's property tests and its benchmark: every type of rule and
 * every scope, over two weeks holding the October clock change, a public holiday and on-call duties.
 */
import { addDays } from '../../time/tenant-time';
import type { TRule } from '../rule';
import { person, rule, setup, shift, uid, unit, world } from './test-world';
import type { RuleAbsence, RuleChange, RuleSetup, RuleShift, RuleWorld } from './types';

/** mulberry32: a small seeded generator, so that a failing case can be replayed from its seed. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  };
  return { next, int, pick };
}
export type Random = ReturnType<typeof random>;

const times: [string, string][] = [
  ['06:00', '14:00'],
  ['08:00', '16:30'],
  ['14:00', '22:00'],
  ['22:00', '06:00'],
  ['01:30', '03:30'],
  ['12:00', '23:00'],
];

export interface RandomScenario {
  setup: RuleSetup;
  world: RuleWorld;
  unitIds: string[];
  peopleIds: string[];
  templateIds: string[];
  resourceIds: string[];
}

export function randomScenario(rng: Random, size = { people: 12, shifts: 50 }): RandomScenario {
  const from = '2026-10-19';
  const to = '2026-11-01';
  const [top, sub, other] = [uid(1), uid(2), uid(3)];
  const unitIds = [top, sub, other];
  const quals = [uid(31), uid(32)];
  const groups = [uid(41), uid(42)];
  const resourceIds = [uid(801), uid(802)];
  const peopleIds = Array.from({ length: size.people }, (_, n) => uid(100 + n));
  const people = peopleIds.map((id) =>
    person(id, `P${id.slice(-3)}`, [rng.pick(unitIds), ...(rng.next() < 0.2 ? [rng.pick(unitIds)] : [])], {
      groupIds: rng.next() < 0.5 ? [rng.pick(groups)] : [],
      qualificationIds: quals.filter(() => rng.next() < 0.5),
    }),
  );
  const members = (id: string) => people.filter((p) => p.unitIds.includes(id)).map((p) => p.id);
  const templates = times.map(([begin], n) => ({
    id: uid(60 + n),
    name: `T${n}`,
    resourceId: rng.pick(resourceIds),
    unitId: rng.pick(unitIds),
    begin,
    requiredQualificationIds: rng.next() < 0.3 ? [rng.pick(quals)] : [],
  }));
  const days = Array.from({ length: 14 }, (_, n) => addDays(from, n));
  const shifts = Array.from({ length: size.shifts }, () =>
    randomShift(rng, { days, unitIds, peopleIds, templates }),
  );
  const absences: RuleAbsence[] = Array.from({ length: 4 }, (_, n) => {
    const begin = rng.pick(days);
    return {
      id: uid(950 + n),
      userId: rng.pick(peopleIds),
      absenceTypeId: uid(900),
      eventClass: rng.pick([3, 98]),
      begin,
      end: addDays(begin, rng.int(3)),
      state: 1,
    };
  });
  const rules = randomRules(rng, {
    unitIds,
    peopleIds,
    templateIds: templates.map((t) => t.id),
    resourceIds,
    quals,
    groups,
  });
  return {
    setup: setup(rules),
    world: world({
      from,
      to,
      units: [
        unit(top, 'Top', members(top)),
        unit(sub, 'Sub', members(sub), top),
        unit(other, 'Other', members(other)),
      ],
      people,
      templates,
      shifts,
      absences,
      holidays: { [`${top}#2026-10-26`]: 'Holiday', [`${sub}#2026-10-26`]: 'Holiday' },
      manning: {
        [top]: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          from: '06:00',
          to: '12:00',
          resourceId: null,
          minimum: 1,
          target: 2,
        })),
        [other]: [
          { weekday: 6, from: null, to: null, resourceId: resourceIds[0] ?? null, minimum: 2, target: 2 },
        ],
      },
      standbyDuties: [
        {
          standbyId: uid(990),
          name: 'On call',
          userId: peopleIds[0] ?? '',
          unitId: top,
          fromDate: '2026-10-24',
          fromTime: '18:00',
          toDate: '2026-10-25',
          toTime: '06:00',
        },
      ],
    }),
    unitIds,
    peopleIds,
    templateIds: templates.map((t) => t.id),
    resourceIds,
  };
}

export function randomShift(
  rng: Random,
  pool: {
    days: string[];
    unitIds: string[];
    peopleIds: string[];
    templates: { id: string; resourceId: string }[];
  },
): RuleShift {
  const [begin, end] = rng.pick(times);
  const template = rng.next() < 0.8 ? rng.pick(pool.templates) : undefined;
  return shift({
    userId: rng.next() < 0.1 ? null : rng.pick(pool.peopleIds),
    date: rng.pick(pool.days),
    begin,
    end,
    unitId: rng.pick(pool.unitIds),
    templateId: template?.id ?? null,
    resourceId: template?.resourceId ?? rng.pick([uid(801), uid(802)]),
  });
}

function randomRules(
  rng: Random,
  ids: {
    unitIds: string[];
    peopleIds: string[];
    templateIds: string[];
    resourceIds: string[];
    quals: string[];
    groups: string[];
  },
): TRule[] {
  const scopes = [
    { kind: 'company' },
    { kind: 'unit', ids: [ids.unitIds[0]], includeSubUnits: true },
    { kind: 'unit', ids: [rng.pick(ids.unitIds)] },
    { kind: 'resource', ids: [rng.pick(ids.resourceIds)] },
    { kind: 'template', ids: [rng.pick(ids.templateIds)] },
    { kind: 'userGroup', ids: [rng.pick(ids.groups)] },
  ];
  const validity = () =>
    rng.pick([{}, { weekdays: [6, 7] }, { holidays: 'exclude' }, { from: '2026-10-22', to: '2026-10-28' }]);
  const frame = () => ({
    scope: rng.pick(scopes),
    validity: validity(),
    severity: { level: rng.pick(['WRN', 'ERR']), allowForce: rng.next() < 0.5 },
  });
  const [a, b] = [rng.pick(ids.peopleIds), rng.pick(ids.peopleIds)];
  return [
    rule('MINOC', { minimum: 1 + rng.int(3) }, frame()),
    rule('MINOC', { minimum: 2, qualificationId: rng.pick(ids.quals), from: '05:00', to: '09:00' }, frame()),
    rule('MINOC', { minimum: 1 }, { ...frame(), scope: rng.pick(scopes) }),
    rule('QUAL', { qualificationIds: ids.quals, mode: rng.pick(['all', 'any']) }, frame()),
    rule('MSG', { text: 'Bring the keys', trigger: 'planned' }, frame()),
    rule(
      'DEPENCY',
      {
        kind: 'requiresShift',
        templateId: rng.pick(ids.templateIds),
        requiredTemplateId: rng.pick(ids.templateIds),
        dayOffset: rng.pick([0, 1]),
      },
      frame(),
    ),
    rule('DEPENCY', { kind: 'onlyWith', userId: a, otherUserId: b }, frame()),
    rule('DEPENCY', { kind: 'neverWith', userId: b, otherUserId: a }, frame()),
    rule('DEPENCY', { kind: 'restAfterNight', nightFrom: '20:00', restDays: 1 + rng.int(2) }, frame()),
    rule('MAXABS', { maxPeople: 0 }, frame()),
    rule('BARRIER', {}, { ...frame(), validity: { from: '2026-10-26', to: '2026-10-30' } }),
  ];
}

/** A random change of the world's plan (add, remove or move one shift) and the world after it. */
export function randomChange(
  rng: Random,
  scenario: RandomScenario,
): { change: RuleChange; after: RuleWorld } {
  const before = scenario.world;
  const days = Array.from({ length: 14 }, (_, n) => addDays(before.from, n));
  const pool = {
    days,
    unitIds: scenario.unitIds,
    peopleIds: scenario.peopleIds,
    templates: [...before.templates.values()],
  };
  const kind = before.shifts.length ? rng.pick(['add', 'remove', 'move'] as const) : 'add';
  const old = before.shifts.length ? rng.pick(before.shifts) : undefined;
  if (kind === 'add' || !old) {
    const added = randomShift(rng, pool);
    return {
      change: { shifts: [added], removed: [] },
      after: { ...before, shifts: [...before.shifts, added] },
    };
  }
  const rest = before.shifts.filter((shiftOf) => shiftOf !== old);
  if (kind === 'remove')
    return { change: { shifts: [], removed: [old] }, after: { ...before, shifts: rest } };
  const moved: RuleShift = {
    ...old,
    date: rng.next() < 0.7 ? rng.pick(days) : old.date,
    userId: rng.next() < 0.5 ? rng.pick(scenario.peopleIds) : old.userId,
    unitId: rng.next() < 0.3 ? rng.pick(scenario.unitIds) : old.unitId,
  };
  return { change: { shifts: [moved], removed: [old] }, after: { ...before, shifts: [...rest, moved] } };
}
