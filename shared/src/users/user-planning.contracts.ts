import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZUnitId } from '../units/unit';
import { ZAbsenceCalculation, ZAbsenceCalculationSave } from './absence-calculation';
import { ZPriorityList, ZPriorityListQuery, ZPriorityListSave } from './priority-list';
import { ZUserId } from './user';
import { ZWorkingTime, ZWorkingTimeSave } from './working-time';

const ZUserParams = z.object({ userId: ZUserId });
const ZUnitParams = z.object({ unitId: ZUnitId });

/** What planning needs per person (area `users`): working-time model, absence calculation, priority lists. */
export const userPlanningContracts = defineContracts('users', {
  workingTime: {
    method: 'GET',
    path: '/api/users/{userId}/working-time',
    auth: 'user',
    summary: 'The working-time model of a user (periods, shift interaction, requested mode)',
    specCalls: [],
    permission: 'user.show',
    request: { params: ZUserParams },
    response: ZWorkingTime,
  },
  saveWorkingTime: {
    method: 'PUT',
    path: '/api/users/{userId}/working-time',
    auth: 'user',
    summary: 'Save the working-time model of a user (a stale version is 409)',
    specCalls: [],
    permission: 'user.edit',
    request: { params: ZUserParams, body: ZWorkingTimeSave },
    examples: {
      body: {
        periods: [
          {
            validFrom: '2026-01-01',
            itemClass: 'Week',
            targetHours: 40,
            workingDays: 5,
            trackingMode: 'Calendar',
            sickCalculation: 'PlannedHours',
          },
        ],
        allowShiftInteraction: true,
        allowShiftInteractionRequest: true,
        createShift: false,
        requestedMode: 'Default',
        version: 0,
      },
    },
    response: ZWorkingTime,
  },
  absenceCalculation: {
    method: 'GET',
    path: '/api/users/{userId}/absence-calculation',
    auth: 'user',
    summary: 'Every absence type with the user’s override of its calculation (mode -1: none)',
    specCalls: ['GET /api/users/assignedAbsenceCalculationForUser/{userId}'],
    permission: 'user.show',
    request: { params: ZUserParams },
    response: ZAbsenceCalculation,
  },
  saveAbsenceCalculation: {
    method: 'PUT',
    path: '/api/users/{userId}/absence-calculation',
    auth: 'user',
    summary: 'Save the user’s absence calculation overrides (unknown absence type 400, stale version 409)',
    specCalls: ['POST /api/users/assignedAbsenceCalculationForUser/{userId}'],
    permission: 'user.edit',
    request: { params: ZUserParams, body: ZAbsenceCalculationSave },
    examples: { body: { overrides: [], version: 0 } },
    response: ZAbsenceCalculation,
  },
  priorityList: {
    method: 'GET',
    path: '/api/units/{unitId}/priority-list',
    auth: 'user',
    summary: 'The priority list of a unit, or of one of its resources',
    specCalls: [],
    permission: 'user.show',
    request: { params: ZUnitParams, query: ZPriorityListQuery },
    response: ZPriorityList,
  },
  savePriorityList: {
    method: 'PUT',
    path: '/api/units/{unitId}/priority-list',
    auth: 'user',
    summary: 'Save the priority list of a unit or resource (unknown people 400, stale version 409)',
    specCalls: [],
    permission: 'group.edit',
    request: { params: ZUnitParams, query: ZPriorityListQuery, body: ZPriorityListSave },
    examples: { body: { userIds: [], version: 0 } },
    response: ZPriorityList,
  },
});
