import type { TFunction } from 'i18next';
import {
  ZRuleSave,
  ruleSettings,
  type TRule,
  type TRuleSave,
  type TRuleScopeKind,
  type TRuleType,
} from '@app/shared/rules/rule';
import { ApiError } from '#lib/api-error';
import { formatDate } from '#lib/format';

/** The settings of a type as the editor holds them (the schema's shape; unset choices are null). */
export type SettingsDraft = Record<string, unknown>;

/** What the editor holds: the shared frame, the type's settings, and the id and version of a stored rule. */
export interface RuleDraft {
  ruleType: TRuleType;
  name: string;
  notes: string;
  scope: { kind: TRuleScopeKind; ids: string[]; includeSubUnits: boolean };
  validity: {
    from: string | null;
    to: string | null;
    weekdays: number[];
    holidays: 'any' | 'exclude' | 'only';
  };
  severity: { level: 'WRN' | 'ERR'; allowForce: boolean };
  active: boolean;
  settings: SettingsDraft;
  id?: string;
  version?: number;
}

/** The settings a new rule of each type starts with: the schema's defaults, and a choice for required fields. */
export function defaultSettings(type: TRuleType): SettingsDraft {
  switch (type) {
    case 'MINOC':
      return { minimum: 1, qualificationId: null, from: null, to: null };
    case 'MAXABS':
      return { maxPeople: null, maxPercent: null, eventClasses: [] };
    case 'DEPENCY':
      return dependencyDefaults('requiresShift');
    case 'APPROVE':
      return { eventClasses: [], firstApproverIds: [], secondApproverIds: [], autoApproveUpToDays: 0 };
    case 'BARRIER':
      return { eventClasses: [] };
    case 'QUAL':
      return { qualificationIds: [], mode: 'all' };
    case 'MSG':
      return { text: '', trigger: 'planned' };
    case 'TIMEBOOKING':
      return { ...ruleSettings.TIMEBOOKING.parse({}) };
    case 'AUTOPAUSE':
      return { ...ruleSettings.AUTOPAUSE.parse({}) };
    case 'OVERTIMEREQUEST':
      return { ...ruleSettings.OVERTIMEREQUEST.parse({}) };
  }
}

export const dependencyKindList = ['requiresShift', 'onlyWith', 'neverWith', 'restAfterNight'] as const;
export type DependencyKind = (typeof dependencyKindList)[number];

/** A dependency's fields when its kind is chosen (the four kinds share none). */
export function dependencyDefaults(kind: DependencyKind): SettingsDraft {
  switch (kind) {
    case 'requiresShift':
      return { kind, templateId: null, requiredTemplateId: null, dayOffset: 0 };
    case 'onlyWith':
    case 'neverWith':
      return { kind, userId: null, otherUserId: null };
    case 'restAfterNight':
      return { kind, nightFrom: '20:00', restDays: 1 };
  }
}

/** A new rule of `type`: company-wide warnings, every day, active. */
export function newRuleDraft(type: TRuleType): RuleDraft {
  return {
    ruleType: type,
    name: '',
    notes: '',
    scope: {
      kind: type === 'MINOC' || type === 'APPROVE' ? 'unit' : 'company',
      ids: [],
      includeSubUnits: false,
    },
    validity: { from: null, to: null, weekdays: [], holidays: 'any' },
    severity: { level: 'WRN', allowForce: true },
    active: true,
    settings: defaultSettings(type),
  };
}

/** The editor's draft of a stored rule. */
export function ruleDraftOf(rule: TRule): RuleDraft {
  return {
    ruleType: rule.ruleType,
    name: rule.name,
    notes: rule.notes,
    scope: { kind: rule.scope.kind, ids: [...rule.scope.ids], includeSubUnits: rule.scope.includeSubUnits },
    validity: { ...rule.validity, weekdays: [...rule.validity.weekdays] },
    severity: { ...rule.severity },
    active: rule.active,
    settings: structuredClone(rule.settings),
    id: rule.id,
    version: rule.version,
  };
}

/** Field errors by path (`name`, `scope.ids`, `settings.minimum`, `settings.steps.0.pauseMinutes`). */
export type FieldErrors = Record<string, string>;

/**
 * The body the editor sends, checked with the server's own schema first: either the body or the field errors.
 * A schema message that is a text key (`rules.error.scopeIds`) is shown in words, anything else as "check this".
 */
export function ruleBodyOf(
  draft: RuleDraft,
  t: TFunction,
  hasText: (key: string) => boolean,
): { body: TRuleSave } | { errors: FieldErrors } {
  const candidate = {
    ...draft,
    ...(draft.id ? { id: draft.id, version: draft.version } : {}),
  };
  const parsed = ZRuleSave.safeParse(candidate);
  if (parsed.success) return { body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= hasText(issue.message) ? t(issue.message as never) : t('rules.form.invalid');
  }
  return { errors };
}

/**
 * The field problems of the server's 400, by the body path they name (`body.settings.minimum` ->
 * `settings.minimum`), in the server's words; empty for any other error.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const details = error.details as { issues?: unknown } | undefined;
  if (!details || !Array.isArray(details.issues)) return {};
  const errors: FieldErrors = {};
  for (const issue of details.issues as unknown[]) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string' || !path.startsWith('body.')) continue;
    errors[path.slice('body.'.length)] ??= message;
  }
  return errors;
}

/** The error shown at a field: its own, or one of a part of it (`scope` shows `scope.ids`). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const key = Object.keys(errors).find((one) => one.startsWith(`${path}.`));
  return key ? errors[key] : undefined;
}

/** Names of the things a scope may list, by kind (what the page could load). */
export type ScopeNames = Partial<Record<TRuleScopeKind, ReadonlyMap<string, string>>>;

