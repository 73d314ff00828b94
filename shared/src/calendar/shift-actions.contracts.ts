import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZLocalTime, ZPlainDate } from '../time/tenant-time';
import { ZEntryId, ZRequestKey } from './entry-id';
import { ZRequestKind, ZRequestState, ZShiftEntry } from './shift-entry';
import { validatorResult } from './validator';

/**
 * Shift actions of the spec (ActionMode, 000 section 4): what people do with a shift besides planning it.
 * `FAVORITE.REMOVE` removes shift templates from the caller's favourites (the shift picker's row action).
 */
export const shiftActionModes = [
  'SETUSER',
  'SWAP',
  'SWAPREMOVE',
  'SWAPACCEPT',
  'SWAPDENY',
  'APPLY',
  'APPLYREMOVE',
  'SHARE',
  'SHAREACCEPT',
  'SHAREACCEPT-',
  'SHAREREMOVE',
  'FAVORITE.REMOVE',
] as const;
export const ZShiftActionMode = z.enum(shiftActionModes);
export type TShiftActionMode = z.infer<typeof ZShiftActionMode>;

/** A reason given with a withdrawal or a refusal (spec Reason): at most 500 characters (spec: not shown). */
export const maxRequestReason = 500;

/**
 * The spec's shift action payload (EntryId, ActionMode, TargetEntryId, TargetUserId, Force, Reason), camel-cased.
 * `requestId` names the request an answer is about when an entry carries several; `templateIds` are the spec's
 * `Shifts` of FAVORITE.REMOVE.
 */
export const ZShiftAction = z
  .strictObject({
    actionMode: ZShiftActionMode,
    entryId: ZEntryId.optional(),
    targetEntryId: ZEntryId.optional(),
    targetUserId: z.uuid().optional(),
    requestId: z.uuid().optional(),
    force: z.boolean().default(false),
    reason: z.string().trim().max(maxRequestReason).optional(),
    templateIds: z.array(z.uuid()).max(200).optional(),
  })
  .superRefine((action, context) => {
    if (action.actionMode === 'FAVORITE.REMOVE') {
      if (!action.templateIds?.length)
        context.addIssue({ code: 'custom', path: ['templateIds'], message: 'shiftAction.templatesRequired' });
      return;
    }
    if (!action.entryId)
      context.addIssue({ code: 'custom', path: ['entryId'], message: 'shiftAction.entryRequired' });
    if (action.actionMode === 'SWAP' && !action.targetEntryId)
      context.addIssue({
        code: 'custom',
        path: ['targetEntryId'],
        message: 'shiftAction.targetEntryRequired',
      });
  });
export type TShiftAction = z.input<typeof ZShiftAction>;
export type TShiftActionParsed = z.output<typeof ZShiftAction>;

