import type { ErrorCode } from '@app/shared/api/errors';

// Apart from api.ts so that code of the first screen (query client, edition problems) can tell failed calls
// apart without loading the API client and its schemas (zod).

/** The codes a failed call carries: the server's catalogue, or the client's own for transport failures. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE' | `HTTP_${number}`;

/** A failed API call: the server's error body, or a network / unexpected-answer failure (status 0 / 2xx). */
export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's error code (`NOT_FOUND`, `VALIDATION`, ...), or `NETWORK_ERROR`, `INVALID_RESPONSE`, `HTTP_<status>`. */
  readonly code: ApiErrorCode;
  /** i18n key of the message (server messages and `api.*` UI texts), when known. */
  readonly messageKey: string | undefined;
  /** Field errors, validator results, interpolation values: whatever the server sent as `details`. */
  readonly details: unknown;
  /** Seconds from a 429's `Retry-After` header, when it sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    messageKey?: string;
    details?: unknown;
    retryAfterSeconds?: number;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}
