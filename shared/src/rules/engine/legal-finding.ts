/**
 * A finding of the legal profile (ids `legal.<check>`, the profile's name as the rule name): shared by the checks
 * of legal.ts and sunday-rest.ts.
 */
import type { TLegalProfile } from '../legal-profile';
import { makeFinding, severityOf, type FindingSpec } from './finding';
import type { RuleFinding } from './types';

export type LegalCheck =
  | 'rest'
  | 'daily'
  | 'weekly'
  | 'sunday'
  | 'holiday'
  | 'standbyOverlap'
  | 'standbyRest'
  | 'freeSundays'
  | 'substituteRestDay';

export function legalFinding(
  legal: TLegalProfile,
  check: LegalCheck,
  spec: Omit<FindingSpec, 'ruleId' | 'ruleType' | 'ruleName' | 'severity' | 'messageKey'> & {
    /** A variant of the check's message (`rules.finding.legal.<check><variant>`). */
    variant?: string;
  },
): RuleFinding {
  const flag = check === 'sunday' || check === 'holiday';
  return makeFinding({
    ruleId: `legal.${check}`,
    ruleType: 'LEGAL',
    ruleName: legal.profile,
    // Sunday and holiday work is allowed in many trades (ArbZG section 10): flagged, never blocking.
    severity: flag ? severityOf('WRN', true) : severityOf(legal.level, legal.allowForce),
    messageKey: `rules.finding.legal.${check}${spec.variant ?? ''}`,
    params: spec.params,
    date: spec.date,
    unitId: spec.unitId,
    userId: spec.userId,
    shiftId: spec.shiftId,
    solve: spec.solve,
    keys: spec.keys,
    onlyKeys: spec.onlyKeys,
  });
}
