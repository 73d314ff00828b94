/**
 * What protects the API beyond authentication: only CloudFront reaches it (the origin secret), public routes
 * are throttled, each function has reserved concurrency, and only the areas that manage sign-in identities
 * may call Cognito's admin API, each exactly the actions its code calls.
 */
import { describe, expect, it } from 'vitest';
import { apiAreas, areaHandlerEntry, operations } from '@app/functions/wiring/catalog';
import { terminalContracts } from '@app/shared/time-tracking/terminals.contracts';
import { cognitoActionsByArea } from '../src/stacks/auth-stack';
import { originSecretEnvVar, reservedConcurrency } from '../src/stacks/api-stack';
import { stageSettings } from '../src/stacks/stage';
import { filesInBundle } from '../src/stacks/function-bundles';
import { asArray, policiesByRole, propertiesOf, resourcesOf, useStages, type Json } from './support/synth';

const stages = useStages();

/** The API functions of a template by area (their description names it). */
function functionsByArea(resources: Record<string, Json>): Map<string, { logicalId: string; fn: Json }> {
  const byArea = new Map<string, { logicalId: string; fn: Json }>();
  for (const [logicalId, fn] of Object.entries(resources)) {
    const area = /^API area (\S+) /.exec(String((fn.Properties as Json).Description))?.[1];
    if (area) byArea.set(area, { logicalId, fn });
  }
  return byArea;
}

/** The Cognito commands an area's bundle contains (tree-shaken: only what is called). */
function cognitoCommandsOf(area: string): string[] {
  return filesInBundle(areaHandlerEntry(area))
    .filter((file) => file.includes('client-cognito-identity-provider/'))
    .flatMap((file) => {
      const command = /\/commands\/(\w+)Command\.js$/.exec(file)?.[1];
      return command ? [`cognito-idp:${command}`] : [];
    })
    .sort();
}

describe('api protection', () => {
  it('gives the functions the origin secret as a reference to Secrets Manager, never as a value', () => {
    for (const [, { templates }] of stages.all()) {
      const [secret] = Object.keys(templates.api.findResources('AWS::SecretsManager::Secret'));
      expect(secret).toBeDefined();
      for (const fn of propertiesOf(templates.api, 'AWS::Lambda::Function')) {
        const value = (fn.Environment as { Variables: Record<string, unknown> }).Variables[
          originSecretEnvVar
        ];
        expect(JSON.stringify(value)).toContain('{{resolve:secretsmanager:');
        expect(JSON.stringify(value)).toContain(`"Ref":"${secret}"`);
      }
      templates.api.hasResourceProperties('AWS::SecretsManager::Secret', {
        GenerateSecretString: { ExcludePunctuation: true, PasswordLength: 48 },
      });
    }
  });

  it('throttles every public route below the stage default, writes tighter than reads', () => {
    for (const [stage, { templates }] of stages.all()) {
      const settings = stageSettings(stage);
      const [apiStage] = propertiesOf(templates.api, 'AWS::ApiGatewayV2::Stage');
      const routeSettings = (apiStage?.RouteSettings ?? {}) as Record<string, Json>;
      const publicOperations = operations.filter((operation) => operation.auth === 'public');
      expect(Object.keys(routeSettings).sort()).toEqual(
        publicOperations.map((operation) => `${operation.method} ${operation.path}`).sort(),
      );
      for (const operation of publicOperations) {
        const throttle = routeSettings[`${operation.method} ${operation.path}`];
        const expected =
          operation.id === terminalContracts.uploadTerminalBookings.id
            ? settings.terminalRouteThrottle
            : operation.method === 'GET'
              ? settings.publicRouteThrottle.read
              : settings.publicRouteThrottle.write;
        expect(throttle, operation.id).toEqual({
          ThrottlingRateLimit: expected.rateLimit,
          ThrottlingBurstLimit: expected.burstLimit,
        });
        expect(expected.rateLimit).toBeLessThan(settings.apiThrottle.rateLimit);
      }
      expect(settings.publicRouteThrottle.write.rateLimit).toBeLessThan(
        settings.publicRouteThrottle.read.rateLimit,
      );
      // The terminals' upload has its own, wider than the sign-up's: a flood of either leaves the other alone.
      expect(routeSettings[`POST ${terminalContracts.uploadTerminalBookings.path}`]).toEqual({
        ThrottlingRateLimit: settings.terminalRouteThrottle.rateLimit,
        ThrottlingBurstLimit: settings.terminalRouteThrottle.burstLimit,
      });
      expect(settings.terminalRouteThrottle.rateLimit).toBeGreaterThan(
        settings.publicRouteThrottle.write.rateLimit,
      );
      // The stage names routes that must exist first.
      const [stageResource] = resourcesOf(templates.api, 'AWS::ApiGatewayV2::Stage');
      expect(asArray(stageResource?.DependsOn as string[] | undefined).length).toBeGreaterThanOrEqual(
        publicOperations.length,
      );
    }
  });

  it('reserves concurrency for every API function, less for areas with public routes, within the account', () => {
    const publicAreas = new Set(operations.filter((o) => o.auth === 'public').map((o) => o.area));
    for (const [stage, { templates }] of stages.all()) {
      const settings = stageSettings(stage);
      const byArea = functionsByArea(templates.api.findResources('AWS::Lambda::Function'));
      expect([...byArea.keys()].sort()).toEqual([...apiAreas].sort());
      let reserved = 0;
      for (const [area, { fn }] of byArea) {
        const concurrency = (fn.Properties as Json).ReservedConcurrentExecutions as number;
        expect(concurrency, area).toBe(reservedConcurrency(settings, area, publicAreas));
        if (!publicAreas.has(area)) {
          expect(concurrency, area).toBeGreaterThan(settings.apiReservedConcurrency.publicArea);
        }
        reserved += concurrency;
      }
      // AWS keeps 100 of an account's (default) 1,000 unreserved: the reservations must fit the rest.
      expect(reserved, stage).toBeLessThanOrEqual(900);
    }
  });

  it('lets exactly the functions that call Cognito admin actions call them, on the one pool, nothing more', () => {
    const template = stages.dev.templates.api;
    const statementsOfRole = policiesByRole(template);
    const byArea = functionsByArea(template.findResources('AWS::Lambda::Function'));
    for (const [area, { fn }] of byArea) {
      const role = ((fn.Properties as Json).Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const statements = (statementsOfRole.get(role) ?? []).filter((statement) =>
        asArray(statement.Action).some((action) => action.startsWith('cognito-idp:')),
      );
      const granted = statements.flatMap((statement) => asArray(statement.Action)).sort();
      const called = cognitoCommandsOf(area);
      expect(
        granted,
        `${area}: cognitoActionsByArea in auth-stack.ts must name exactly what it calls`,
      ).toEqual(called);
      expect([...(cognitoActionsByArea[area] ?? [])].sort(), area).toEqual(called);
      for (const statement of statements)
        expect(JSON.stringify(statement.Resource)).toMatch(/UsersArn|Users[0-9A-F]+Arn/);
    }
    // The areas that manage identities do call Cognito (the comparison above is not vacuous).
    expect(cognitoCommandsOf('users')).toContain('cognito-idp:AdminDisableUser');
    expect(cognitoCommandsOf('tenants')).toContain('cognito-idp:AdminCreateUser');
  });
});
