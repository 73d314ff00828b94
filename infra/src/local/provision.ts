/**
 * Creates the tables, queues, bucket and user pool of definitions.ts in the local emulators (or in the one
 * endpoint named by AWS_ENDPOINT_URL). Runs on every start against persistent data, so every step first looks
 * for what exists and only creates (or adds) what is missing. One file per emulator under `provision/`.
 */
import { buckets, physicalName, tables } from '../definitions';
import type { LocalEndpoints } from './emulators';
import { localClients } from './provision/clients';
import { ensureUserPool } from './provision/cognito';
import { ensureTable } from './provision/dynamodb';
import { ensureBucket } from './provision/s3';
import { ensureQueues } from './provision/sqs';
import type { LocalResources, ProvisionOptions } from './provision/resources';

export { localClients, localCredentials, type LocalClients } from './provision/clients';
export { handlerEnvironment } from './provision/environment';
export type { LocalQueue, LocalResources, ProvisionOptions } from './provision/resources';

export async function provision(endpoints: LocalEndpoints, opts: ProvisionOptions): Promise<LocalResources> {
  const clients = localClients(endpoints);
  try {
    // A namespace adds queues and a user pool beside the tables and the bucket, which the provisioning without
    // one made and keeps up to date: looking at them again (and sweeping the bucket, which fills as the test
    // files run) was half of what each API test file's provisioning asked of the emulators (docs/decisions.md,
    // "Nineteenth round").
    const inNamespace = opts.namespace !== undefined;
    const filesBucket = physicalName(opts.stage, buckets.files.id);
    const [main, platform, queues, files, pool] = await Promise.all([
      inNamespace
        ? physicalName(opts.stage, tables.main.id)
        : ensureTable(clients.dynamodb, opts.stage, tables.main),
      inNamespace
        ? physicalName(opts.stage, tables.platform.id)
        : ensureTable(clients.dynamodb, opts.stage, tables.platform),
      ensureQueues(clients.sqs, opts),
      inNamespace ? filesBucket : ensureBucket(clients.s3, filesBucket, endpoints.region),
      ensureUserPool(clients.cognito, opts.stage, opts.namespace),
    ]);
    return {
      tables: { main, platform },
      queues,
      buckets: { files },
      userPool: {
        ...pool,
        // Verified against cognito-local: tokens carry `iss` = `<IssuerDomain>/<poolId>`, where IssuerDomain is
        // the http://HOST:PORT it was started with, i.e. our endpoint. Its openid-configuration is no help:
        // it always advertises localhost:9229.
        issuer: `${endpoints.cognito}/${pool.id}`,
        jwksUrl: `${endpoints.cognito}/${pool.id}/.well-known/jwks.json`,
      },
    };
  } finally {
    clients.destroy();
  }
}
