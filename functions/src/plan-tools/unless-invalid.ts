import { AppError } from '@app/shared/api/errors';

/**
 * The value `build` makes, or undefined when it refuses its input as invalid (VALIDATION: the shift template or
 * resource a row names is gone, a shift would be left without times): the bulk tools count such a row as failed
 * by the rules and go on. Anything else is a fault and is thrown, never counted as a skipped row.
 */
export function unlessInvalid<T>(build: () => T): T | undefined {
  try {
    return build();
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return undefined;
    throw error;
  }
}
