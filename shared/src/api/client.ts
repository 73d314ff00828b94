/**
 * The transport-free half of the typed API client: turns a contract and its typed input into method, path,
 * query and body, and parses a successful answer with the contract's response schema. The web (`fetch` with the
 * session's token) and the API tests (a signed-in test user) put their transport around it.
 */
import type { CallInput, Contract, HttpMethod, ResponseOf } from './contract';

export interface ApiRequest {
  method: HttpMethod;
  /** With path parameters filled in and encoded, without the query string. */
  path: string;
  /** Query parameters as strings; `null` and `undefined` values are left out. */
  query: Record<string, string>;
  /** The JSON body, or `undefined` when the operation has none. */
  body: unknown;
}

type QueryValue = string | number | boolean | null | undefined;

function queryStrings(query: unknown): Record<string, string> {
  const strings: Record<string, string> = {};
  if (query === null || typeof query !== 'object') return strings;
  for (const [name, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null) strings[name] = String(value);
  }
  return strings;
}

/** The request that calls `contract` with `input`. A path parameter missing from `input` is a programming error. */
export function requestOf<C extends Contract>(contract: C, input: CallInput<C>): ApiRequest {
  const params = (input.params ?? {}) as Record<string, QueryValue>;
  const path = contract.path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new Error(`${contract.id}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
  return { method: contract.method, path, query: queryStrings(input.query), body: input.body };
}

/** `path?query` of a request, for transports that take a URL. */
export function urlOf(request: ApiRequest): string {
  const query = new URLSearchParams(request.query).toString();
  return query ? `${request.path}?${query}` : request.path;
}

/** The typed answer of a successful call; throws zod's error when the server sent something else. */
export function parseResponse<C extends Contract>(contract: C, answer: unknown): ResponseOf<C> {
  return (contract.response ? contract.response.parse(answer) : undefined) as ResponseOf<C>;
}
