/**
 * Settings of the tenant and of each person, checked against the catalogue (`shared/src/settings`): a key the
 * catalogue does not know, a key of the other scope or a value of the wrong kind is `400` and nothing is
 * written. Reads answer the default while a setting was never saved.
 */
import { AppError } from '@app/shared/api/errors';
import {
  catalogueKeys,
  noticeHiddenKey,
  optionCategories,
  settingDefinition,
  settingsCatalogue,
  type SettingScope,
} from '@app/shared/settings/settings-catalogue';
import type {
  NoticeName,
  TAllSettings,
  TNotice,
  TOptions,
  TSetting,
} from '@app/shared/settings/settings.contracts';
import { hasPermission, type Caller } from '../security/caller';
import { AuditRepository } from '../audit/audit.repository';
import { auditEntry } from '../audit/audit.service';
import { now as clockNow } from '../clock';
import { SettingsRepository } from './settings.repository';

type Json = TSetting['value'];

/** Where a refused key or value is reported: the path and body of a setting call, or an option command. */
interface Paths {
  key: string;
  value: string;
}
const settingPaths: Paths = { key: 'params.key', value: 'body.value' };

function definitionOf(scope: SettingScope, key: string, paths = settingPaths) {
  const definition = settingDefinition(key);
  if (definition?.scope !== scope) {
    throw AppError.validation([
      { path: paths.key, code: 'invalid_value', message: `unknown ${scope} setting ${key}` },
    ]);
  }
  return definition;
}

export async function allSettings(caller: Caller): Promise<TAllSettings> {
  const repository = new SettingsRepository(caller.tenant);
  const [global, user] = await Promise.all([repository.allGlobal(), repository.allOfUser(caller.user.id)]);
  const withDefaults = (scope: SettingScope, stored: Map<string, Json>) =>
    Object.fromEntries(
      catalogueKeys(scope).map((key) => [key, stored.get(key) ?? settingsCatalogue[key].default]),
    );
  return { global: withDefaults('global', global), user: withDefaults('user', user) };
}

/** How tracked time is shown (the spec's TimeDisplayMode, TimeDisplayModeFactor, ShowBookingSeconds): 1 Query. */
export interface TimeDisplay {
  mode: 'hours' | 'days';
  hoursPerDay: number;
  showSeconds: boolean;
}

export async function timeDisplay(caller: Pick<Caller, 'tenant'>): Promise<TimeDisplay> {
  const stored = await new SettingsRepository(caller.tenant).allGlobal();
  const {
    'time.displayMode': mode,
    'time.hoursPerDay': hours,
    'time.showBookingSeconds': seconds,
  } = settingsCatalogue;
  return {
    mode: mode.value.safeParse(stored.get('time.displayMode')).data ?? mode.default,
    hoursPerDay: hours.value.safeParse(stored.get('time.hoursPerDay')).data ?? hours.default,
    showSeconds: seconds.value.safeParse(stored.get('time.showBookingSeconds')).data ?? seconds.default,
  };
}

/** The kinds of mail a company may switch off as a whole (`mail.events`). */
export type MailEvent = keyof (typeof settingsCatalogue)['mail.events']['default'];

/**
 * Who of `userIds` gets a mail of `event` besides the in-app notification: the company sends that kind of mail
 * (`mail.events`; `null`: a mail that asks the person to act, which the company cannot switch off) and the person
 * has not switched their notification mails off (`notify.mail`). Two reads: the company's setting and one
 * BatchGet of the people's switches.
 */
export async function wantingMail(
  caller: Pick<Caller, 'tenant'>,
  event: MailEvent | null,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const repository = new SettingsRepository(caller.tenant);
  const { 'mail.events': events, 'notify.mail': personal } = settingsCatalogue;
  if (event) {
    const stored = await repository.global('mail.events');
    const sent: Partial<Record<string, boolean>> =
      events.value.safeParse(stored?.value).data ?? events.default;
    if (sent[event] === false) return new Set();
  }
  const switches = await repository.ofUsers([...new Set(userIds)], 'notify.mail');
  return new Set(userIds.filter((id) => personal.value.safeParse(switches.get(id)).data ?? personal.default));
}

