import type { TRule } from '@app/shared/rules/rule';
import { jsonResponse, type FetchRoute } from '#test/fixtures';
import { fixtureId, kitchen, units } from '#features/organisation/pickers/picker-fixtures';

export { kitchen };

/** A stored MINOC rule for the page's list. */
export function minocRule(n: number, name: string, extra: Partial<TRule> = {}): TRule {
  return {
    ruleType: 'MINOC',
    id: fixtureId(500 + n),
    version: 1,
    updatedAt: '2026-11-01T10:00:00.000Z',
    name,
    notes: '',
    scope: { kind: 'unit', ids: [kitchen.id], includeSubUnits: false },
    validity: { from: null, to: null, weekdays: [6, 7], holidays: 'any' },
    severity: { level: 'WRN', allowForce: true },
    active: true,
    settings: { minimum: 3, qualificationId: null, from: null, to: null },
    ...extra,
  } as TRule;
}

/** The lists the rules pages read besides the rules: the units of the pickers, nothing else. */
export const lookupRoutes: FetchRoute = ({ url, method }) =>
  url === '/api/units' && method === 'GET' ? jsonResponse(units) : undefined;

/** The answer of `POST /api/rules`: the body as stored. */
export const savedRule = (body: unknown, n = 99): TRule =>
  ({
    ...(body as object),
    id: fixtureId(500 + n),
    version: 1,
    updatedAt: '2026-11-02T08:00:00.000Z',
  }) as TRule;
