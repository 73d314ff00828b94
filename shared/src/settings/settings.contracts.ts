import * as z from 'zod';
import { ZJsonValue } from '../api/json-value';
import { defineContracts } from '../api/contract';
import { optionCategories, settingKinds, settingScopes, ZSettingKeyParam } from './settings-catalogue';

/**
 * Notices a person sees once (unless they untick 'do not show again'): the administrator's welcome, the
 * operator's maintenance text, and the employee's own short welcome on their home page.
 */
export const noticeNames = ['welcome', 'maintenance', 'employeeWelcome'] as const;
export const ZNoticeName = z.enum(noticeNames);
export type NoticeName = z.infer<typeof ZNoticeName>;

export const ZSetting = z.object({
  key: z.string(),
  scope: z.enum(settingScopes),
  kind: z.enum(settingKinds),
  value: z.json(),
  /** True while never saved: the catalogue's default is answered. */
  isDefault: z.boolean(),
});
export type TSetting = z.infer<typeof ZSetting>;

/** Every catalogue setting of the tenant and of the caller, defaults applied. */
export const ZAllSettings = z.object({
  global: z.record(z.string(), z.json()),
  user: z.record(z.string(), z.json()),
});
export type TAllSettings = z.infer<typeof ZAllSettings>;

/** The value is checked against the key's kind by the server (the catalogue), not by this schema. */
export const ZSettingSave = z.strictObject({ value: ZJsonValue });

export const ZOption = z.object({
  key: z.string(),
  scope: z.enum(settingScopes),
  control: z.enum(['checkbox', 'checkboxGroup', 'dropdown']),
  choices: z.array(z.union([z.string(), z.number()])),
  value: z.json(),
});
export type TOption = z.infer<typeof ZOption>;
export const ZOptionTab = z.object({ category: z.enum(optionCategories), options: z.array(ZOption) });
export const ZOptions = z.object({ tabs: z.array(ZOptionTab) });
export type TOptions = z.infer<typeof ZOptions>;

/** The spec's {Module, Command, Value}: the command is the setting's key. */
export const ZOptionExecute = z.strictObject({
  module: z.literal('options').default('options'),
  command: ZSettingKeyParam,
  value: ZJsonValue,
});
export type TOptionExecute = z.input<typeof ZOptionExecute>;
export const ZOptionResult = z.object({ success: z.boolean(), message: z.string() });

export const ZNotice = z.object({
  name: ZNoticeName,
  show: z.boolean(),
  /** The tenant's own text (the maintenance message); null: the standard text of the web. */
  text: z.string().nullable(),
});
export type TNotice = z.infer<typeof ZNotice>;
export const ZNoticeHide = z.strictObject({ hidden: z.boolean() });

const ZKeyParams = z.object({ key: ZSettingKeyParam });
const ZNoticeParams = z.object({ name: ZNoticeName });

/** Area `session`: settings are read with the session, so they share its function (docs/adding-an-area.md §7). */

export const settingsContracts = defineContracts('session', {
  all: {
    method: 'GET',
    path: '/api/settings',
    auth: 'user',
    summary: 'Every known setting of the tenant and of the caller, defaults applied',
    specCalls: [],
    request: {},
    response: ZAllSettings,
  },
  getGlobal: {
    method: 'GET',
    path: '/api/settings/global/{key}',
    auth: 'user',
    summary: 'One tenant-wide setting (its default while never saved)',
    specCalls: [
      'GET /api/settings/global/{key}',
      'GET /api/settings/GlobalBool/{key}',
      'GET /api/settings/GlobalInt/{key}',
    ],
    request: { params: ZKeyParams },
    response: ZSetting,
  },
  saveGlobal: {
    method: 'PUT',
    path: '/api/settings/global/{key}',
    auth: 'user',
    summary: 'Write one tenant-wide setting; unknown keys and values of the wrong kind are refused',
    specCalls: ['POST /api/settings/global/{key}'],
    permission: 'settings.manage',
    request: { params: ZKeyParams, body: ZSettingSave },
    examples: { body: { value: true } },
    response: ZSetting,
  },
  getMine: {
    method: 'GET',
    path: '/api/settings/user/{key}',
    auth: 'user',
    summary: "One of the caller's own settings (its default while never saved)",
    specCalls: [
      'GET /api/settings/SettingBool/{key}',
      'GET /api/settings/SettingObject/{key}',
      'GET /api/settings/Setting/{key}',
      'GET /api/settings/Notifyer/{key}',
    ],
    request: { params: ZKeyParams },
    response: ZSetting,
  },
  saveMine: {
    method: 'PUT',
    path: '/api/settings/user/{key}',
    auth: 'user',
    summary: "Write one of the caller's own settings; unknown keys and values of the wrong kind are refused",
    specCalls: [],
    request: { params: ZKeyParams, body: ZSettingSave },
    examples: { body: { value: true } },
    response: ZSetting,
  },
  options: {
    method: 'GET',
    path: '/api/settings/options',
    auth: 'user',
    summary: 'The options dialog: tabs per category with the options the caller may change',
    specCalls: ['POST /api/options/request'],
    request: {},
    response: ZOptions,
  },
  executeOption: {
    method: 'POST',
    path: '/api/settings/options/execute',
    auth: 'user',
    summary: 'Set one option of the dialog (a global one needs settings.manage)',
    specCalls: ['POST /api/options/execute'],
    request: { body: ZOptionExecute },
    examples: { body: { module: 'options', command: 'notify.mail', value: true } },
    response: ZOptionResult,
  },
  notice: {
    method: 'GET',
    path: '/api/settings/notices/{name}',
    auth: 'user',
    summary: 'Whether the caller is to see a notice now, with the tenant text if there is one',
    specCalls: ['GET /Timeos/Notices/{name}'],
    request: { params: ZNoticeParams },
    response: ZNotice,
  },
  hideNotice: {
    method: 'PUT',
    path: '/api/settings/notices/{name}',
    auth: 'user',
    summary: "Remember the notice's 'do not show again' box for the caller",
    specCalls: [],
    request: { params: ZNoticeParams, body: ZNoticeHide },
    examples: { body: { hidden: true } },
    response: ZNotice,
  },
});
