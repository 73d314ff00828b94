import { describe, expect, it } from 'vitest';
import { emptyForm, toCreateBody, validateAbsenceForm, withBegin } from './absence-form';
import { leave, me, overtime } from './absence-test-fixtures';

const form = (over: Partial<ReturnType<typeof emptyForm>> = {}) => ({
  ...emptyForm(me, '2026-12-07', 1),
  absenceTypeId: leave.id,
  ...over,
});

describe('the absence form rules', () => {
  it('moves the last day with the first only when the first passes it', () => {
    expect(withBegin(form({ end: '2026-12-11' }), '2026-12-09')).toMatchObject({
      begin: '2026-12-09',
      end: '2026-12-11',
    });
    expect(withBegin(form({ end: '2026-12-11' }), '2026-12-14')).toMatchObject({
      begin: '2026-12-14',
      end: '2026-12-14',
    });
  });

  it('requires the type and days in order, at most 385 days', () => {
    expect(validateAbsenceForm(form({ absenceTypeId: null }), undefined)).toEqual({
      absenceTypeId: 'absenceDialog.error.typeRequired',
    });
    expect(validateAbsenceForm(form({ end: '2026-12-06' }), leave)).toEqual({
      end: 'absences.error.endBeforeBegin',
    });
    expect(validateAbsenceForm(form({ end: '2027-12-27' }), leave)).toEqual({
      end: 'absences.error.tooLong',
    });
    expect(validateAbsenceForm(form({ end: '2027-12-26' }), leave)).toEqual({});
  });

  it('requires times for class 10 in order on one day, and sends none for other classes', () => {
    expect(validateAbsenceForm(form({ absenceTypeId: overtime.id }), overtime)).toEqual({
      beginTime: 'absences.error.timesRequired',
      endTime: 'absences.error.timesRequired',
    });
    expect(
      validateAbsenceForm(
        form({ absenceTypeId: overtime.id, beginTime: '12:00', endTime: '08:00' }),
        overtime,
      ),
    ).toEqual({ endTime: 'absenceDialog.error.timesOrder' });
    expect(toCreateBody(form({ beginTime: '08:00', endTime: '12:00' }), leave, false)).toMatchObject({
      beginTime: null,
      endTime: null,
    });
  });

  it('makes a one-day half day half on both ends, and an employee always requests', () => {
    expect(toCreateBody(form({ beginHalf: true, state: 3 }), leave, false)).toMatchObject({
      beginState: 'half',
      endState: 'half',
      state: 1,
    });
    expect(toCreateBody(form({ end: '2026-12-08', beginHalf: true }), leave, true)).toMatchObject({
      beginState: 'half',
      endState: 'full',
    });
  });
});
