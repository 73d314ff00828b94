import { describe, expect, it } from 'vitest';
import type { TCalendarData, TCalendarSlot } from '@app/shared/calendar/calendar-view';
import { printParts } from '@app/shared/plan-tools/print.contracts';
import { buildPrintModel, dayChunks } from './print-model';
import { winAnsiOnly } from './print-text';

const unit = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const user = '3f2a9c1d-8e4b-4a6f-b2c7-1d9e0f3a5b6c';
const row = `U:${unit}:${user}`;
const slot = (fields: Partial<TCalendarSlot>): TCalendarSlot => ({
  key: fields.key ?? 'k',
  rowKey: row,
  clickType: 'SH',
  id: 'entry',
  version: 1,
  date: '2026-12-01',
  endDate: '2026-12-01',
  unitId: unit,
  userId: user,
  templateId: null,
  resourceId: null,
  resourceIds: [],
  multiResource: false,
  eventId: null,
  name: 'Frühdienst',
  shortName: 'F',
  itemClass: null,
  begin: '06:00',
  end: '14:00',
  pause1: null,
  pause2: null,
  minutes: 480,
  notes: '',
  backColor: '#ffe08a',
  foreColor: '#000000',
  foreign: false,
  state: null,
  requests: [],
  more: 0,
  serialId: null,
  toolTip: '',
  ...fields,
});
const data = (slots: TCalendarSlot[]): TCalendarData => ({
  from: '2026-12-01',
  to: '2026-12-07',
  timeZone: 'Europe/Berlin',
  rows: [
    { kind: 'G', key: `G:${unit}`, unitId: unit, name: 'Station', parentId: null, depth: 0 },
    { kind: 'F', key: `F:${unit}` },
    {
      kind: 'U',
      key: row,
      unitId: unit,
      userId: user,
      displayName: 'Anna',
      primary: true,
      qualificationIds: [],
      minutesPlanned: 0,
      minutesRemaining: null,
    },
  ],
  slots,
  manning: [],
  holidays: [{ date: '2026-12-06', name: 'Nikolaus', halfDay: false, unitIds: [unit] }],
  schoolHolidays: [],
  schoolHolidayAttribution: null,
  ruleMarkers: [],
  resources: [],
  publishedTo: {},
  access: { plan: true, allowShiftInteraction: true, allowShiftInteractionRequest: true, createShift: true },
});

describe('the print model', () => {
  const slots = [
    slot({ key: 'shift' }),
    // A ghost is what could be planned, not the plan.
    slot({
      key: 'ghost',
      id: null,
      rowKey: `G:${unit}`,
      userId: null,
      date: '2026-12-02',
      endDate: '2026-12-02',
    }),
    slot({
      key: 'absence',
      clickType: 'AP',
      name: 'Urlaub',
      shortName: 'U',
      begin: null,
      end: null,
      date: '2026-11-28',
      endDate: '2026-12-03',
      backColor: '#00aa00',
    }),
  ];

  it('puts shifts with their times and absences on each of their days in the range, with a legend', () => {
    const model = buildPrintModel(data(slots), [...printParts]);
    const person = model.rows.find((printed) => printed.kind === 'person');
    expect(person?.label).toBe('Anna');
    expect(person?.cells.get('2026-12-01')?.map((item) => [item.title, item.times])).toEqual([
      ['F', '06:00–14:00'],
      ['U', null],
    ]);
    expect([...(person?.cells.keys() ?? [])].sort()).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(model.rows.find((printed) => printed.kind === 'unit')?.cells.size).toBe(0);
    expect(
      model.rows.find((printed) => printed.kind === 'holiday')?.cells.get('2026-12-06')?.[0]?.title,
    ).toBe('Nikolaus');
    expect(model.days.find((day) => day.date === '2026-12-06')).toMatchObject({
      weekend: true,
      holiday: true,
    });
    expect(model.legend.map((entry) => entry.label)).toEqual(['F Frühdienst (06:00–14:00)', 'U Urlaub']);
  });

  it('leaves out the parts not wanted', () => {
    const model = buildPrintModel(data(slots), ['absences']);
    expect(model.rows.map((printed) => printed.kind)).toEqual(['unit', 'person']);
    expect(model.rows[1]?.cells.get('2026-12-01')?.map((item) => item.kind)).toEqual(['absence']);
    expect(model.legend).toEqual([]);
  });
});

describe('pages across', () => {
  const days = Array.from({ length: 31 }, (_, index) => index);
  it('keeps all days together when they fit, else whole weeks, else what fits', () => {
    expect(dayChunks(days, 31).map((chunk) => chunk.length)).toEqual([31]);
    expect(dayChunks(days, 19).map((chunk) => chunk.length)).toEqual([14, 14, 3]);
    expect(dayChunks(days, 5).map((chunk) => chunk.length)).toEqual([5, 5, 5, 5, 5, 5, 1]);
  });
});

describe('WinAnsi text', () => {
  it('keeps German and Western European letters and drops accents WinAnsi lacks', () => {
    expect(winAnsiOnly('Größe Übung – 5 €')).toBe('Größe Übung – 5 €');
    expect(winAnsiOnly('Dvořák Łukasz\nX')).toBe('Dvorák ?ukasz X');
  });
});
