/**
 * Pieces of DynamoDB expressions: sort-key conditions, projections and equality conditions. Each takes a
 * placeholder prefix so that pieces combined into one request cannot clash.
 */

/** A condition on the sort key of a query (DynamoDB compares strings by their UTF-8 bytes). */
export type SortCondition =
  | { beginsWith: string }
  | { between: readonly [string, string] }
  | { lt: string }
  | { lte: string }
  | { gt: string }
  | { gte: string };

export interface ExpressionPart {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

const comparisons = { lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;

export function sortKeyCondition(attribute: string, condition: SortCondition): ExpressionPart {
  const names = { '#s': attribute };
  if ('beginsWith' in condition) {
    return { expression: 'begins_with(#s, :s)', names, values: { ':s': condition.beginsWith } };
  }
  if ('between' in condition) {
    return {
      expression: '#s BETWEEN :from AND :to',
      names,
      values: { ':from': condition.between[0], ':to': condition.between[1] },
    };
  }
  const operator = Object.keys(comparisons).find((name) => name in condition) as keyof typeof comparisons;
  return {
    expression: `#s ${comparisons[operator]} :s`,
    names,
    values: { ':s': (condition as Record<string, string>)[operator] },
  };
}

export function projection(attributes: readonly string[]): {
  ProjectionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
} {
  const unique = [...new Set(attributes)];
  return {
    ProjectionExpression: unique.map((_, index) => `#p${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(unique.map((name, index) => [`#p${index}`, name])),
  };
}

/** `#w0 = :w0 AND ...` for attributes that must still hold the given values. */
export function equalities(values: Record<string, unknown>, prefix = 'w'): ExpressionPart | undefined {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  if (!entries.length) return undefined;
  return {
    expression: entries.map((_, index) => `#${prefix}${index} = :${prefix}${index}`).join(' AND '),
    names: Object.fromEntries(entries.map(([name], index) => [`#${prefix}${index}`, name])),
    values: Object.fromEntries(entries.map(([, value], index) => [`:${prefix}${index}`, value])),
  };
}
