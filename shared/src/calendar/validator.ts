import * as z from 'zod';
import { ZPlainDate } from '../time/tenant-time';

/**
 * The spec's validator result (000 section 3): every save, drop and shift action answers it. `success: false`
 * means nothing was written; with `model.allowForce` the caller may confirm and repeat the call with `force`.
 * Messages of level ERR block unless forcing is allowed for them; WRN messages block until forced.
 */
export const validatorLevels = ['WRN', 'ERR'] as const;
export const ZValidatorLevel = z.enum(validatorLevels);
export type TValidatorLevel = z.infer<typeof ZValidatorLevel>;

/** A suggested way out (spec: Type H header, S separator, otherwise Name, Color, ConflictResoverData, Js). */
export const ZValidatorSolution = z.object({
  type: z.enum(['H', 'S', 'A']),
  /** The text shown (already in the caller's language). */
  name: z.string(),
  color: z.string().nullable(),
  /** What the web does when chosen: an action the client runs (for example `FORCE`, `OPEN_ENTRY:<id>`). */
  action: z.string().nullable(),
});
export type TValidatorSolution = z.infer<typeof ZValidatorSolution>;

export const ZValidatorMessage = z.object({
  level: ZValidatorLevel,
  /**
   * The check that spoke: the finding's rule id (`default.overlap`, `legal.rest`, ..., or a company rule's id), or
   * `state` when a shift action no longer fits the state of the shift.
   */
  check: z.string(),
  /** Message key (namespace `calendar`) and its parameters; `message` is the text in the caller's language. */
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
  hidden: z.boolean(),
  /**
   * Said, but does not stop the change (a MSG rule's text, Sunday and holiday work of the legal profile): the
   * change is written and the answer's message carries the notices after the success text.
   */
  notice: z.boolean(),
  date: ZPlainDate.nullable(),
  userId: z.string().nullable(),
  details: z.string().nullable(),
  /** Whether this message may be overridden by forcing (a rule's severity decides; built-in: see validator). */
  forceable: z.boolean(),
  solutions: z.array(ZValidatorSolution),
});
export type TValidatorMessage = z.infer<typeof ZValidatorMessage>;

export const ZValidatorModel = z.object({
  /** Every blocking message is forceable: the user may confirm and repeat the call with `force`. */
  allowForce: z.boolean(),
  messages: z.array(ZValidatorMessage),
});

/** The answer of a save, drop or action: `entry` (or `entries`) is what was written when `success`. */
export function validatorResult<T extends z.ZodType>(written: T) {
  return z.object({
    success: z.boolean(),
    /** A summary in the caller's language (the first blocking message, or the success text). */
    message: z.string().nullable(),
    model: ZValidatorModel,
    result: written.nullable(),
  });
}
