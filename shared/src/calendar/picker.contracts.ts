import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZLocalTime, ZPlainDate } from '../time/tenant-time';
import { ZShiftItemType } from '../shifts/shift-template';
import { ZEntryId } from './entry-id';

/** The spec's shift list item (Id, Name, ShortName, ResourceName, GroupName, PeriodText, ItemClass). */
export const ZShiftListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  shortName: z.string(),
  resourceId: z.uuid(),
  resourceName: z.string(),
  /** The template's unit, or empty for a template of every unit. */
  groupName: z.string(),
  /** `06:00–14:00`, or the free-day text for class 99. */
  periodText: z.string(),
  itemClass: ZShiftItemType,
  begin: ZLocalTime.nullable(),
  end: ZLocalTime.nullable(),
  backColor: z.string(),
  foreColor: z.string(),
  isFavorite: z.boolean(),
});
export type TShiftListItem = z.infer<typeof ZShiftListItem>;

/** `AvailableShiftsFor`: the shift picker for a slot of a unit on a day (optionally one resource), searchable. */
export const ZAvailableShiftsRequest = z.strictObject({
  unitId: z.uuid(),
  date: ZPlainDate,
  resourceId: z.uuid().optional(),
  search: z.string().trim().max(100).default(''),
});

export const ZAvailableShifts = z.object({
  /** Every enabled template usable in the unit (its own and those of no unit), matching the search. */
  templates: z.array(ZShiftListItem),
  /** The caller's favourite templates among them. */
  favorites: z.array(ZShiftListItem),
  /** Suggestions per resource of the unit: the templates of each resource (the unit's resource order). */
  shifts: z.array(
    z.object({ resourceId: z.uuid(), resourceName: z.string(), items: z.array(ZShiftListItem) }),
  ),
});
export type TAvailableShifts = z.infer<typeof ZAvailableShifts>;

/**
 * Who could take a slot (`GetUserSlotsFor/v2`, `AvailableUsersFor`): a stored entry (`entryId`), or a template
 * on a day in a unit. `showAllUsers` lists people who cannot take it too (with their reasons).
 */
export const ZSlotUsersRequest = z
  .strictObject({
    unitId: z.uuid(),
    date: ZPlainDate,
    entryId: ZEntryId.optional(),
    templateId: z.uuid().optional(),
    resourceId: z.uuid().optional(),
    begin: ZLocalTime.optional(),
    end: ZLocalTime.optional(),
    showAllUsers: z.boolean().default(false),
  })
  .refine(
    (request) =>
      request.entryId !== undefined ||
      request.templateId !== undefined ||
      (request.begin !== undefined && request.end !== undefined),
    { path: ['templateId'], message: 'picker.slotRequired' },
  );
export type TSlotUsersRequest = z.input<typeof ZSlotUsersRequest>;

/** The spec's user slot: PrimaryUnit 1 primary, 2 an extra unit; HoursRemaining of the slot's month. */
export const ZUserSlot = z.object({
  id: z.uuid(),
  displayName: z.string(),
  /** Why taking the slot would warn (absent, already on a shift, rest time), in the caller's language. */
  warnings: z.array(z.string()),
  primaryUnit: z.union([z.literal(1), z.literal(2)]),
  /** Target minus planned hours in the slot's month; null without a working-time model. */
  hoursRemaining: z.number().nullable(),
});

/** The spec's available user: CalendarAvailability 1 good (free that day), -1 bad. */
export const ZAvailableUser = z.object({
  id: z.uuid(),
  displayName: z.string(),
  groupName: z.string(),
  calendarAvailability: z.union([z.literal(1), z.literal(-1)]),
  hoursRemaining: z.number().nullable(),
  reasons: z.array(z.string()),
});
export type TAvailableUser = z.infer<typeof ZAvailableUser>;

/** The spec's AvailabilityStates. */
export const availabilityStates = [
  'Unknown',
  'Free',
  'Available',
  'Away',
  'OnDuty',
  'NoUserWorkSheet',
  'OnShiftWithResource',
  'OnShiftWithoutResource',
] as const;
export const ZAvailabilityState = z.enum(availabilityStates);
export type TAvailabilityState = z.infer<typeof ZAvailabilityState>;

/** `ShowAvailability`, `/Appointment/DetailsAvailabilityModal?day&userId`: a person on a day. */
export const ZAvailabilityRequest = z.strictObject({
  userId: z.uuid(),
  date: ZPlainDate,
  /** The resource the question is about (OnShiftWithResource when the person works on it). */
  resourceId: z.uuid().optional(),
  /** A time of the day (OnDuty when a shift covers it); today without it: now. */
  at: ZLocalTime.optional(),
});

export const ZDayItem = z.object({
  kind: z.enum(['shift', 'foreign', 'absence']),
  entryId: z.string().nullable(),
  name: z.string(),
  unitName: z.string(),
  resourceName: z.string(),
  begin: ZLocalTime.nullable(),
  end: ZLocalTime.nullable(),
});

export const ZAvailability = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  date: ZPlainDate,
  state: ZAvailabilityState,
  /** The state in words, in the caller's language. */
  text: z.string(),
  items: z.array(ZDayItem),
  /**
   * Planned and target minutes of the date's month (target null: NoUserWorkSheet); left out for a person whose
   * hours are not the caller's to know (need to know).
   */
  minutesPlanned: z.number().int().optional(),
  minutesTarget: z.number().int().nullable().optional(),
});
export type TAvailability = z.infer<typeof ZAvailability>;

/** A short card for tooltips and quick-info popovers: a title, labelled lines (texts) and the data behind. */
export const ZInfoCard = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  lines: z.array(z.object({ label: z.string(), text: z.string() })),
});
export type TInfoCard = z.infer<typeof ZInfoCard>;

