/**
 * DynamoDB clients whose credentials can only reach one tenant's keys. In AWS, the handlers assume the tenant
 * data role with the session tag `customerNo`; that role's policy allows only partition keys beginning with
 * `T#${aws:PrincipalTag/customerNo}#`, so even a bug in a repository cannot read another tenant. Locally (no
 * `TENANT_DATA_ROLE_ARN`), the one shared client is used and the repository guard is the protection.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { config } from '../config';
import { dynamo } from '../clients';

/** Warm containers serve many tenants; keep the clients of the most recent ones. */
const maxCachedTenants = 200;
const sessionSeconds = 900;

const clients = new Map<string, DynamoDBDocumentClient>();
let sts: STSClient | undefined;

function assumeTenantRole(roleArn: string, customerNo: string) {
  return async () => {
    sts ??= new STSClient({ region: config.region });
    const { Credentials } = await sts.send(
      new AssumeRoleCommand({
        RoleArn: roleArn,
        RoleSessionName: `tenant-${customerNo}`,
        DurationSeconds: sessionSeconds,
        Tags: [{ Key: 'customerNo', Value: customerNo }],
      }),
    );
    if (!Credentials?.AccessKeyId || !Credentials.SecretAccessKey)
      throw new Error('AssumeRole returned no credentials');
    return {
      accessKeyId: Credentials.AccessKeyId,
      secretAccessKey: Credentials.SecretAccessKey,
      sessionToken: Credentials.SessionToken,
      // The SDK asks again shortly before this.
      expiration: Credentials.Expiration,
    };
  };
}

export function tenantDocumentClient(customerNo: string): DynamoDBDocumentClient {
  const roleArn = config.tenantDataRoleArn;
  if (!roleArn) return dynamo();
  let client = clients.get(customerNo);
  if (client) {
    // Re-inserted so that the map's order is least recently used first.
    clients.delete(customerNo);
  } else {
    client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: config.region, credentials: assumeTenantRole(roleArn, customerNo) }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
  }
  clients.set(customerNo, client);
  const [oldest] = clients.keys();
  if (clients.size > maxCachedTenants && oldest !== undefined) {
    clients.get(oldest)?.destroy();
    clients.delete(oldest);
  }
  return client;
}
