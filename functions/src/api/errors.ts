import type { MessageKey } from '@app/shared/i18n/messages.en';

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

/**
 * An error the API answers with its own status and error body. Anything else thrown in a handler is a bug and
 * answers 500 without details.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
    /** Values interpolated into the message text (`{{name}}`). */
    readonly messageParams: Record<string, string | number> = {},
  ) {
    super(`${code} (${statusCode})`);
    this.name = 'HttpError';
  }
}

export class ValidationError extends HttpError {
  constructor(issues: FieldIssue[]) {
    super(400, 'VALIDATION', 'error.VALIDATION', { issues });
    this.name = 'ValidationError';
  }
}

export class BadRequestError extends HttpError {
  constructor(code = 'BAD_REQUEST', messageKey: MessageKey = 'error.BAD_REQUEST', details?: unknown) {
    super(400, code, messageKey, details);
    this.name = 'BadRequestError';
  }
}

export class UnauthorizedError extends HttpError {
  constructor() {
    super(401, 'UNAUTHORIZED', 'error.UNAUTHORIZED');
    this.name = 'UnauthorizedError';
  }
}

export class ForbiddenError extends HttpError {
  constructor(messageKey: MessageKey = 'error.FORBIDDEN', details?: unknown) {
    super(403, 'FORBIDDEN', messageKey, details);
    this.name = 'ForbiddenError';
  }
}

/** Also the answer for another tenant's resource: no existence oracle. */
export class NotFoundError extends HttpError {
  constructor(messageKey: MessageKey = 'error.NOT_FOUND') {
    super(404, 'NOT_FOUND', messageKey);
    this.name = 'NotFoundError';
  }
}

/** A write carried a stale `version`, or a unique value is taken. */
export class ConflictError extends HttpError {
  constructor(code = 'CONFLICT', messageKey: MessageKey = 'error.CONFLICT', details?: unknown) {
    super(409, code, messageKey, details);
    this.name = 'ConflictError';
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', 'error.TOO_MANY_REQUESTS', undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
    this.name = 'TooManyRequestsError';
  }
}
