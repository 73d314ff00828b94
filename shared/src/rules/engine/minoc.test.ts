import { describe, expect, it } from 'vitest';
import { defaultLegalProfile } from '../legal-profile';
import { checkChange, checkRange, staffing } from './index';
import { person, quietSetup, rule, setup, shift, uid, unit, world } from './test-world';

const kitchen = uid(1);
const pastry = uid(2);
const service = uid(3);
const medic = uid(31);
const [ana, ben, cem, dora, emil] = [uid(11), uid(12), uid(13), uid(14), uid(15)];
const members = [ana, ben, cem, dora, emil];
const base = {
  from: '2026-06-01',
  to: '2026-06-07',
  units: [
    unit(kitchen, 'Kitchen', members),
    unit(pastry, 'Pastry', [], kitchen),
    unit(service, 'Service', []),
  ],
  people: [
    person(ana, 'Ana', [kitchen], { qualificationIds: [medic] }),
    person(ben, 'Ben', [kitchen], { qualificationIds: [medic] }),
    person(cem, 'Cem', [kitchen], { qualificationIds: [medic] }),
    person(dora, 'Dora', [kitchen], { qualificationIds: [medic] }),
    person(emil, 'Emil', [kitchen]),
  ],
  qualificationNames: { [medic]: 'First aid' },
};
const weekend = { weekdays: [6, 7] };
const saturday = '2026-06-06';

