/**
 * Clock terminals (issue 14, edition feature `clockTerminals`): a registered device (Datafox and the like) that
 * uploads the card readings it collected. The terminal authenticates with
 * `Authorization: Terminal <customerNo>.<terminalId>.<secret>`; the secret is shown once at registration and
 * stored only as a hash. Keys in docs/data-model.md section 10 (`TERMINAL`, `BOOKINGREF`); the upload format in
 * docs/time.md "Clock terminals".
 */
import * as z from 'zod';
import { ZInstant } from '../time/time-schemas';

/** At most this many bookings in one upload (a terminal uploads its backlog in chunks). */
export const maxTerminalUpload = 500;
/** The card type a reading names when it says none (the key cards' default, Datafox). */
export const defaultTerminalCardType = 'DF';

export const ZTerminalId = z.uuid();

export const ZTerminal = z.object({
  id: ZTerminalId,
  name: z.string(),
  notes: z.string(),
  createdAt: z.iso.datetime(),
  /** When the terminal last uploaded (null: never). */
  lastSeenAt: z.iso.datetime().nullable(),
  /** Bookings it delivered (accepted ones). */
  bookingCount: z.number().int().nonnegative(),
});
export type TTerminal = z.infer<typeof ZTerminal>;

export const ZTerminalCreate = z.strictObject({
  name: z.string().trim().min(1).max(50),
  notes: z.string().trim().max(500).default(''),
});
export type TTerminalCreate = z.input<typeof ZTerminalCreate>;

/** The registration's answer: the secret is in it once, never again. */
export const ZTerminalCreated = z.object({
  terminal: ZTerminal,
  secret: z.string(),
  /** The value of the terminal's `Authorization` header. */
  authorization: z.string(),
  /** Where the terminal uploads (path; the web prefixes its origin). */
  uploadPath: z.string(),
});
export type TTerminalCreated = z.infer<typeof ZTerminalCreated>;

export const ZTerminalNotes = z.strictObject({ notes: z.string().trim().max(500) });

export const terminalBookingKinds = ['in', 'out', 'pause', 'resume'] as const;

export const ZTerminalBooking = z.strictObject({
  /** The terminal's own id of the reading: a repeated upload of it changes nothing. */
  bookingId: z.string().min(1).max(64),
  cardId: z.string().trim().min(1).max(50),
  cardType: z.string().trim().min(1).max(10).default(defaultTerminalCardType),
  at: ZInstant({ offset: true }),
  kind: z.enum(terminalBookingKinds),
});

export const ZTerminalUpload = z.strictObject({
  bookings: z.array(ZTerminalBooking).min(1).max(maxTerminalUpload),
});
export type TTerminalUpload = z.input<typeof ZTerminalUpload>;

/** A reading later than the server's clock by more than this is refused (`inFuture`): a terminal's clock may run a little ahead. */
export const terminalFutureToleranceMinutes = 5;
/**
 * A reading older than this many days is refused (`tooOld`) unless the company chose otherwise (setting
 * `time.terminalMaxAgeDays`). At most 366: a reading's upload mark is kept 400 days, so a repeat is always found.
 */
export const defaultTerminalMaxAgeDays = 35;
export const maxTerminalMaxAgeDays = 366;

export const terminalOutcomes = ['accepted', 'duplicate', 'unknownCard', 'rejected'] as const;
/**
 * Why a reading was rejected (nothing was written for it; sending it again is answered the same way):
 * `transition` the clock's state does not allow it; `outOfOrder` older than the clock's state; `conflict` a
 * simultaneous change; `inFuture` later than the server's clock plus the tolerance; `tooOld` older than the
 * company's limit; `dayConfirmed` the booking's day is confirmed (locked) for the person.
 */
export const terminalRejections = [
  'transition',
  'outOfOrder',
  'conflict',
  'inFuture',
  'tooOld',
  'dayConfirmed',
] as const;

export const ZTerminalUploadResult = z.object({
  results: z.array(
    z.object({
      bookingId: z.string(),
      outcome: z.enum(terminalOutcomes),
      reason: z.enum(terminalRejections).nullable(),
    }),
  ),
});
export type TTerminalUploadResult = z.infer<typeof ZTerminalUploadResult>;
