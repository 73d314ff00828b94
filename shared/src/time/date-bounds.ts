/**
 * The days the product accepts: every date of every contract lies within these, so that date arithmetic never
 * meets a five-digit or negative year and a request can never name a range of thousands of years. In its own
 * module (no imports) so that both `tenant-time` and `time-schemas` read the bounds while either is loading.
 */

/** The first day the API accepts. */
export const firstSupportedDate = '1900-01-01';
/** The last day the API accepts. */
export const lastSupportedDate = '2199-12-31';
/**
 * The most months a month helper (`monthsOf`, `monthsBetween`) walks: 1900-01 to 2199-12 and no more. A longer walk
 * is a bug or hostile input that slipped past a contract, refused with a RangeError instead of a query per month.
 */
export const maxWalkedMonths = 3600;
