/**
 * The signed-in routes of a group of API areas. The API, its functions, integrations, authorizer and public routes
 * live in the api stack; a route per operation would take that stack past CloudFormation's 500 resources, so the
 * routes of the other operations are spread over these stacks. An area stays in its group for good: moving a
 * route between stacks in one deploy would create the new route before the old one is gone (a conflict).
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { ApiArea } from '@app/functions/wiring/catalog';
import { addOperationRoute, type ApiStack } from './api-stack';

/** Route stacks and their areas; a new area joins the group with room (infra test: below 450 resources each). */
export const apiRouteGroups = {
  admin: [
    'tasks',
    'session',
    'tenants',
    'roles',
    'users',
    'user-groups',
    'user-fields',
    'audit',
    'units',
    'holidays',
    'resources',
    'shifts',
    'absence-types',
    'account',
    'tags',
    'favorites',
    'qualifications',
    'payroll-data',
    'setup',
  ],
  planning: [
    'system',
    'calendar',
    'absences',
    'plan-tools',
    'rules',
    'time',
    'year-tables',
    'terminals',
    'calendar-feeds',
  ],
} as const satisfies Record<string, readonly ApiArea[]>;

export type ApiRouteGroup = keyof typeof apiRouteGroups;

export interface ApiRoutesStackProps extends StackProps {
  api: ApiStack;
  group: ApiRouteGroup;
}

export class ApiRoutesStack extends Stack {
  constructor(scope: Construct, id: string, props: ApiRoutesStackProps) {
    super(scope, id, props);
    const areas: readonly ApiArea[] = apiRouteGroups[props.group];
    for (const operation of props.api.operations) {
      if (operation.auth !== 'public' && areas.includes(operation.area)) {
        addOperationRoute(this, props.api, operation);
      }
    }
  }
}

/** The route group of an area; every area of the catalog has one. */
export function routeGroupOf(area: ApiArea): ApiRouteGroup {
  for (const [group, areas] of Object.entries(apiRouteGroups)) {
    if ((areas as readonly ApiArea[]).includes(area)) return group as ApiRouteGroup;
  }
  throw new Error(`API area ${area} is in no route group (api-routes-stack.ts)`);
}
