/**
 * The validator's shape: a check is a function of the context of one planned change that answers messages; the
 * checks run are a list (`builtInChecks`, and the rules issue's rule types appended to it), so that a rule type
 * plugs in as one more check and the built-in ones become default rules without being written twice
 * (docs/decisions.md, "The calendar's validator").
 */
import type { TValidatorLevel, TValidatorMessage } from '@app/shared/calendar/validator';
import type { Language } from '@app/shared/i18n/languages';
import type { AbsenceFragment, NewPlanEntry, PlanEntry } from '../plan.repository';
import type { CatalogueQualification, CatalogueTemplate, Person } from '../calendar-reads.repository';
import { validatorText, type ValidatorTextKey } from './texts';

/** Everything a check may look at; read once per change, shared by all checks. */
export interface ValidationContext {
  language: Language;
  timeZone: string;
  /** The entry as it would be written (a move or copy: the new one). */
  entry: NewPlanEntry;
  /** The person's units (primary and extra); empty for an open shift. */
  personUnitIds: readonly string[];
  person: Person | undefined;
  /** The person's entries of the entry's month, and of the neighbouring month at a month's edge. */
  personEntries: readonly PlanEntry[];
  /** The person's absences around the day (fragments of the primary unit's copy). */
  absences: readonly AbsenceFragment[];
  template: CatalogueTemplate | undefined;
  qualifications: ReadonlyMap<string, CatalogueQualification>;
  /** Entries the change replaces or removes (uuids): they do not collide with the new one. */
  replaced: ReadonlySet<string>;
  /** Names for messages. */
  names: {
    person: string;
    unit: (unitId: string) => string;
    template: (templateId: string | null) => string;
    absenceType: (absenceTypeId: string) => string;
  };
}

export type Check = (context: ValidationContext) => TValidatorMessage[];

export interface RegisteredCheck {
  /** Stable name, also the message's `check` (a rule's id later). */
  id: string;
  run: Check;
}

/** A message of a check, its text rendered in the caller's language. */
export function validatorMessage(
  context: ValidationContext,
  spec: {
    check: string;
    level: TValidatorLevel;
    key: ValidatorTextKey;
    params?: Record<string, string | number>;
    forceable: boolean;
    date?: string;
  },
): TValidatorMessage {
  const params = spec.params ?? {};
  return {
    level: spec.level,
    check: spec.check,
    messageKey: spec.key,
    params,
    message: validatorText(spec.key, context.language, params),
    hidden: false,
    date: spec.date ?? context.entry.date,
    userId: context.entry.userId,
    details: null,
    forceable: spec.forceable,
    solutions: [],
  };
}
