import * as z from 'zod';
import { ApiError } from './api';

const ZIssues = z.object({
  issues: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })),
});

/** One field problem of a 400 answer, with the field named as in the request body (`email`, `roleIds`). */
export interface FieldIssue {
  field: string;
  code: string;
  message: string;
}

/**
 * The field problems of a failed call (`details.issues` of a 400, paths like `body.email`); empty for any other
 * error. Only body fields are returned: query and path problems are no form field's fault.
 */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const parsed = ZIssues.safeParse(error.details);
  if (!parsed.success) return [];
  return parsed.data.issues.flatMap(({ path, code, message }) => {
    const [scope, field] = path.split('.');
    return scope === 'body' && field ? [{ field, code, message }] : [];
  });
}
