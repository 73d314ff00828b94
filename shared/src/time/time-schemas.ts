import * as z from 'zod';
// Only function declarations are used from tenant-time (which re-exports these schemas): they exist before
// either module body runs, whichever of the two is loaded first.
import { isLocalTime, isPlainDate } from './tenant-time';

/** A real calendar day `YYYY-MM-DD` (no 30 February). Message key `date.invalid`. */
export const ZPlainDate = z.string().refine(isPlainDate, { message: 'date.invalid' });

/**
 * A wall-clock time `HH:mm` from 00:00 to 23:59. No '24:00': an interval that ends at midnight ends at '00:00'
 * (an end not after the start is on the next day), so each instant has one spelling. Message key `time.invalid`.
 */
export const ZLocalTime = z.string().refine(isLocalTime, { message: 'time.invalid' });
