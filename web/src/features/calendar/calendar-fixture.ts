import type { TCalendarData, TCalendarRow, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { addDays } from '@app/shared/time/tenant-time';

/**
 * Generated calendar data (tests and the render benchmark): `people` people in units of 25, `days` days from
 * `from`, each person with an early shift on most weekdays, and one open and one ghost slot per unit and day.
 */
export function calendarFixture({
  people = 3,
  days = 7,
  from = '2026-12-07',
  plan = true,
}: { people?: number; days?: number; from?: string; plan?: boolean } = {}): TCalendarData {
  const rows: TCalendarRow[] = [];
  const slots: TCalendarSlot[] = [];
  const unitCount = Math.max(1, Math.ceil(people / 25));
  const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');
  const unitId = (unit: number) => `00000000-0000-4000-8000-${hex(unit + 1, 12)}`;
  const userId = (person: number) => `10000000-0000-4000-8000-${hex(person + 1, 12)}`;
  const entryId = (n: number) => `${hex(n, 8)}-0000-4000-8000-000000000000`;
  const templateId = '20000000-0000-4000-8000-000000000001';
  const resourceId = '30000000-0000-4000-8000-000000000001';
  let n = 0;
  const base = {
    endDate: '',
    templateId,
    resourceId,
    resourceIds: [resourceId],
    multiResource: false,
    eventId: null,
    name: 'Early',
    shortName: 'E',
    itemClass: 0,
    begin: '06:00',
    end: '14:00',
    pause1: null,
    pause2: null,
    minutes: 450,
    notes: '',
    backColor: '#cfe3ff',
    foreColor: '#102040',
    foreign: false,
    state: null,
    requests: [],
    more: 0,
    serialId: null,
    toolTip: '',
  } satisfies Partial<TCalendarSlot>;
  for (let unit = 0; unit < unitCount; unit += 1) {
    const gKey = `G#${unitId(unit)}`;
    rows.push({
      kind: 'G',
      key: gKey,
      unitId: unitId(unit),
      name: `Unit ${unit + 1}`,
      parentId: null,
      depth: 0,
    });
    rows.push({ kind: 'F', key: `F:${unitId(unit)}` });
    for (let day = 0; day < days; day += 1) {
      const date = addDays(from, day);
      n += 1;
      slots.push({
        ...base,
        key: `open-${unit}-${day}`,
        rowKey: gKey,
        clickType: 'SH',
        id: `${unitId(unit)}.${date}.${entryId(n)}`,
        version: 1,
        date,
        endDate: date,
        unitId: unitId(unit),
        userId: null,
      });
      slots.push({
        ...base,
        key: `ghost-${unit}-${day}`,
        rowKey: gKey,
        clickType: 'SH',
        id: null,
        version: null,
        date,
        endDate: date,
        unitId: unitId(unit),
        userId: null,
        name: 'Late',
        shortName: 'L',
        begin: '14:00',
        end: '22:00',
      });
    }
    for (let person = unit * 25; person < Math.min(people, (unit + 1) * 25); person += 1) {
      const key = `U#${unitId(unit)}#${userId(person)}`;
      rows.push({
        kind: 'U',
        key,
        unitId: unitId(unit),
        userId: userId(person),
        displayName: `Person ${String(person + 1).padStart(3, '0')}`,
        primary: true,
        qualificationIds: [],
        minutesRemaining: ((person % 3) - 1) * 450,
        minutesPlanned: 0,
      });
      for (let day = 0; day < days; day += 1) {
        if ((day + person) % 7 >= 5) continue;
        const date = addDays(from, day);
        n += 1;
        slots.push({
          ...base,
          key: `s-${person}-${day}`,
          rowKey: key,
          clickType: 'SH',
          id: `${unitId(unit)}.${date}.${entryId(n)}`,
          version: 1,
          date,
          endDate: date,
          unitId: unitId(unit),
          userId: userId(person),
        });
      }
    }
  }
  const to = addDays(from, days - 1);
  return {
    from,
    to,
    timeZone: 'Europe/Berlin',
    rows,
    slots,
    manning: Array.from({ length: unitCount * days }, (_, index) => ({
      unitId: unitId(Math.floor(index / days)),
      date: addDays(from, index % days),
      required: 4,
      filled: index % 5,
      percent: (index % 5) * 25,
    })),
    holidays: [{ date: addDays(from, 2), name: 'Holiday', halfDay: false, unitIds: [unitId(0)] }],
    schoolHolidays: [
      { id: 'sh1', start: from, end: addDays(from, 1), name: 'Winter', status: null, unitIds: [] },
    ],
    schoolHolidayAttribution: 'OpenHolidays API (ODbL)',
    ruleMarkers: [],
    resources: [{ id: resourceId, caption: 'Ward A', backColor: '#fff', foreColor: '#000', enabled: true }],
    publishedTo: {},
    access: { plan, allowShiftInteraction: true, allowShiftInteractionRequest: true, createShift: true },
  };
}
