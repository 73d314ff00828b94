import type { RuleFinding } from './types';

/** Legal checks that flag work which is allowed (ArbZG section 10 trades) but must be known: never blocking. */
const flaggingChecks = new Set(['legal.sunday', 'legal.holiday']);

/**
 * A notice informs and never stops a change: a MSG rule's text, and Sunday or holiday work of the legal profile.
 * Callers write the change and show the notice; the rule check report lists them like every finding.
 */
export function isNotice(finding: Pick<RuleFinding, 'ruleType' | 'ruleId'>): boolean {
  return finding.ruleType === 'MSG' || flaggingChecks.has(finding.ruleId);
}