/** "Units: Küche (with sub-units)", "Whole company". */
export function scopeSummary(rule: Pick<TRule, 'scope'>, names: ScopeNames, t: TFunction): string {
  const { kind, ids, includeSubUnits } = rule.scope;
  if (kind === 'company') return t('rules.scope.company');
  const known = names[kind];
  const listed = ids.map((id) => known?.get(id) ?? '…').join(', ');
  const shown =
    kind === 'unit' && includeSubUnits ? t('rules.scope.withSubUnits', { names: listed }) : listed;
  return t('rules.scope.summary', { kind: t(`rules.scope.${kind}`), names: shown });
}

/** "Sa, Su · from 01.12.2026 · not on holidays", or "Always". */
export function validitySummary(rule: Pick<TRule, 'validity'>, t: TFunction): string {
  const { from, to, weekdays, holidays } = rule.validity;
  const parts: string[] = [];
  if (weekdays.length > 0) {
    parts.push(
      [...weekdays]
        .sort((a, b) => a - b)
        .map((day) => t(`rules.weekday.${day}` as never))
        .join(', '),
    );
  }
  if (from) parts.push(t('rules.validity.from', { date: formatDate(from) }));
  if (to) parts.push(t('rules.validity.to', { date: formatDate(to) }));
  if (holidays === 'exclude') parts.push(t('rules.validity.holidaysExcluded'));
  if (holidays === 'only') parts.push(t('rules.validity.holidaysOnly'));
  return parts.length ? parts.join(' · ') : t('rules.validity.always');
}

/** "Warning, may be forced". */
export function severitySummary(rule: Pick<TRule, 'severity'>, t: TFunction): string {
  return `${t(`rules.level.${rule.severity.level}`)}, ${t(
    rule.severity.allowForce ? 'rules.forceAllowed' : 'rules.forceRefused',
  )}`;
}

/** Hours and minutes of a number of minutes: "6 h 30 min", "45 min". */
function duration(minutes: number, t: TFunction): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('rules.summary.minutes', { minutes: rest });
  return rest === 0
    ? t('rules.summary.hours', { hours })
    : t('rules.summary.hoursMinutes', { hours, minutes: rest });
}

const classList = (classes: readonly number[], t: TFunction) =>
  classes.length
    ? t('rules.summary.classes', { classes: classes.join(', ') })
    : t('rules.summary.allClasses');

/** What a rule asks, in a few words: "at least 3 · 06:00–14:00", "at most 2 people · all absences". */
export function settingsSummary(
  rule: TRule,
  names: { qualifications: ReadonlyMap<string, string> },
  t: TFunction,
) {
  const qualification = (id: string) => names.qualifications.get(id) ?? '…';
  switch (rule.ruleType) {
    case 'MINOC': {
      const { minimum, qualificationId, from, to } = rule.settings;
      return [
        t('rules.summary.minimum', { count: minimum }),
        qualificationId ? qualification(qualificationId) : null,
        from && to ? `${from}–${to}` : null,
      ]
        .filter(Boolean)
        .join(' · ');
    }
    case 'MAXABS': {
      const { maxPeople, maxPercent, eventClasses } = rule.settings;
      const limits = [
        maxPeople === null ? null : t('rules.summary.maxPeople', { count: maxPeople }),
        maxPercent === null ? null : t('rules.summary.maxPercent', { percent: maxPercent }),
      ].filter(Boolean);
      return `${limits.join(` ${t('rules.summary.or')} `)} · ${classList(eventClasses, t)}`;
    }
    case 'DEPENCY':
      return t(`rules.form.dependency.${rule.settings.kind}`);
    case 'APPROVE': {
      const { secondApproverIds, autoApproveUpToDays, eventClasses } = rule.settings;
      return [
        t(secondApproverIds.length ? 'rules.summary.twoStages' : 'rules.summary.oneStage'),
        classList(eventClasses, t),
        autoApproveUpToDays > 0 ? t('rules.summary.autoApprove', { count: autoApproveUpToDays }) : null,
      ]
        .filter(Boolean)
        .join(' · ');
    }
    case 'BARRIER':
      return classList(rule.settings.eventClasses, t);
    case 'QUAL':
      return rule.settings.qualificationIds
        .map(qualification)
        .join(rule.settings.mode === 'any' ? ` ${t('rules.summary.or')} ` : ', ');
    case 'MSG':
      return rule.settings.text.length > 60 ? `${rule.settings.text.slice(0, 60)}…` : rule.settings.text;
    case 'TIMEBOOKING':
      return t('rules.summary.rounding', { step: rule.settings.roundingStepMinutes });
    case 'AUTOPAUSE':
      return rule.settings.steps
        .map((step) =>
          t('rules.summary.pauseStep', {
            after: duration(step.afterMinutes, t),
            pause: duration(step.pauseMinutes, t),
          }),
        )
        .join('; ');
    case 'OVERTIMEREQUEST':
      return t(rule.settings.period === 'day' ? 'rules.summary.overtimeDay' : 'rules.summary.overtimeWeek', {
        threshold: duration(rule.settings.thresholdMinutes, t),
      });
  }
}
