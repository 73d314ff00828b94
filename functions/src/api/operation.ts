/**
 * An operation is a contract of `@app/shared/<area>` bound to its handler. The contract decides the handler's
 * input: an operation with `auth: 'user'` always receives the caller and the tenant.
 */
import type * as z from 'zod';
import type { Contract, ContractSpec, HandlerResult, ParsedRequest } from '@app/shared/api/contract';
import type { Language } from '@app/shared/i18n/languages';
import type { TenantContext } from '../tenancy/tenant-context';
import type { Caller } from '../security/caller';

export type { HttpMethod } from '@app/shared/api/contract';
export type { Language };

interface RequestFacts {
  language: Language;
  requestId: string;
  /** Raw headers, lower-cased names. */
  headers: Record<string, string | undefined>;
  /** The client's address (the viewer address behind CloudFront, the socket locally). */
  sourceIp: string;
}

/** What a handler receives after the middleware chain has parsed and authorised the request. */
export type OperationInput<C extends ContractSpec> = ParsedRequest<C> &
  RequestFacts &
  (C['auth'] extends 'user'
    ? {
        /** Built from the verified token only. */
        tenant: TenantContext;
        /** Tenant record, user and permissions. */
        caller: Caller;
      }
    : { tenant?: undefined; caller?: undefined });

/** A non-JSON answer (HTML page, redirect, file). */
export interface RawResponse {
  raw: true;
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  isBase64Encoded?: boolean;
}

export interface OperationBinding<C extends ContractSpec> {
  handler: (input: OperationInput<C>) => Promise<HandlerResult<C> | RawResponse>;
  /** Cookies to set with a successful answer (e.g. the language cookie). */
  cookies?: (input: OperationInput<C>) => string[];
}

export type Operation<C extends Contract = Contract> = C & OperationBinding<C>;

/** The form every operation takes in the catalog and the middleware chain. */
export interface AnyOperation extends Contract {
  handler: (input: AnyOperationInput) => Promise<unknown>;
  cookies?: (input: AnyOperationInput) => string[];
}

export type AnyOperationInput = RequestFacts & {
  params: unknown;
  query: unknown;
  body: unknown;
  tenant?: TenantContext;
  caller?: Caller;
};

/** Binds a contract to its handler; the handler's input and result types follow from the contract. */
export function implement<C extends Contract>(contract: C, binding: OperationBinding<C>): AnyOperation {
  // The middleware chain guarantees what OperationInput promises (parsed parts; caller and tenant when
  // auth is 'user'), so the binding is stored in its erased form.
  return { ...contract, ...binding } as unknown as AnyOperation;
}

export function isRawResponse(value: unknown): value is RawResponse {
  return typeof value === 'object' && value !== null && (value as { raw?: unknown }).raw === true;
}

/** zod schemas of a request part, for code that walks the catalog (harness, OpenAPI). */
export type RequestSchemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
