/**
 * The one error catalogue of the product: every error code the API answers, with its HTTP status and the message
 * key of its text (German and English in `i18n/messages.*.ts`). Services and the data layer throw `AppError` with a
 * code and details and never an HTTP status; the API edge maps it once; the web switches on `ErrorCode`.
 */
import type { MessageKey } from '../i18n/messages.en';

export interface ErrorDefinition {
  status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;
  messageKey: MessageKey;
}

export const errorCatalog = {
  BAD_REQUEST: { status: 400, messageKey: 'error.BAD_REQUEST' },
  VALIDATION: { status: 400, messageKey: 'error.VALIDATION' },
  INVALID_JSON: { status: 400, messageKey: 'error.BAD_REQUEST' },
  INVALID_CURSOR: { status: 400, messageKey: 'error.BAD_REQUEST' },
  UNAUTHORIZED: { status: 401, messageKey: 'error.UNAUTHORIZED' },
  /** The token is valid, but its user was deactivated: the web tells the person so instead of "expired". */
  USER_DEACTIVATED: { status: 401, messageKey: 'error.USER_DEACTIVATED' },
  EDITION_LIMIT: { status: 402, messageKey: 'error.EDITION_LIMIT' },
  TRIAL_EXPIRED: { status: 402, messageKey: 'error.TRIAL_EXPIRED' },
  FORBIDDEN: { status: 403, messageKey: 'access-deny' },
  /** The unit (or the person's units) is outside the caller's responsible units (docs/permissions.md). */
  NOT_RESPONSIBLE: { status: 403, messageKey: 'error.NOT_RESPONSIBLE' },
  /** A decision on one's own time or absence: someone else decides (administrators may, audited). */
  OWN_DECISION: { status: 403, messageKey: 'error.OWN_DECISION' },
  NOT_FOUND: { status: 404, messageKey: 'error.NOT_FOUND' },
  ROUTE_NOT_FOUND: { status: 404, messageKey: 'error.ROUTE_NOT_FOUND' },
  UNKNOWN_CUSTOMER: { status: 404, messageKey: 'error.UNKNOWN_CUSTOMER' },
  TASK_HAS_NO_DOWNLOAD: { status: 404, messageKey: 'error.TASK_HAS_NO_DOWNLOAD' },
  CONFLICT: { status: 409, messageKey: 'error.CONFLICT' },
  ALREADY_EXISTS: { status: 409, messageKey: 'error.CONFLICT' },
  USERNAME_TAKEN: { status: 409, messageKey: 'error.USERNAME_TAKEN' },
  ROLE_IN_USE: { status: 409, messageKey: 'error.ROLE_IN_USE' },
  ROLE_NAME_TAKEN: { status: 409, messageKey: 'error.ROLE_NAME_TAKEN' },
  LAST_ADMINISTRATOR: { status: 409, messageKey: 'error.LAST_ADMINISTRATOR' },
  DOWNGRADE_BLOCKED: { status: 409, messageKey: 'error.DOWNGRADE_BLOCKED' },
  TASK_NOT_FINISHED: { status: 409, messageKey: 'error.TASK_NOT_FINISHED' },
  /** A unit with sub-units or members cannot be deleted. */
  UNIT_NOT_EMPTY: { status: 409, messageKey: 'error.UNIT_NOT_EMPTY' },
  /** A clock key card belongs to one person of the tenant. */
  KEY_CARD_TAKEN: { status: 409, messageKey: 'error.KEY_CARD_TAKEN' },
  /** A unit cannot move under itself or one of its sub-units. */
  UNIT_CYCLE: { status: 400, messageKey: 'error.UNIT_CYCLE' },
  /** The units tree is at most 10 levels deep. */
  UNIT_TOO_DEEP: { status: 400, messageKey: 'error.UNIT_TOO_DEEP' },
  /** An absence type that absences use is deactivated, not deleted. */
  ABSENCE_TYPE_IN_USE: { status: 409, messageKey: 'error.ABSENCE_TYPE_IN_USE' },
  /** An absence state change or edit the absence's state (or the caller's role) does not allow. */
  ABSENCE_CHANGE_REFUSED: { status: 409, messageKey: 'error.ABSENCE_CHANGE_REFUSED' },
  /** A rule refuses the change outright (ERR, not forceable: a BARRIER); `message` is the rule's reason. */
  RULE_REFUSED: { status: 400, messageKey: 'error.RULE_REFUSED' },
  /** A series occurrence deleted or edited that is not (or no longer) in the series (spec serial-msg2). */
  /** A clock action the person's clock state does not allow (out when out, pause when paused). */
  CLOCK_TRANSITION_REFUSED: { status: 409, messageKey: 'time.clock.transitionRefused' },
  /** A clock step taken offline whose time of the tap lies ahead of the server's clock by more than the tolerance. */
  CLOCK_STEP_IN_FUTURE: { status: 400, messageKey: 'time.clock.stepInFuture' },
  /** A clock step taken offline whose time of the tap is older than the offline queue's limit. */
  CLOCK_STEP_TOO_OLD: { status: 400, messageKey: 'time.clock.stepTooOld' },
  /** A booking change its state or the caller's role does not allow (approve a cancelled one, edit another's). */
  BOOKING_CHANGE_REFUSED: { status: 409, messageKey: 'time.booking.changeRefused' },
  /** A booking change on a day a planner confirmed (time tracking): planners unconfirm it first. */
  DAY_CONFIRMED: { status: 409, messageKey: 'time.dayConfirmed' },
  SERIAL_BREAK_REFUSED: { status: 409, messageKey: 'serial-msg2' },
  /** A person's year exists already (year tables). */
  YEAR_EXISTS: { status: 409, messageKey: 'yearTables.error.exists' },
  /** A closed year refuses edits and recalculation. */
  YEAR_CLOSED: { status: 409, messageKey: 'yearTables.error.closed' },
  /** Cost unit codes are unique per tenant. */
  COST_UNIT_CODE_TAKEN: { status: 409, messageKey: 'error.COST_UNIT_CODE_TAKEN' },
  /** DATEV personnel numbers are unique per company (payroll). */
  PERSONNEL_NUMBER_TAKEN: { status: 409, messageKey: 'error.PERSONNEL_NUMBER_TAKEN' },
  /** A payroll export of a system whose consultant or client number is not set yet. */
  PAYROLL_SETTINGS_MISSING: { status: 400, messageKey: 'error.PAYROLL_SETTINGS_MISSING' },
  /** A DATEV export whose consultant or client number is not digits within DATEV's range. */
  PAYROLL_NUMBER_INVALID: { status: 400, messageKey: 'error.PAYROLL_NUMBER_INVALID' },
  /** Object names are unique per container; a container with objects is not deleted. */
  OBJECT_NAME_TAKEN: { status: 409, messageKey: 'error.OBJECT_NAME_TAKEN' },
  OBJECT_CONTAINER_NOT_EMPTY: { status: 409, messageKey: 'error.OBJECT_CONTAINER_NOT_EMPTY' },
  /** An invitation "with Microsoft": not offered yet (docs/sso.md); the invitation's password works with it. */
  SSO_INVITATION_NOT_AVAILABLE: { status: 409, messageKey: 'error.SSO_INVITATION_NOT_AVAILABLE' },
  /** The person has no link of that provider to remove. */
  SSO_NOT_AVAILABLE: { status: 409, messageKey: 'error.SSO_NOT_AVAILABLE' },
  /** Microsoft sign-in (docs/sso.md): a sign-in that is unknown, used already or older than ten minutes. */
  SSO_STATE_INVALID: { status: 400, messageKey: 'error.SSO_STATE_INVALID' },
  /** The directory refused to redeem the code (used before, expired, or not issued for this sign-in). */
  SSO_CODE_REFUSED: { status: 400, messageKey: 'error.SSO_CODE_REFUSED' },
  /** The ID token failed a check: signature, issuer, audience, expiry or nonce. */
  SSO_TOKEN_INVALID: { status: 401, messageKey: 'error.SSO_TOKEN_INVALID' },
  /** The ID token is of a directory other than the company's. */
  SSO_WRONG_DIRECTORY: { status: 403, messageKey: 'error.SSO_WRONG_DIRECTORY' },
  /** No person of the company matches the directory account, and the company creates none. */
  SSO_USER_UNKNOWN: { status: 403, messageKey: 'error.SSO_USER_UNKNOWN' },
  /** Removing the link would leave the person no way to sign in. */
  SSO_LAST_LOGIN: { status: 409, messageKey: 'error.SSO_LAST_LOGIN' },
  /** The company allows Microsoft sign-in only: no password sign-in for its people. */
  SSO_PASSWORD_NOT_ALLOWED: { status: 403, messageKey: 'error.SSO_PASSWORD_NOT_ALLOWED' },
  /** The directory could not be reached (discovery, keys or token endpoint). */
  SSO_DIRECTORY_UNAVAILABLE: { status: 503, messageKey: 'error.SSO_DIRECTORY_UNAVAILABLE' },
  /** A deactivated user cannot be invited nor have a password reset: activate them first. */
  USER_INACTIVE: { status: 409, messageKey: 'error.USER_INACTIVE' },
  /** An e-mail confirmation link that is unknown, used or expired. */
  CONFIRMATION_INVALID: { status: 400, messageKey: 'error.CONFIRMATION_INVALID' },
  /** Mail to people other than the sign-up's administrator before the company's address is confirmed. */
  EMAIL_NOT_CONFIRMED: { status: 409, messageKey: 'error.EMAIL_NOT_CONFIRMED' },
  /** A sign-up's idempotency key sent again with other details (another company, username, password). */
  IDEMPOTENCY_KEY_REUSED: { status: 409, messageKey: 'error.IDEMPOTENCY_KEY_REUSED' },
  /** A transaction that cannot be split without losing atomicity is over DynamoDB's limit (a bug, but named). */
  TRANSACTION_TOO_LARGE: { status: 500, messageKey: 'error.INTERNAL_SERVER_ERROR' },
  PAYLOAD_TOO_LARGE: { status: 413, messageKey: 'error.PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, messageKey: 'error.UNSUPPORTED_MEDIA_TYPE' },
  TOO_MANY_REQUESTS: { status: 429, messageKey: 'error.TOO_MANY_REQUESTS' },
  TOO_MANY_CALLS: { status: 429, messageKey: 'error.TOO_MANY_CALLS' },
  /** The company has `maxRunningTasksPerTenant` background tasks running already (job-kinds.ts). */
  TOO_MANY_TASKS: { status: 429, messageKey: 'error.TOO_MANY_TASKS' },
  /** The company's mails of the day are used up (editionRules.mailsPerDay); nothing was sent. */
  MAIL_LIMIT_REACHED: { status: 429, messageKey: 'error.MAIL_LIMIT_REACHED' },
  INTERNAL_SERVER_ERROR: { status: 500, messageKey: 'error.INTERNAL_SERVER_ERROR' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorCatalog;

export const errorCodes = Object.keys(errorCatalog) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalog, value);
}

/** The body of every error answer (docs/api.md, "Errors"). */
export interface ApiErrorBody {
  error: { code: ErrorCode; messageKey: string; message: string; details?: unknown };
}

/** Field-level problem, as shown next to a form field. */
export interface FieldIssue {
  /** Where: `body.name`, `query.limit`, `params.taskId`. */
  path: string;
  /** Machine-readable reason (zod issue code or our own). */
  code: string;
  /** Set for our own rules: the i18n key of `message`. */
  messageKey?: string;
  message: string;
}

export interface AppErrorOptions {
  /** Sent to the client as `details` (field issues, limits, blockers, ...). */
  details?: unknown;
  /** A more specific text than the code's default (e.g. `error.EDITION_LIMIT_PAID`). */
  messageKey?: MessageKey;
  /** Values interpolated into the message text (`{{name}}`). */
  params?: Record<string, string | number>;
  /** For 429: seconds until the client may try again (`Retry-After`). */
  retryAfterSeconds?: number;
}

/**
 * An error the product expects and answers with its catalogue status and a text in the caller's language.
 * Anything else thrown is a bug and answers 500 without details.
 */
export class AppError extends Error {
  readonly details: unknown;
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number>;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.details = options.details;
    this.messageKey = options.messageKey ?? errorCatalog[code].messageKey;
    this.params = options.params ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): ErrorDefinition['status'] {
    return errorCatalog[this.code].status;
  }

  /** Bad input with field-level issues (400 VALIDATION). */
  static validation(issues: FieldIssue[]): AppError {
    return new AppError('VALIDATION', { details: { issues } });
  }
}
