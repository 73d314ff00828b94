/**
 * Runs the registered checks over one change and decides: nothing said, or everything forceable and forced, lets
 * the change through; anything else stops it with the messages (and `allowForce` when all of them may be forced).
 */
import type { TValidatorMessage } from '@app/shared/calendar/validator';
import { builtInChecks } from './built-in-checks';
import type { RegisteredCheck, ValidationContext } from './check';

const registered: RegisteredCheck[] = [...builtInChecks];

/** Adds a check (the rules issue's rule types); a check of the same id is replaced. */
export function registerCheck(check: RegisteredCheck): void {
  const index = registered.findIndex((existing) => existing.id === check.id);
  if (index >= 0) registered[index] = check;
  else registered.push(check);
}

export function registeredChecks(): readonly RegisteredCheck[] {
  return registered;
}

export function runChecks(context: ValidationContext): TValidatorMessage[] {
  return registered.flatMap((check) => check.run(context));
}

export interface Verdict {
  /** Whether the change may be written. */
  pass: boolean;
  allowForce: boolean;
  messages: TValidatorMessage[];
}

export function judge(messages: TValidatorMessage[], force: boolean): Verdict {
  const allowForce = messages.length > 0 && messages.every((message) => message.forceable);
  return { pass: messages.length === 0 || (force && allowForce), allowForce, messages };
}
