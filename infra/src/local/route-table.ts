/**
 * Matches a request to an operation the way API Gateway HTTP APIs do: literal segments win over `{param}`,
 * which wins over a greedy `{param+}`.
 */
import type { AnyOperation } from '@app/functions/api/operation';

export interface RouteMatch {
  operation: AnyOperation;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  operation: AnyOperation;
  pattern: RegExp;
  names: string[];
  specificity: number[];
}

function compile(operation: AnyOperation): CompiledRoute {
  const names: string[] = [];
  const specificity: number[] = [];
  const segments = operation.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const greedy = /^\{(\w+)\+\}$/.exec(segment)?.[1];
      if (greedy) {
        names.push(greedy);
        specificity.push(0);
        return '(.+)';
      }
      const param = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (param) {
        names.push(param);
        specificity.push(1);
        return '([^/]+)';
      }
      specificity.push(2);
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    });
  return { operation, pattern: new RegExp(`^/${segments.join('/')}/?$`), names, specificity };
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (b[i] ?? -1) - (a[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function createRouteTable(operations: readonly AnyOperation[]) {
  const routes = operations.map(compile).sort((a, b) => compareSpecificity(a.specificity, b.specificity));
  return {
    match(method: string, path: string): RouteMatch | undefined {
      for (const route of routes) {
        if (route.operation.method !== method) continue;
        const found = route.pattern.exec(path);
        if (!found) continue;
        const pathParameters: Record<string, string> = {};
        let malformed = false;
        route.names.forEach((name, index) => {
          try {
            pathParameters[name] = decodeURIComponent(found[index + 1] ?? '');
          } catch {
            malformed = true;
          }
        });
        // API Gateway passes an undecodable segment through as is; the operation's schema then rejects it.
        if (malformed) route.names.forEach((name, index) => (pathParameters[name] = found[index + 1] ?? ''));
        return { operation: route.operation, pathParameters };
      }
      return undefined;
    },
  };
}
