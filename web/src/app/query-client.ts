import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { UiKey } from '@app/shared/i18n/resources';
import { ApiError } from '#lib/api-error';
import { reportApiProblem } from './api-problems';

/** Retry policy: a 4xx answer will not change by asking again; network and 5xx errors get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** What the user tried, for the edition dialog when the server refuses it ("The user was not created."). */
      refusedKey?: UiKey;
    };
  }
}

function reportProblem(error: unknown): void {
  reportApiProblem(error);
}

export interface QueryClientOptions {
  /** Tests turn retries off. */
  retry?: boolean;
}

/**
 * The app's query client. Every failed query and mutation passes through `reportApiProblem`, so that any
 * feature's call answered 402 (`EDITION_LIMIT`, `TRIAL_EXPIRED`) opens the edition dialog without code of its own.
 */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportProblem }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        reportApiProblem(error, mutation.meta?.refusedKey);
      },
    }),
    defaultOptions: {
      queries: { retry: options.retry === false ? false : shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
