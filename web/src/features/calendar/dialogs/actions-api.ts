import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  pickerContracts,
  type TSlotUsersRequest,
  type ZAvailableShiftsRequest,
} from '@app/shared/calendar/picker.contracts';
import {
  shiftActionContracts,
  type TShiftAction,
  type TShiftActionResult,
  type ZSlotRequest,
} from '@app/shared/calendar/shift-actions.contracts';
import { callApi } from '#lib/api';

export const availableShiftsQuery = (input: z.input<typeof ZAvailableShiftsRequest>) =>
  queryOptions({
    queryKey: ['calendar-picker-shifts', input],
    queryFn: ({ signal }) => callApi(pickerContracts.availableShifts, { body: input }, { signal }),
  });

export const availableUsersQuery = (input: TSlotUsersRequest) =>
  queryOptions({
    queryKey: ['calendar-picker-users', input],
    queryFn: ({ signal }) => callApi(pickerContracts.availableUsers, { body: input }, { signal }),
  });

export const availabilityQuery = (userId: string, date: string) =>
  queryOptions({
    queryKey: ['calendar-availability', userId, date],
    queryFn: ({ signal }) => callApi(pickerContracts.availability, { body: { userId, date } }, { signal }),
  });

/** `actions/request`: the commands the caller sees for an entry or a ghost slot. */
export const actionMenuQuery = (input: {
  entryId?: string;
  unitId?: string;
  date?: string;
  templateId?: string;
}) =>
  queryOptions({
    queryKey: ['calendar-action-menu', input],
    queryFn: ({ signal }) => callApi(shiftActionContracts.actionMenu, { body: input }, { signal }),
    gcTime: 0,
  });

/** A shift action (ShiftsAction): answers the validator result; `force` repeats a refused one. */
export function runShiftAction(action: TShiftAction): Promise<TShiftActionResult> {
  return callApi(shiftActionContracts.shiftAction, { body: action });
}

export function requestSlot(input: z.input<typeof ZSlotRequest>): Promise<TShiftActionResult> {
  return callApi(shiftActionContracts.requestSlot, { body: input });
}

export const plannerHomeQuery = queryOptions({
  queryKey: ['home-planner'],
  queryFn: ({ signal }) => callApi(shiftActionContracts.plannerHome, {}, { signal }),
});

export const employeeHomeQuery = queryOptions({
  queryKey: ['home-employee'],
  queryFn: ({ signal }) => callApi(shiftActionContracts.employeeHome, {}, { signal }),
});