export const ZResourceInfoRequest = z.strictObject({
  resourceId: z.uuid(),
  unitId: z.uuid(),
  date: ZPlainDate,
});
export const ZResourceInfo = ZInfoCard.extend({
  resourceId: z.uuid(),
  items: z.array(ZDayItem.extend({ userName: z.string().nullable() })),
  open: z.number().int(),
});

export const ZUserInfoRequest = z.strictObject({ userId: z.uuid(), date: ZPlainDate });
export const ZUserInfo = ZInfoCard.extend({
  userId: z.uuid(),
  state: ZAvailabilityState,
  items: z.array(ZDayItem),
  /** Left out for a person whose hours are not the caller's to know (need to know). */
  minutesPlanned: z.number().int().optional(),
  minutesTarget: z.number().int().nullable().optional(),
  unitNames: z.array(z.string()),
});

const uuidA = '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e';
const uuidB = '3f2a9c1d-8e4b-4a6f-b2c7-1d9e0f3a5b6c';

/** The shift picker, the people for a slot, availability and the quick-info calls of the calendar. */
export const pickerContracts = defineContracts('calendar', {
  availableShifts: {
    method: 'POST',
    path: '/api/calendar/picker/shifts',
    auth: 'user',
    summary: 'The shift picker: templates, favourites and suggestions per resource of the unit',
    specCalls: ['POST /api/shifts/AvailableShiftsFor'],
    permission: 'calendar.view',
    request: { body: ZAvailableShiftsRequest },
    examples: { body: { unitId: uuidA, date: '2026-12-07' } },
    response: ZAvailableShifts,
  },
  userSlots: {
    method: 'POST',
    path: '/api/calendar/picker/user-slots',
    auth: 'user',
    summary: 'People of the unit for a slot, with warnings, primary unit and hours remaining',
    specCalls: ['POST /api/shifts/GetUserSlotsFor/v2'],
    permission: 'calendar.plan',
    request: { body: ZSlotUsersRequest },
    examples: { body: { unitId: uuidA, date: '2026-12-07', templateId: uuidB } },
    response: z.object({ users: z.array(ZUserSlot) }),
  },
  availableUsers: {
    method: 'POST',
    path: '/api/calendar/picker/available-users',
    auth: 'user',
    summary: 'Available people for a slot (the shift picker page 2): good or bad, hours remaining',
    specCalls: ['POST /api/users/AvailableUsersFor'],
    permission: 'calendar.plan',
    request: { body: ZSlotUsersRequest },
    examples: { body: { unitId: uuidA, date: '2026-12-07', templateId: uuidB } },
    response: z.object({ users: z.array(ZAvailableUser) }),
  },
  availability: {
    method: 'POST',
    path: '/api/calendar/availability',
    auth: 'user',
    summary: 'Availability of a person on a day (AvailabilityStates) with what they have that day',
    specCalls: ['POST /api/resources/ShowAvailability'],
    specForms: ['/Appointment/DetailsAvailabilityModal?day&userId'],
    permission: 'calendar.view',
    request: { body: ZAvailabilityRequest },
    examples: { body: { userId: uuidA, date: '2026-12-07' } },
    response: ZAvailability,
  },
  resourceQuickInfo: {
    method: 'POST',
    path: '/api/calendar/info/resource',
    auth: 'user',
    summary: 'Quick info of a resource on a day in a unit: who works on it, open slots',
    specCalls: ['POST /api/resources/QuickInfo'],
    permission: 'calendar.view',
    request: { body: ZResourceInfoRequest },
    examples: { body: { resourceId: uuidB, unitId: uuidA, date: '2026-12-07' } },
    response: ZResourceInfo,
  },
  resourceToolTip: {
    method: 'POST',
    path: '/api/calendar/info/resource-tooltip',
    auth: 'user',
    summary: 'Tooltip of a resource row: caption, shifts and open slots of the day',
    specCalls: ['POST /api/resources/ResourceToolTip'],
    permission: 'calendar.view',
    request: { body: ZResourceInfoRequest },
    examples: { body: { resourceId: uuidB, unitId: uuidA, date: '2026-12-07' } },
    response: ZResourceInfo,
  },
  userToolTip: {
    method: 'POST',
    path: '/api/calendar/info/user-tooltip',
    auth: 'user',
    summary: 'Tooltip of a person row: units, hours planned and remaining in the month',
    specCalls: ['POST /api/users/ResourceToolTip'],
    permission: 'calendar.view',
    request: { body: ZUserInfoRequest },
    examples: { body: { userId: uuidA, date: '2026-12-07' } },
    response: ZUserInfo,
  },
  userQuickInfo: {
    method: 'POST',
    path: '/api/calendar/info/user',
    auth: 'user',
    summary: 'Quick info of a person on a day: availability, shifts and absences, hours of the month',
    specCalls: ['POST /api/resources/UserQuickInfo'],
    permission: 'calendar.view',
    request: { body: ZUserInfoRequest },
    examples: { body: { userId: uuidA, date: '2026-12-07' } },
    response: ZUserInfo,
  },
  userExtraToolTip: {
    method: 'POST',
    path: '/api/calendar/info/user-extra',
    auth: 'user',
    summary: "Tooltip of a person's extra units: their shifts planned in other units that day",
    specCalls: ['POST /api/users/ExtraToolTip'],
    permission: 'calendar.view',
    request: { body: ZUserInfoRequest },
    examples: { body: { userId: uuidA, date: '2026-12-07' } },
    response: ZUserInfo,
  },
});