export async function getSetting(caller: Caller, scope: SettingScope, key: string): Promise<TSetting> {
  const definition = definitionOf(scope, key);
  const repository = new SettingsRepository(caller.tenant);
  const stored =
    scope === 'global' ? await repository.global(key) : await repository.ofUser(caller.user.id, key);
  // A value stored before the catalogue narrowed the kind is answered as the default, never as a wrong kind.
  const valid = stored !== undefined && definition.value.safeParse(stored.value).success;
  return {
    key,
    scope,
    kind: definition.kind,
    value: valid ? stored.value : definition.default,
    isDefault: !valid,
  };
}

export async function saveSetting(
  caller: Caller,
  scope: SettingScope,
  key: string,
  value: Json,
  paths = settingPaths,
): Promise<TSetting> {
  const definition = definitionOf(scope, key, paths);
  const parsed = definition.value.safeParse(value);
  if (!parsed.success) {
    throw AppError.validation([
      { path: paths.value, code: 'invalid_value', message: `not a ${definition.kind} value` },
    ]);
  }
  const checked = parsed.data as Json;
  const repository = new SettingsRepository(caller.tenant);
  if (scope === 'user') {
    // A person's own preference: not audited, like the calendar picker's selection.
    await repository.saveOfUser(caller.user.id, key, checked);
  } else {
    if (!hasPermission(caller, 'settings.manage')) throw new AppError('FORBIDDEN');
    const before = (await repository.global(key))?.value ?? null;
    await new AuditRepository(caller.tenant).commit(
      auditEntry(
        'setting.update',
        { id: caller.user.id, name: caller.user.username },
        { type: 'setting', id: key, name: key },
        { before: { [key]: before }, after: { [key]: checked } },
        clockNow(),
      ),
      [repository.globalWrite(key, definition.kind, checked)],
    );
  }
  return { key, scope, kind: definition.kind, value: checked, isDefault: false };
}

/** The dialog's tabs: the person's own options, and the tenant's for those who manage settings. */
export async function options(caller: Caller): Promise<TOptions> {
  const all = await allSettings(caller);
  const mayManage = hasPermission(caller, 'settings.manage');
  const entries = (Object.keys(settingsCatalogue) as (keyof typeof settingsCatalogue)[]).flatMap((key) => {
    const definition: (typeof settingsCatalogue)[typeof key] = settingsCatalogue[key];
    if (!('option' in definition)) return [];
    if (definition.scope === 'global' && !mayManage) return [];
    const option = definition.option;
    if ('onlyWith' in option && !hasPermission(caller, option.onlyWith)) return [];
    return [
      {
        category: option.category,
        key,
        scope: definition.scope,
        control: option.control,
        choices: 'choices' in option ? [...option.choices] : [],
        value: all[definition.scope][key] ?? definition.default,
      },
    ];
  });
  return {
    tabs: optionCategories
      .map((category) => ({
        category,
        options: entries.filter((entry) => entry.category === category).map(({ category: _, ...o }) => o),
      }))
      .filter((tab) => tab.options.length > 0),
  };
}

/** The spec's option command: the command names the setting, its scope comes from the catalogue. */
export async function executeOption(
  caller: Caller,
  input: { command: string; value: Json },
): Promise<{ success: boolean; message: string }> {
  const scope = settingDefinition(input.command)?.scope ?? 'user';
  await saveSetting(caller, scope, input.command, input.value, { key: 'body.command', value: 'body.value' });
  return { success: true, message: '' };
}

export async function notice(caller: Caller, name: NoticeName): Promise<TNotice> {
  const hidden = (await getSetting(caller, 'user', noticeHiddenKey(name))).value === true;
  if (name !== 'maintenance') return { name, show: !hidden, text: null };
  const text = (await getSetting(caller, 'global', 'notice.maintenance')).value;
  const message = typeof text === 'string' ? text : '';
  return { name, show: message !== '' && !hidden, text: message || null };
}

export async function hideNotice(caller: Caller, name: NoticeName, hidden: boolean): Promise<TNotice> {
  await saveSetting(caller, 'user', noticeHiddenKey(name), hidden);
  return notice(caller, name);
}