describe('MINOC', () => {
  it('a weekend minimum of three in the kitchen: a short Saturday suggests free people', () => {
    const minimum = rule(
      'MINOC',
      { minimum: 3 },
      { scope: { kind: 'unit', ids: [kitchen] }, validity: weekend },
    );
    const shifts = [
      shift({ userId: ana, date: saturday, begin: '08:00', end: '16:00', unitId: kitchen }),
      // Counted: a sub-unit is not part of the rule (includeSubUnits is false) -> does not count.
      shift({ userId: emil, date: saturday, begin: '08:00', end: '16:00', unitId: pastry }),
      // Ben worked the night before until 06:00: 2 h of rest before an 08:00 slot.
      shift({ userId: ben, date: '2026-06-05', begin: '22:00', end: '06:00', unitId: kitchen }),
    ];
    const absences = [
      {
        id: uid(60),
        userId: cem,
        absenceTypeId: uid(900),
        eventClass: 3,
        begin: saturday,
        end: saturday,
        state: 1,
      },
    ];
    // The legal profile on: its rest decides who can be suggested.
    const found = checkRange(
      quietSetup([minimum], { legal: defaultLegalProfile }),
      world({ ...base, shifts, absences }),
    );
    // Saturday 1 of 3; Sunday 0 of 3 (everyone is free then).
    expect(found).toMatchObject([
      {
        ruleType: 'MINOC',
        date: saturday,
        unitId: kitchen,
        params: { filled: 1, minimum: 3, scope: 'Kitchen' },
      },
      { date: '2026-06-07', params: { filled: 0 } },
    ]);
    // Not Ana (on shift), not Ben (rest), not Cem (absent), not Emil (has a shift that day): Dora.
    expect(found[0]?.solutions).toEqual([{ kind: 'assign', userId: dora, name: 'Dora', shiftId: null }]);
  });

  it('with sub-units the pastry counts; a qualification counts only holders; a window the people covering it', () => {
    const shifts = [
      shift({ userId: ana, date: saturday, begin: '06:00', end: '14:00', unitId: kitchen }),
      shift({ userId: emil, date: saturday, begin: '08:00', end: '16:00', unitId: pastry }),
      shift({ userId: ben, date: saturday, begin: '14:00', end: '22:00', unitId: pastry }),
    ];
    const scope = { kind: 'unit', ids: [kitchen], includeSubUnits: true };
    const validity = { from: saturday, to: saturday };
    const all = rule('MINOC', { minimum: 3 }, { scope, validity });
    const qualified = rule('MINOC', { minimum: 3, qualificationId: medic }, { scope, validity });
    const morning = rule('MINOC', { minimum: 3, from: '06:00', to: '12:00' }, { scope, validity });
    const scenario = world({ ...base, shifts });
    expect(checkRange(quietSetup([all]), scenario)).toEqual([]);
    expect(checkRange(quietSetup([qualified]), scenario)).toMatchObject([
      { messageKey: 'rules.finding.minocQualified', params: { filled: 2, qualification: 'First aid' } },
    ]);
    // From 06:00 to 08:00 only Ana is there: one person covers the whole morning, not two.
    expect(checkRange(quietSetup([morning]), scenario)).toMatchObject([
      { messageKey: 'rules.finding.minocWindow', params: { filled: 1, from: '06:00', to: '12:00' } },
    ]);
  });

  it('a window is staffed by whoever covers each moment of it: a late shift does not staff the morning', () => {
    const validity = { from: saturday, to: saturday };
    const scope = { kind: 'unit', ids: [kitchen] };
    const early = rule('MINOC', { minimum: 1, from: '06:00', to: '14:00' }, { scope, validity });
    const on = (userId: string, begin: string, end: string) =>
      shift({ userId, date: saturday, begin, end, unitId: kitchen });
    const filled = (shifts: ReturnType<typeof on>[]) =>
      checkRange(quietSetup([early]), world({ ...base, shifts })).map((finding) => finding.params.filled);
    // A late shift from 13:30 touches the window; it does not staff it.
    expect(filled([on(ana, '13:30', '22:00')])).toEqual([0]);
    // Two people handing over at 10:00 staff it together, as one person does from 06:00 to 14:00.
    expect(filled([on(ana, '06:00', '10:00'), on(ben, '10:00', '14:00')])).toEqual([]);
    expect(filled([on(ana, '06:00', '14:00')])).toEqual([]);
    // A gap from 10:00 to 10:30 leaves the window short, whoever comes later.
    expect(
      filled([on(ana, '06:00', '10:00'), on(ben, '10:30', '14:00'), on(emil, '12:00', '20:00')]),
    ).toEqual([0]);
  });

  it('the report of a unit keeps only the findings of that unit and its people', () => {
    const everyUnit = rule(
      'MINOC',
      { minimum: 1 },
      { scope: { kind: 'unit', ids: [kitchen, service] }, validity: { from: saturday, to: saturday } },
    );
    const scenario = world({
      ...base,
      shifts: [shift({ userId: ana, date: saturday, begin: '08:00', end: '16:00', unitId: kitchen })],
    });
    expect(checkRange(quietSetup([everyUnit]), scenario).map((finding) => finding.unitId)).toEqual([service]);
    expect(checkRange(quietSetup([everyUnit]), scenario, { unitIds: [kitchen] })).toEqual([]);
    expect(checkRange(quietSetup([everyUnit]), scenario, { unitIds: [service] })).toHaveLength(1);
  });

  it('holidays: a rule valid only on public holidays applies on the holiday, not on the day after', () => {
    const holidayRule = rule(
      'MINOC',
      { minimum: 1 },
      { scope: { kind: 'unit', ids: [kitchen] }, validity: { holidays: 'only' } },
    );
    const found = checkRange(
      quietSetup([holidayRule]),
      world({ ...base, holidays: { [`${kitchen}#2026-06-04`]: 'Corpus Christi' } }),
    );
    expect(found.map((finding) => finding.date)).toEqual(['2026-06-04']);
  });

  it('a drop that leaves the slot short is found by the change check, with its severity', () => {
    const minimum = rule(
      'MINOC',
      { minimum: 2 },
      { scope: { kind: 'unit', ids: [kitchen] }, severity: { level: 'ERR', allowForce: false } },
    );
    const staying = shift({ userId: ana, date: '2026-06-03', begin: '08:00', end: '16:00', unitId: kitchen });
    const leaving = shift({ userId: ben, date: '2026-06-03', begin: '08:00', end: '16:00', unitId: kitchen });
    const moved = { ...leaving, unitId: service };
    const after = world({ ...base, shifts: [staying, moved] });
    expect(
      checkRange(
        quietSetup([minimum]),
        world({ ...base, from: '2026-06-03', to: '2026-06-03', shifts: [staying, leaving] }),
      ),
    ).toEqual([]);
    const found = checkChange(quietSetup([minimum]), after, { shifts: [moved], removed: [leaving] });
    expect(found).toMatchObject([
      { ruleType: 'MINOC', level: 'ERR', forceable: false, date: '2026-06-03', params: { filled: 1 } },
    ]);
    expect(found[0]?.solutions.map((solution) => solution.name)).toEqual(['Cem', 'Dora', 'Emil']);
  });

  it('staffing: the larger of the manning levels and the unit rules; filled are staffed shifts; steps of 25', () => {
    const manning = {
      [kitchen]: [{ weekday: 6, from: null, to: null, resourceId: null, minimum: 2, target: 2 }],
    };
    const shifts = [
      shift({ userId: ana, date: saturday, begin: '08:00', end: '16:00', unitId: kitchen }),
      shift({ userId: null, date: saturday, begin: '08:00', end: '16:00', unitId: kitchen }),
    ];
    const scenario = world({ ...base, shifts, manning });
    expect(staffing(setup(), scenario, kitchen, saturday)).toEqual({ required: 2, filled: 1, percent: 50 });
    const four = rule('MINOC', { minimum: 4 }, { scope: { kind: 'unit', ids: [kitchen] } });
    const qualified = rule(
      'MINOC',
      { minimum: 9, qualificationId: medic },
      { scope: { kind: 'unit', ids: [kitchen] } },
    );
    expect(staffing(setup([four, qualified]), scenario, kitchen, saturday)).toEqual({
      required: 4,
      filled: 1,
      percent: 25,
    });
    expect(staffing(setup(), scenario, service, saturday)).toEqual({ required: 0, filled: 0, percent: 100 });
  });
});