/** A request with what it is about, for lists outside the calendar (home pages, inboxes). */
export const ZRequestItem = z.object({
  id: z.uuid(),
  kind: ZRequestKind,
  state: ZRequestState,
  /** The entry the request is on; null for a slot request (RequestSlot without an open shift). */
  entryId: ZEntryId.nullable(),
  unitId: z.uuid(),
  unitName: z.string(),
  date: ZPlainDate,
  templateId: z.uuid().nullable(),
  shiftName: z.string(),
  begin: ZLocalTime.nullable(),
  end: ZLocalTime.nullable(),
  requesterId: z.uuid(),
  requesterName: z.string(),
  targetUserId: z.uuid().nullable(),
  targetUserName: z.string().nullable(),
  targetEntryId: ZEntryId.nullable(),
  /** A swap the colleague agreed to that waits for a planner (unit setting `shifts.swapApproval`). */
  targetAgreed: z.boolean(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The request's key (calendar/entry-id.ts): what notifications link to. */
  key: z.string().optional(),
  /** When and by whom an answered or withdrawn request was decided. */
  answeredAt: z.iso.datetime().nullable().optional(),
  answeredByName: z.string().nullable().optional(),
});
export type TRequestItem = z.infer<typeof ZRequestItem>;

/** What an action wrote: the entries it changed and the request it created or answered. */
export const ZShiftActionResult = validatorResult(
  z.object({ entries: z.array(ZShiftEntry), request: ZRequestItem.nullable() }),
);
export type TShiftActionResult = z.infer<typeof ZShiftActionResult>;

/**
 * The request-slot dialog (`/Appointment/RequestSlot`): an employee asks for a shift on a day. With an open
 * shift of the unit (`entryId`) it is an APPLY on it; with a template only it is a slot request the planners
 * answer by planning the person (docs/decisions.md).
 */
export const ZSlotRequest = z
  .strictObject({
    unitId: z.uuid(),
    date: ZPlainDate,
    entryId: ZEntryId.optional(),
    templateId: z.uuid().optional(),
    reason: z.string().trim().max(maxRequestReason).optional(),
  })
  .refine((request) => request.entryId !== undefined || request.templateId !== undefined, {
    path: ['templateId'],
    message: 'shiftAction.slotRequired',
  });

/** The spec's action command (Command, CommandType, Text, Icon, Enabled, CommandId). */
export const ZActionCommand = z.object({
  command: z.string(),
  commandType: z.enum(['Menu', 'Separator', 'Text']),
  text: z.string(),
  icon: z.string().nullable(),
  enabled: z.boolean(),
  commandId: z.string(),
  /** Why a command is disabled (shown as its hint), in the caller's language. */
  hint: z.string().nullable(),
});
export type TActionCommand = z.infer<typeof ZActionCommand>;

/** `actions/request`: which commands a person sees for a slot (an entry, or a ghost slot of a template). */
export const ZActionMenuRequest = z
  .strictObject({
    source: z.literal('CALITEM').default('CALITEM'),
    entryId: ZEntryId.optional(),
    unitId: z.uuid().optional(),
    date: ZPlainDate.optional(),
    templateId: z.uuid().optional(),
  })
  .refine((request) => request.entryId !== undefined || (request.unitId && request.date), {
    path: ['entryId'],
    message: 'shiftAction.entryRequired',
  });

export const ZPlannerHome = z.object({
  date: ZPlainDate,
  unitIds: z.array(z.uuid()),
  working: z.array(
    z.object({
      userId: z.uuid(),
      displayName: z.string(),
      unitName: z.string(),
      shiftName: z.string(),
      begin: ZLocalTime.nullable(),
      end: ZLocalTime.nullable(),
      entryId: ZEntryId,
    }),
  ),
  absent: z.array(
    z.object({ userId: z.uuid(), displayName: z.string(), unitName: z.string(), reason: z.string() }),
  ),
  openSlots: z.array(
    z.object({
      entryId: ZEntryId,
      unitName: z.string(),
      shiftName: z.string(),
      begin: ZLocalTime.nullable(),
      end: ZLocalTime.nullable(),
      requests: z.number().int(),
    }),
  ),
  pendingRequests: z.array(ZRequestItem),
});
export type TPlannerHome = z.infer<typeof ZPlannerHome>;

/** The days the employee's home lists: today and the next 14 (docs/decisions.md, "The employee's home"). */
export const employeeHomeDays = 15;

/** A colleague on the same shift: same unit, same day, working hours overlapping the person's. */
export const ZColleague = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  shiftName: z.string(),
  resourceName: z.string(),
  begin: ZLocalTime.nullable(),
  end: ZLocalTime.nullable(),
});
export type TColleague = z.infer<typeof ZColleague>;

/** One of the person's published shifts in the home's days, with who works with them. */
export const ZComingShift = z.object({
  entry: ZShiftEntry,
  colleagues: z.array(ZColleague),
});
export type TComingShift = z.infer<typeof ZComingShift>;

