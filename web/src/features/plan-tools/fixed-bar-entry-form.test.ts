import { describe, expect, it } from 'vitest';
import type { TFixedBarEntry } from '@app/shared/plan-tools/fixed-bar';
import {
  emptyEntryState,
  entryProblems,
  problemsOfIssues,
  stateFromEntry,
  toEntryBody,
} from './fixed-bar-entry-form';

const barId = '5b0f3c1e-8a2d-4e6f-9b1c-0d2e3f4a5b6c';

describe('the fixed-bar entry editor', () => {
  it('asks for a caption of at most 50 characters and units unless for the whole company', () => {
    const state = emptyEntryState('2026-12-30');
    expect(entryProblems(state)).toEqual({ caption: 'fixedBars.entry.error.caption' });
    expect(entryProblems({ ...state, caption: 'x'.repeat(51) }).caption).toBe(
      'fixedBars.entry.error.caption',
    );
    expect(entryProblems({ ...state, caption: 'x'.repeat(50) })).toEqual({});
    expect(entryProblems({ ...state, caption: 'Fair', fullCompany: false })).toEqual({
      units: 'fixedBars.entry.error.units',
    });
  });

  it('refuses a period whose end is before its start', () => {
    const state = { ...emptyEntryState('2026-12-30'), caption: 'Fair' };
    expect(entryProblems({ ...state, range: { ...state.range, end: '2026-12-29' } }).range).toBe(
      'fixedBars.entry.error.period',
    );
  });

  it('sends a yearly series with its first day, and the units only without the whole company', () => {
    const state = {
      ...emptyEntryState('2026-12-30'),
      caption: ' Inventory ',
      fullCompany: true,
      unitIds: ['7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e'],
      serial: {
        begin: '2026-12-30',
        time: '09:00',
        allDay: true,
        duration: 1,
        durationType: 3 as const,
        rule: { type: 'yearly' as const, every: 1, day: 30, month: 12 },
        end: { type: 1 as const },
      },
    };
    expect(toEntryBody(state, barId)).toMatchObject({
      fixedBarId: barId,
      caption: 'Inventory',
      unitIds: [],
      allDay: true,
      startDate: '2026-12-30',
      endDate: '2026-12-30',
      startTime: null,
    });
  });

  it('reads an entry back and maps server issues to its fields', () => {
    const entry: TFixedBarEntry = {
      id: '6c1a4d2f-9b3e-4f70-8c2d-1e3f4a5b6c7d',
      fixedBarId: barId,
      caption: 'Fair',
      fullCompany: false,
      unitIds: ['7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e'],
      allDay: false,
      startDate: '2026-11-10',
      endDate: '2026-11-12',
      startTime: '09:00',
      endTime: '18:00',
      tagId: null,
      comment: '',
      serial: null,
      breaks: [],
      serialSourceId: null,
      serialSourceDate: null,
      version: 3,
    };
    const state = stateFromEntry(entry);
    expect(toEntryBody(state, barId, entry)).toMatchObject({ id: entry.id, version: 3, startTime: '09:00' });
    expect(problemsOfIssues([{ field: 'caption' }, { field: 'unitIds' }, { field: 'endDate' }])).toEqual({
      caption: 'fixedBars.entry.error.caption',
      units: 'fixedBars.entry.error.units',
      range: 'fixedBars.entry.error.period',
    });
  });
});
