import { pickerContracts as picker } from '@app/shared/calendar/picker.contracts';
import { shiftActionContracts as actions } from '@app/shared/calendar/shift-actions.contracts';
import { implement } from '../api/operation';
import { actionMenu } from './action-menu.service';
import { showAvailability, userInfo } from './availability.service';
import { employeeHome, plannerHome } from './home.service';
import { getRequest } from './request-read.service';
import { availableShifts, availableUsers, resourceInfo, userSlots } from './picker.service';
import { runShiftAction } from './shift-actions.service';
import { requestSlot } from './slot-request.service';
import { serialContracts } from '@app/shared/serial/serial.contracts';
import { checkSerial } from './serial-check';

/**
 * The calendar's shift actions, picker, availability, quick info, menus and home pages (area `calendar`),
 * spread into the core's `calendarOperations`.
 */
export const calendarExtraOperations = [
  implement(actions.shiftAction, {
    handler: ({ caller, language, body }) => runShiftAction(caller, language, body),
  }),
  implement(actions.requestSlot, {
    handler: ({ caller, language, body }) =>
      body.entryId
        ? runShiftAction(caller, language, {
            actionMode: 'APPLY',
            entryId: body.entryId,
            force: false,
            ...(body.reason ? { reason: body.reason } : {}),
          })
        : requestSlot(caller, language, body),
  }),
  implement(actions.actionMenu, {
    handler: ({ caller, language, body }) => actionMenu(caller, language, body),
  }),
  implement(serialContracts.serialCheck, {
    handler: ({ caller, body }) =>
      Promise.resolve(checkSerial(body.pattern, body.breaks, caller.tenantRecord.timeZone)),
  }),
  implement(actions.plannerHome, { handler: ({ caller, language }) => plannerHome(caller, language) }),
  implement(actions.getRequest, {
    handler: ({ caller, language, params }) => getRequest(caller, language, params.requestKey),
  }),
  implement(actions.employeeHome, { handler: ({ caller, language }) => employeeHome(caller, language) }),
  implement(picker.availableShifts, {
    handler: ({ caller, language, body }) => availableShifts(caller, language, body),
  }),
  implement(picker.userSlots, { handler: ({ caller, language, body }) => userSlots(caller, language, body) }),
  implement(picker.availableUsers, {
    handler: ({ caller, language, body }) => availableUsers(caller, language, body),
  }),
  implement(picker.availability, {
    handler: ({ caller, language, body }) => showAvailability(caller, language, body),
  }),
  implement(picker.resourceQuickInfo, {
    handler: ({ caller, language, body }) => resourceInfo(caller, language, body),
  }),
  implement(picker.resourceToolTip, {
    handler: ({ caller, language, body }) => resourceInfo(caller, language, body),
  }),
  implement(picker.userToolTip, {
    handler: ({ caller, language, body }) => userInfo(caller, language, body, 'tooltip'),
  }),
  implement(picker.userQuickInfo, {
    handler: ({ caller, language, body }) => userInfo(caller, language, body, 'quick'),
  }),
  implement(picker.userExtraToolTip, {
    handler: ({ caller, language, body }) => userInfo(caller, language, body, 'extra'),
  }),
];