export const ZEmployeeHome = z.object({
  date: ZPlainDate,
  /** The last of the home's days (`date` + 14). */
  until: ZPlainDate,
  nextShifts: z.array(ZShiftEntry),
  openShifts: z.array(ZShiftEntry),
  /** Requests that wait for the caller's answer (a swap offered to them, a shift shared with them). */
  inbox: z.array(ZRequestItem),
  /** The caller's own open requests. */
  myRequests: z.array(ZRequestItem),
  /** The caller's published shifts from `date` to `until`, in time order, each with its colleagues. */
  coming: z.array(ZComingShift),
  /** Colleagues' published shifts in the caller's units from `date` to `until`: what a swap may ask for. */
  swapTargets: z.array(ZShiftEntry),
  /**
   * Shifts from `date` to `until` the caller may take, qualified and passing the rules (validator): open ones
   * (`userId` null) and colleagues' offered to the unit or to the caller (their open SHARE request in `requests`).
   */
  takeable: z.array(ZShiftEntry),
  /** Units whose swaps and give-aways wait for a planner's approval (unit setting `shifts.swapApproval`). */
  approvalUnitIds: z.array(z.uuid()),
  /** The caller's working-time flags: taking, swapping and giving away; applying. */
  access: z.object({ allowShiftInteraction: z.boolean(), allowShiftInteractionRequest: z.boolean() }),
});
export type TEmployeeHome = z.infer<typeof ZEmployeeHome>;

const exampleEntryId = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e.2026-12-07.3f2a9c1d-8e4b-4a6f-b2c7-1d9e0f3a5b6c';

/**
 * Shift actions, requests, action menus and the home pages (issue 10). Everyone who sees the plan may act on
 * their own shifts: the services check ownership, the target person or planning rights per action.
 */
export const shiftActionContracts = defineContracts('calendar', {
  shiftAction: {
    method: 'POST',
    path: '/api/calendar/shift-actions',
    auth: 'user',
    summary:
      'A shift action (SETUSER, SWAP..., APPLY..., SHARE..., FAVORITE.REMOVE); answers the validator result',
    specCalls: ['POST /Api/Shifts/ShiftsAction'],
    permission: 'calendar.view',
    request: { body: ZShiftAction },
    examples: { body: { actionMode: 'APPLY', entryId: exampleEntryId } },
    response: ZShiftActionResult,
  },
  requestSlot: {
    method: 'POST',
    path: '/api/calendar/slot-requests',
    auth: 'user',
    summary: 'Ask for a shift on a day: an APPLY on an open shift, or a slot request for a template',
    specCalls: [],
    specForms: ['/Appointment/RequestSlot'],
    permission: 'calendar.view',
    request: { body: ZSlotRequest },
    examples: {
      body: {
        unitId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e',
        date: '2026-12-07',
        templateId: '3f2a9c1d-8e4b-4a6f-b2c7-1d9e0f3a5b6c',
      },
    },
    response: ZShiftActionResult,
  },
  actionMenu: {
    method: 'POST',
    path: '/api/actions/request',
    auth: 'user',
    summary: 'The commands the caller sees for a slot, by role, ownership and state',
    specCalls: ['POST /api/actions/request'],
    permission: 'calendar.view',
    request: { body: ZActionMenuRequest },
    examples: { body: { entryId: exampleEntryId } },
    response: z.object({ commands: z.array(ZActionCommand) }),
  },
  plannerHome: {
    method: 'GET',
    path: '/api/calendar/home/planner',
    auth: 'user',
    summary: "A planner's today: who works, who is absent, open slots, requests waiting for them",
    specCalls: [],
    permission: 'calendar.plan',
    request: {},
    response: ZPlannerHome,
  },
  getRequest: {
    method: 'GET',
    path: '/api/calendar/requests/{requestKey}',
    auth: 'user',
    summary:
      'One shift request by its key (what a notification links to): for the people it concerns and the planners of its unit',
    specCalls: [],
    permission: 'calendar.view',
    request: { params: z.strictObject({ requestKey: ZRequestKey }) },
    response: ZRequestItem,
  },
  employeeHome: {
    method: 'GET',
    path: '/api/calendar/home/employee',
    auth: 'user',
    summary:
      "An employee's next 15 days of published shifts with colleagues, shifts to swap for, open shifts they may take, and requests",
    specCalls: [],
    permission: 'calendar.view',
    request: {},
    response: ZEmployeeHome,
  },
});
