/**
 * Operation contracts: what a call of the API is (method, path, request and response schemas, auth, permission,
 * edition feature, the spec's calls and dialogs it implements), defined once per operation in `shared/src/<area>/`.
 * The server binds a handler to a contract; the web and the tests call the API through the typed client of
 * `./client.ts` with the same contract, and parse answers with the same schemas.
 */
import type * as z from 'zod';
import type { PermissionName } from '../security/permissions';
import type { EditionFeature } from '../tenants/editions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ContractRequest {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/** A contract as written in an area's contract file; `id` and `area` are derived by `defineContracts`. */
export interface ContractSpec {
  method: HttpMethod;
  /** API Gateway syntax, always under `/api/`: `/api/tasks/{taskId}`. */
  path: string;
  /** `public` routes need no token; every other route is behind the JWT authorizer. */
  auth: 'public' | 'user';
  summary: string;
  /** Lines of `spec/calls.tsv` this operation implements, written exactly as `METHOD path` there. */
  specCalls: readonly string[];
  /** Dialogs of `spec/forms.tsv` this operation loads or saves, written exactly as the route there. */
  specForms?: readonly string[];
  request: ContractRequest;
  /** Schema of the JSON answer with status `successStatus`; omitted for raw and empty answers. */
  response?: z.ZodType;
  successStatus?: 200 | 201 | 202 | 204;
  /** JSON (documented by `response`, the default) or the media type of a raw answer. */
  produces?: 'json' | 'text/html' | 'text/csv' | 'text/calendar';
  /** Checked before the handler runs: 403 `access-deny` without it. */
  permission?: PermissionName;
  /** Checked before the handler runs: 402 `EDITION_LIMIT` when the tenant's edition lacks it. */
  feature?: EditionFeature;
  /** Changes are refused while a trial is expired; set for the calls that end that state (choosing an edition). */
  allowWhenTrialExpired?: boolean;
  /**
   * A valid query and body, shown in the API documentation. The isolation and permission harnesses send them
   * with another tenant's ids, so every operation with a query or body needs them unless the body is optional.
   */
  examples?: { query?: Record<string, string>; body?: unknown };
  /**
   * Every operation whose path or query holds an entity id (a uuid) is called by the isolation harness with
   * another tenant's token and must answer 404. An operation that cannot be tested that way opts out here, with
   * the reason.
   */
  isolationOptOut?: string;
}

export type Contract<Area extends string = string, Name extends string = string> = ContractSpec & {
  /** `<area>.<name>`: unique; the OpenAPI operationId. */
  readonly id: `${Area}.${Name}`;
  /** The API area: one Lambda function in AWS. */
  readonly area: Area;
};

type Derived<Area extends string, Specs extends Record<string, ContractSpec>> = {
  readonly [Name in keyof Specs & string]: Specs[Name] & {
    readonly id: `${Area}.${Name}`;
    readonly area: Area;
  };
};

/** The contracts of one API area, keyed by operation name; `id` and `area` are derived from the keys. */
export function defineContracts<const Area extends string, const Specs extends Record<string, ContractSpec>>(
  area: Area,
  specs: Specs,
): Derived<Area, Specs> {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, { ...spec, id: `${area}.${name}`, area }]),
  ) as Derived<Area, Specs>;
}

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the server's handler receives of the request, parsed. */
export interface ParsedRequest<C extends ContractSpec> {
  params: OutputOf<C['request']['params']>;
  query: OutputOf<C['request']['query']>;
  body: OutputOf<C['request']['body']>;
}

/** What a client passes to call the operation (before parsing: defaults may be left out). */
export type CallInput<C extends ContractSpec> = (C['request']['params'] extends z.ZodType
  ? { params: z.input<C['request']['params']> }
  : { params?: undefined }) &
  (C['request']['query'] extends z.ZodType
    ? { query: z.input<C['request']['query']> }
    : { query?: undefined }) &
  (C['request']['body'] extends z.ZodType ? { body: z.input<C['request']['body']> } : { body?: undefined });

/** The parsed answer of a successful call: the response schema's output, `undefined` for empty answers. */
export type ResponseOf<C extends ContractSpec> = OutputOf<C['response']>;

/** What the server's handler returns for a JSON answer (the response schema's input). */
export type HandlerResult<C extends ContractSpec> = C['response'] extends z.ZodType
  ? z.input<C['response']>
  : void;
