import * as z from 'zod';
import type { PermissionName } from '../security/permissions';
import { defaultTerminalMaxAgeDays, maxTerminalMaxAgeDays } from '../time-tracking/terminal';

/**
 * The known settings of the tenant (global) and of each person (user), with their kind, default and the option
 * shown in the options dialog (T_OPTIONS). The server validates every write against this catalogue, so an
 * unknown key or a value of the wrong kind never reaches the table. Unit settings live with the units area
 * (`unitsettings/{unit}/{kind}/{key}`).
 */
export const settingKinds = ['bool', 'int', 'text', 'object'] as const;
export type SettingKind = (typeof settingKinds)[number];
export const settingScopes = ['global', 'user'] as const;
export type SettingScope = (typeof settingScopes)[number];

/** Tabs of the options dialog, in their order. */
export const optionCategories = ['general', 'calendar', 'time', 'notifications'] as const;
export type OptionCategory = (typeof optionCategories)[number];

export type OptionControl = 'checkbox' | 'checkboxGroup' | 'dropdown';

interface SettingDefinition {
  scope: SettingScope;
  kind: SettingKind;
  value: z.ZodType;
  default: z.core.util.JSONType;
  /**
   * Where the dialog shows it; a setting without an option is read and written by its feature only. `onlyWith`:
   * shown only to people with that permission (a planner's tool means nothing to an employee).
   */
  option?: {
    category: OptionCategory;
    control: OptionControl;
    choices?: readonly (string | number)[];
    onlyWith?: PermissionName;
  };
}

const calendarViews = ['MONTH', 'WEEK', 'USER', 'RESOURCE', 'TIMELINE'] as const;
const mailEvents = ['absenceDecided', 'planPublished', 'shiftChanged'] as const;
const weekTemplateFlags = ['overwrite', 'noCollision', 'skipHolidays'] as const;
const timeDisplayModes = ['hours', 'days'] as const;

/** An object of flags, one per choice: the value of a checkbox group. */
function flags<const T extends readonly string[]>(choices: T) {
  return z.strictObject(Object.fromEntries(choices.map((choice) => [choice, z.boolean()])));
}
const allOff = (choices: readonly string[]) => Object.fromEntries(choices.map((choice) => [choice, false]));

export const settingsCatalogue = {
  /** First day of the week in calendars and date pickers: 1 Monday, 0 Sunday. */
  'calendar.weekStart': {
    scope: 'global',
    kind: 'int',
    value: z.union([z.literal(0), z.literal(1)]),
    default: 1,
    option: { category: 'calendar', control: 'dropdown', choices: [1, 0] },
  },
  'calendar.showWeekends': {
    scope: 'global',
    kind: 'bool',
    value: z.boolean(),
    default: true,
    option: { category: 'calendar', control: 'checkbox' },
  },
  /** Which mails the tenant sends at all; each person can switch theirs off. */
  'mail.events': {
    scope: 'global',
    kind: 'object',
    value: flags(mailEvents),
    default: { absenceDecided: true, planPublished: true, shiftChanged: true },
    option: { category: 'notifications', control: 'checkboxGroup', choices: mailEvents },
  },
  /** The spec's TimeDisplayMode: tracked time shown as hours or as days of `time.hoursPerDay`. */
  'time.displayMode': {
    scope: 'global',
    kind: 'text',
    value: z.enum(timeDisplayModes),
    default: 'hours',
    option: { category: 'time', control: 'dropdown', choices: timeDisplayModes },
  },
  /** The spec's TimeDisplayModeFactor (default 8): the hours of one day when time is shown in days. */
  'time.hoursPerDay': {
    scope: 'global',
    kind: 'int',
    value: z.number().int().min(1).max(24),
    default: 8,
    option: { category: 'time', control: 'dropdown', choices: [6, 7, 8, 9, 10, 12] },
  },
  /** The spec's ShowBookingSeconds: clock times of bookings with seconds. */
  'time.showBookingSeconds': {
    scope: 'global',
    kind: 'bool',
    value: z.boolean(),
    default: false,
    option: { category: 'time', control: 'checkbox' },
  },
  /** Clock terminals: how many days back a card reading may lie and still be booked (older: `tooOld`). */
  'time.terminalMaxAgeDays': {
    scope: 'global',
    kind: 'int',
    value: z.number().int().min(1).max(maxTerminalMaxAgeDays),
    default: defaultTerminalMaxAgeDays,
    option: { category: 'time', control: 'dropdown', choices: [7, 14, 35, 62, 93] },
  },
  /** The maintenance message; empty means none is shown. */
  'notice.maintenance': { scope: 'global', kind: 'text', value: z.string().max(2000), default: '' },
  'calendar.defaultView': {
    scope: 'user',
    kind: 'text',
    value: z.enum(calendarViews),
    default: 'MONTH',
    option: { category: 'calendar', control: 'dropdown', choices: calendarViews },
  },
  /** The spec's FixedTableSize: true keeps days at a fixed width (the grid scrolls sideways), false fits them. */
  'calendar.fixedTableSize': {
    scope: 'user',
    kind: 'bool',
    value: z.boolean(),
    default: true,
    option: { category: 'calendar', control: 'checkbox' },
  },
  /** The spec's `weektemplate.options` (Overwrite, NoCollision, SkipHolidays). */
  'weektemplate.options': {
    scope: 'user',
    kind: 'object',
    value: flags(weekTemplateFlags),
    default: allOff(weekTemplateFlags),
    option: {
      category: 'calendar',
      control: 'checkboxGroup',
      choices: weekTemplateFlags,
      onlyWith: 'calendar.plan',
    },
  },
  'notify.mail': {
    scope: 'user',
    kind: 'bool',
    value: z.boolean(),
    default: true,
    option: { category: 'notifications', control: 'checkbox' },
  },
} as const satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof settingsCatalogue;

/** Keys made of a prefix and a name: the remembered tab of a dialog, a notice a person hid. */
const patternSettings: readonly { pattern: RegExp; definition: SettingDefinition }[] = [
  {
    pattern: /^Layout\.SelectedTab\.[A-Za-z0-9_-]{1,40}$/,
    definition: { scope: 'user', kind: 'text', value: z.string().max(40), default: '' },
  },
  {
    pattern: /^Notices\.Hidden\.[A-Za-z0-9_-]{1,40}$/,
    definition: { scope: 'user', kind: 'bool', value: z.boolean(), default: false },
  },
];

/** A setting key as it appears in a path: letters, digits, dots, dashes and underscores. */
export const ZSettingKeyParam = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/);

/** The definition of a key, or undefined when the catalogue does not know it. */
export function settingDefinition(key: string): SettingDefinition | undefined {
  if (Object.hasOwn(settingsCatalogue, key)) return settingsCatalogue[key as SettingKey];
  return patternSettings.find(({ pattern }) => pattern.test(key))?.definition;
}

export function selectedTabKey(dialog: string): string {
  return `Layout.SelectedTab.${dialog}`;
}

export function noticeHiddenKey(name: string): string {
  return `Notices.Hidden.${name}`;
}

/** Text key of an option's label and of its choices (namespace `settings-area`). */
export function optionLabelKey(key: string): string {
  return `settingsArea.option.${key}`;
}
export function choiceLabelKey(key: string, choice: string | number): string {
  return `settingsArea.option.${key}.${String(choice)}`;
}

/** Catalogue keys of one scope, in catalogue order. */
export function catalogueKeys(scope: SettingScope): SettingKey[] {
  return (Object.keys(settingsCatalogue) as SettingKey[]).filter(
    (key) => settingsCatalogue[key].scope === scope,
  );
}
