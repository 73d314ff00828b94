import type { UiKey } from '@app/shared/i18n/resources';
import { ApiError } from '#lib/api-error';

/**
 * Failed calls that no single page handles: the edition does not include the function (402 `EDITION_LIMIT`) or
 * the trial has ended and the data is read-only (402 `TRIAL_EXPIRED`). The query client reports every failed
 * query and mutation here; the shell shows the matching dialog.
 */
export type EditionProblemCode = 'EDITION_LIMIT' | 'TRIAL_EXPIRED';

export interface EditionProblem {
  code: EditionProblemCode;
  /** The text key of the action the server refused ("The user was not created."), from the mutation's `meta`. */
  refusedKey?: UiKey;
  /** The server's text, already in the caller's language. */
  message: string;
  details: unknown;
}

type Listener = (problem: EditionProblem) => void;

const listeners = new Set<Listener>();

/** The edition problem an error stands for, or null. */
export function editionProblemOf(error: unknown): EditionProblem | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  if (error.code !== 'EDITION_LIMIT' && error.code !== 'TRIAL_EXPIRED') return null;
  return { code: error.code, message: error.message, details: error.details };
}

/** Whether the global dialog takes care of `error` (pages then show nothing of their own for it). */
export function isEditionProblem(error: unknown): boolean {
  return editionProblemOf(error) !== null;
}

/**
 * Passes an edition problem to the dialog, with the refused action when the caller names it; anything else is
 * left to the caller. Returns whether it was one.
 */
export function reportApiProblem(error: unknown, refusedKey?: UiKey): boolean {
  const problem = editionProblemOf(error);
  if (!problem) return false;
  const reported = refusedKey ? { ...problem, refusedKey } : problem;
  listeners.forEach((listener) => listener(reported));
  return true;
}

/** Subscribes to reported edition problems; returns the unsubscribe function. */
export function onEditionProblem(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
