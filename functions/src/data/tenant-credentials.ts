/**
 * Credentials that can only reach one tenant's data and files. In AWS, the handlers assume the tenant data role
 * with the session tag `customerNo`; that role's policies allow only partition keys beginning with
 * `T#${aws:PrincipalTag/customerNo}#` and only objects under `<area>/${aws:PrincipalTag/customerNo}/` of the
 * files bucket, so even a bug in a repository or a store cannot reach another tenant. Locally (no
 * `TENANT_DATA_ROLE_ARN`), the one shared client is used and the repository guard is the protection.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { config } from '../config';
import { dynamo, newDocumentClient, s3 } from '../clients';
import { now } from '../clock';

interface AwsCredentialIdentity {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
  expiration?: Date;
}
/** What the SDK clients take as `credentials`. */
export type AwsCredentialIdentityProvider = () => Promise<AwsCredentialIdentity>;

/** Warm containers serve many tenants; keep the clients of the most recent ones. */
const maxCachedTenants = 200;
/** A role assumed by a role (Lambda's) lasts at most an hour. */
const sessionSeconds = 3600;
/**
 * A presigned link dies with the credentials that signed it. The SDK is told that the tenant's credentials
 * expire this much before they do (it renews them five minutes before that), so every link signed with them
 * stays valid for at least this long: the longest link the product hands out (a photo, 30 minutes).
 */
export const presignedLinkMaxSeconds = 30 * 60;

const providers = new Map<string, AwsCredentialIdentityProvider>();
const clients = new Map<string, DynamoDBDocumentClient>();
const s3Clients = new Map<string, S3Client>();
let sts: STSClient | undefined;

function assumeTenantRole(roleArn: string, customerNo: string): AwsCredentialIdentityProvider {
  return async (): Promise<AwsCredentialIdentity> => {
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
      ...(Credentials.Expiration
        ? { expiration: new Date(Credentials.Expiration.getTime() - presignedLinkMaxSeconds * 1000) }
        : {}),
    };
  };
}

/** Least recently used first: a hit moves to the end, and the oldest goes when the cache is full. */
function cached<T>(cache: Map<string, T>, customerNo: string, create: () => T, drop?: (value: T) => void): T {
  let value = cache.get(customerNo);
  if (value !== undefined) cache.delete(customerNo);
  else value = create();
  cache.set(customerNo, value);
  const [oldest] = cache.keys();
  if (cache.size > maxCachedTenants && oldest !== undefined) {
    const dropped = cache.get(oldest);
    if (dropped !== undefined) drop?.(dropped);
    cache.delete(oldest);
  }
  return value;
}

/**
 * The tenant's credentials in AWS (one session for its DynamoDB and S3 clients); undefined locally, where the
 * clients use the environment's credentials.
 */
export function tenantCredentials(customerNo: string): AwsCredentialIdentityProvider | undefined {
  const roleArn = config.tenantDataRoleArn;
  if (!roleArn) return undefined;
  return cached(providers, customerNo, () => memoized(assumeTenantRole(roleArn, customerNo)));
}

/** One AssumeRole for every client of the tenant, and again five minutes before the (shortened) expiry. */
function memoized(provider: AwsCredentialIdentityProvider): AwsCredentialIdentityProvider {
  let current: Promise<AwsCredentialIdentity> | undefined;
  let renewAt = 0;
  return () => {
    if (!current || now().getTime() >= renewAt) {
      renewAt = Number.POSITIVE_INFINITY;
      current = provider().then(
        (credentials) => {
          renewAt = (credentials.expiration?.getTime() ?? Number.POSITIVE_INFINITY) - 5 * 60 * 1000;
          return credentials;
        },
        (error: unknown) => {
          current = undefined;
          throw error;
        },
      );
    }
    return current;
  };
}

export function tenantDocumentClient(customerNo: string): DynamoDBDocumentClient {
  const credentials = tenantCredentials(customerNo);
  if (!credentials) return dynamo();
  return cached(
    clients,
    customerNo,
    () => newDocumentClient({ region: config.region, credentials }),
    (client) => client.destroy(),
  );
}

/** The files bucket with the tenant's credentials (in AWS only its `<area>/<customerNo>/` keys answer). */
export function tenantS3Client(customerNo: string): S3Client {
  const credentials = tenantCredentials(customerNo);
  if (!credentials) return s3();
  return cached(
    s3Clients,
    customerNo,
    () => new S3Client({ region: config.region, credentials }),
    (client) => client.destroy(),
  );
}
