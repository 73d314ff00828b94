/**
 * The user pool and its web client. cognito-local assigns random ids and keeps its data, so both are found by
 * name; a pool created before an attribute or auth flow was added gets it added.
 */
import {
  AddCustomAttributesCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
  type CognitoIdentityProviderClient,
  type ExplicitAuthFlowsType,
  type SchemaAttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { physicalName, userPool as userPoolDefinition, type Stage } from '../../definitions';
import { namespaced } from './resources';

const customerNoAttribute = `custom:${userPoolDefinition.customerNoAttribute}`;
const authFlows: ExplicitAuthFlowsType[] = ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];

export async function ensureUserPool(
  client: CognitoIdentityProviderClient,
  stage: Stage,
  namespace?: string,
): Promise<{ id: string; clientId: string }> {
  const poolName = physicalName(stage, namespaced({ namespace }, userPoolDefinition.id));
  const customerNo: SchemaAttributeType = {
    Name: userPoolDefinition.customerNoAttribute,
    AttributeDataType: 'String',
    Mutable: false,
    StringAttributeConstraints: { MinLength: '1', MaxLength: '20' },
  };

  // cognito-local assigns random ids and keeps its data, so the pool is found by name. A namespace's pool is
  // new (`ProvisionOptions.namespace`): it is created without looking for it.
  const isNew = namespace !== undefined;
  const pools = isNew
    ? []
    : ((await client.send(new ListUserPoolsCommand({ MaxResults: 60 }))).UserPools ?? []);
  let poolId = pools.find((p) => p.Name === poolName)?.Id;
  if (poolId === undefined) {
    const policy = userPoolDefinition.passwordPolicy;
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: poolName,
        Policies: {
          PasswordPolicy: {
            MinimumLength: policy.minLength,
            RequireLowercase: policy.requireLowercase,
            RequireUppercase: policy.requireUppercase,
            RequireNumbers: policy.requireDigits,
            RequireSymbols: policy.requireSymbols,
          },
        },
        // Users are created by the server (tenant sign-up, user administration), never by themselves.
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Schema: [customerNo],
      }),
    );
    poolId = created.UserPool?.Id;
    if (poolId === undefined) throw new Error('CreateUserPool returned no id');
  } else {
    const pool = await client.send(new DescribeUserPoolCommand({ UserPoolId: poolId }));
    if (!pool.UserPool?.SchemaAttributes?.some((a) => a.Name === customerNoAttribute)) {
      await client.send(
        new AddCustomAttributesCommand({ UserPoolId: poolId, CustomAttributes: [customerNo] }),
      );
    }
  }

  const clients = isNew
    ? []
    : (await client.send(new ListUserPoolClientsCommand({ UserPoolId: poolId, MaxResults: 60 })))
        .UserPoolClients;
  let clientId = clients?.find((c) => c.ClientName === userPoolDefinition.clientName)?.ClientId;
  if (clientId === undefined) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientName: userPoolDefinition.clientName,
        GenerateSecret: false,
        ExplicitAuthFlows: authFlows,
        PreventUserExistenceErrors: 'ENABLED',
      }),
    );
    clientId = created.UserPoolClient?.ClientId;
    if (clientId === undefined) throw new Error('CreateUserPoolClient returned no id');
  } else {
    const existing = await client.send(
      new DescribeUserPoolClientCommand({ UserPoolId: poolId, ClientId: clientId }),
    );
    const flows = existing.UserPoolClient?.ExplicitAuthFlows ?? [];
    if (!authFlows.every((f) => flows.includes(f))) {
      await client.send(
        new UpdateUserPoolClientCommand({
          UserPoolId: poolId,
          ClientId: clientId,
          ExplicitAuthFlows: [...new Set([...flows, ...authFlows])],
        }),
      );
    }
  }
  return { id: poolId, clientId };
}
