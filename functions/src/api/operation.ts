import type { z } from 'zod';
import type { PermissionName } from '@app/shared/security/permissions';
import type { EditionFeature } from '@app/shared/tenants/editions';
import type { TenantContext } from '../tenancy/tenant-context';
import type { Caller } from '../security/caller';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** API areas: one Lambda function each in AWS (`functions/src/<area>/handler.ts`). */
export const apiAreas = ['system', 'tasks', 'session', 'tenants', 'roles', 'users', 'audit'] as const;
export type ApiArea = (typeof apiAreas)[number];

/** What a handler receives after the middleware chain has parsed and authorised the request. */
export interface OperationInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** Present on every non-public operation; built from the verified token only. */
  tenant: TenantContext | undefined;
  /** Present on every non-public operation: tenant record, user and permissions. */
  caller: Caller | undefined;
  language: Language;
  requestId: string;
  /** Raw headers, lower-cased names. */
  headers: Record<string, string | undefined>;
  sourceIp: string;
}

export type Language = 'de' | 'en';

/** A non-JSON answer (HTML page, redirect, file). */
export interface RawResponse {
  raw: true;
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  isBase64Encoded?: boolean;
}

export interface Operation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Unique, `<area>.<verb>`; becomes the OpenAPI operationId. */
  id: string;
  area: ApiArea;
  method: HttpMethod;
  /** API Gateway syntax, always under `/api/`: `/api/tasks/{taskId}`. */
  path: string;
  /** `public` routes need no token; every other route is behind the JWT authorizer. */
  auth: 'public' | 'user';
  summary: string;
  /** Lines of `spec/calls.tsv` this operation implements, written exactly as `METHOD path` there. */
  specCalls: string[];
  request: { params?: P; query?: Q; body?: B };
  /**
   * A valid query and body, shown in the API documentation. The isolation harness sends them with another
   * tenant's ids, so every tenant-scoped operation with a query or body needs them.
   */
  examples?: { query?: Record<string, string>; body?: unknown };
  /** Schema of the JSON answer with status `successStatus`; omitted for raw answers. */
  response?: R;
  successStatus?: 200 | 201 | 202 | 204;
  /** JSON (documented by `response`, the default) or the media type of a raw answer. */
  produces?: 'json' | 'text/html' | 'text/csv';
  /**
   * For the isolation harness: an operation whose path names a tenant's resource must answer 404 to another
   * tenant. `tenantScoped` is true for those; the harness fills path params with ids it created.
   */
  tenantScoped?: boolean;
  /** Checked before the handler runs: 403 `access-deny` without it. */
  permission?: PermissionName;
  /** Checked before the handler runs: 402 `EDITION_LIMIT` when the tenant's edition lacks it. */
  feature?: EditionFeature;
  /** Changes are refused while a trial is expired; set for the calls that end that state (choosing an edition). */
  allowWhenTrialExpired?: boolean;
  /** Cookies to set with a successful answer (e.g. the language cookie). */
  cookies?: (input: OperationInput<z.output<P>, z.output<Q>, z.output<B>>) => string[];
  handler: (
    input: OperationInput<z.output<P>, z.output<Q>, z.output<B>>,
  ) => Promise<z.input<R> | RawResponse>;
}

/** Identity function that keeps the generic types of an operation precise at its definition. */
export function defineOperation<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(operation: Operation<P, Q, B, R>): Operation<P, Q, B, R> {
  return operation;
}

export type AnyOperation = Operation<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

export function isRawResponse(value: unknown): value is RawResponse {
  return typeof value === 'object' && value !== null && (value as { raw?: unknown }).raw === true;
}
