/** The auth stack: the user pool and its web client. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { passwordPolicy } from '@app/shared/auth/password-policy';
import { physicalName, userPool } from '../src/definitions';
import { propertiesOf, useStages } from './support/synth';

const stages = useStages();

describe('auth stack', () => {
  it('has an admin-only user pool with a case-insensitive username and the password policy of shared', () => {
    for (const [stage, { templates }] of stages.all()) {
      templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
        UserPoolName: physicalName(stage, userPool.id),
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        UsernameConfiguration: { CaseSensitive: false },
        AliasAttributes: Match.absent(),
        UsernameAttributes: Match.absent(),
        Policies: {
          PasswordPolicy: {
            MinimumLength: passwordPolicy.minLength,
            RequireLowercase: passwordPolicy.requireLowercase,
            RequireUppercase: passwordPolicy.requireUppercase,
            RequireNumbers: passwordPolicy.requireDigits,
            RequireSymbols: passwordPolicy.requireSymbols,
          },
        },
      });
    }
    stages.prod.templates.auth.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  it('makes custom:customerNo immutable', () => {
    stages.dev.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([
        Match.objectLike({ Name: userPool.customerNoAttribute, AttributeDataType: 'String', Mutable: false }),
      ]),
    });
  });

  it('lets the web client read but never write custom:customerNo', () => {
    const [client] = propertiesOf(stages.dev.templates.auth, 'AWS::Cognito::UserPoolClient');
    const attribute = `custom:${userPool.customerNoAttribute}`;
    expect(client?.ReadAttributes).toContain(attribute);
    expect(client?.WriteAttributes).toBeDefined();
    expect(client?.WriteAttributes).not.toContain(attribute);
  });

  it('allows SRP and the custom challenge only (no USER_PASSWORD_AUTH in AWS), no admin flow, no secret, no user existence errors', () => {
    for (const [, { templates }] of stages.all()) {
      const [deployed] = propertiesOf(templates.auth, 'AWS::Cognito::UserPoolClient');
      expect([...((deployed?.ExplicitAuthFlows as string[] | undefined) ?? [])].sort()).toEqual(
        ['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH'].sort(),
      );
    }
    const [client] = propertiesOf(stages.dev.templates.auth, 'AWS::Cognito::UserPoolClient');
    expect(client).toMatchObject({
      ClientName: userPool.clientName,
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('answers the custom challenge of Microsoft sign-in with one trigger for define, create and verify', () => {
    const [pool] = propertiesOf(stages.dev.templates.auth, 'AWS::Cognito::UserPool');
    const triggers = pool?.LambdaConfig as Record<string, unknown>;
    expect(Object.keys(triggers).sort()).toEqual(
      ['CreateAuthChallenge', 'DefineAuthChallenge', 'VerifyAuthChallengeResponse'].sort(),
    );
    expect(new Set(Object.values(triggers).map((arn) => JSON.stringify(arn))).size).toBe(1);
  });
});
