/**
 * The calendar's validator: the rule engine's findings of a change become the spec's validator messages, and the
 * verdict decides: nothing said, or everything forceable and forced, lets the change through; anything else stops
 * it with the messages (and `allowForce` when all of them may be forced). The built-in checks are the engine's
 * default rules and the legal profile (docs/decisions.md, "The calendar's validator").
 */
import type { TValidatorMessage, TValidatorSolution } from '@app/shared/calendar/validator';
import type { Language } from '@app/shared/i18n/languages';
import type { RuleFinding } from '@app/shared/rules/engine/index';
import { findingText } from '@app/shared/rules/engine/finding-text';
import { isNotice } from '@app/shared/rules/engine/notice';
import { validatorText } from './texts';

export interface Verdict {
  /** Whether the change may be written. */
  pass: boolean;
  allowForce: boolean;
  messages: TValidatorMessage[];
}

/** Notices never stop a change; everything else does unless forced, and only when all of it may be forced. */
export function judge(messages: TValidatorMessage[], force: boolean): Verdict {
  const blocking = messages.filter((message) => !message.notice);
  const allowForce = blocking.length > 0 && blocking.every((message) => message.forceable);
  return { pass: blocking.length === 0 || (force && allowForce), allowForce, messages };
}

/** What the web does with an assign solution: repeat the same call with this person (`ASSIGN:<userId>`). */
export const assignAction = (userId: string) => `ASSIGN:${userId}`;

/** The first message is the answer's summary: what cannot be forced first, then errors, warnings, notices. */
const weight = (finding: RuleFinding) =>
  isNotice(finding) ? 3 : finding.forceable ? (finding.level === 'ERR' ? 1 : 2) : 0;

/** Findings as validator messages in the caller's language, each with its people to assign instead. */
export function findingMessages(findings: readonly RuleFinding[], language: Language): TValidatorMessage[] {
  return [...findings]
    .sort((a, b) => weight(a) - weight(b))
    .map((finding) => ({
      level: finding.level,
      check: finding.ruleId,
      messageKey: finding.messageKey,
      params: finding.params,
      message: findingText(finding.messageKey, language, finding.params),
      hidden: false,
      notice: isNotice(finding),
      date: finding.date,
      userId: finding.userId,
      details: null,
      forceable: finding.forceable,
      solutions: finding.solutions.map((solution): TValidatorSolution => ({
        type: 'A',
        name: validatorText('calendar.validator.assign', language, { name: solution.name }),
        color: null,
        action: assignAction(solution.userId),
      })),
    }));
}
