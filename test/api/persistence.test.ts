/**
 * `npm start` keeps its data in `.data/`: tables, files and sign-ins survive a stop and a start, and the user
 * pool keeps its id (tokens name it). Queues are in memory by design (docs/operations.md, "The local runner").
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { AdminCreateUserCommand, AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startEmulators } from '@app/infra/src/local/emulators';
import { localClients, provision } from '@app/infra/src/local/provision';

async function startOn(dataDir: string) {
  const emulators = await startEmulators({ dataDir, persistent: true });
  const resources = await provision(emulators.endpoints, { stage: 'local' });
  return { emulators, resources, clients: localClients(emulators.endpoints) };
}

it('keeps tables, files and users across a restart, and what DynamoDB Local committed when it was killed', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'shiftplan-persist-'));
  try {
    const first = await startOn(dataDir);
    // SQLite's write-ahead log: one disk write per commit instead of a rollback journal's several, which the
    // demo seed of the first start waited for (docs/decisions.md, "Start-up").
    const header = await readFile(join(dataDir, 'dynamodb/shared-local-instance.db'));
    expect([header[18], header[19]]).toEqual([2, 2]);
    const key = { pk: { S: 'T#10001#THING#1' }, sk: { S: 'THING' } };
    await first.clients.dynamodb.send(
      new PutItemCommand({ TableName: first.resources.tables.main, Item: { ...key, name: { S: 'kept' } } }),
    );
    await first.clients.s3.send(
      new PutObjectCommand({
        Bucket: first.resources.buckets.files,
        Key: 'generated/kept.txt',
        Body: 'still here',
      }),
    );
    await first.clients.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: first.resources.userPool.id,
        Username: '10001#kept',
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'custom:customerNo', Value: '10001' }],
      }),
    );
    first.clients.destroy();
    // DynamoDB Local killed without a chance to write anything more (a machine that lost power); the other
    // emulators stopped as `npm start` stops them. One restart checks both (each start costs seconds of CPU).
    const port = new URL(first.emulators.endpoints.dynamodb).port;
    const { stdout } = await promisify(execFile)('pgrep', ['-f', `DynamoDBLocal.jar -port ${port} `]);
    for (const pid of stdout.trim().split('\n')) process.kill(Number(pid), 'SIGKILL');
    await first.emulators.stop();

    const second = await startOn(dataDir);
    try {
      expect(second.resources.userPool.id).toBe(first.resources.userPool.id);
      expect(second.resources.userPool.clientId).toBe(first.resources.userPool.clientId);
      const item = await second.clients.dynamodb.send(
        new GetItemCommand({ TableName: second.resources.tables.main, Key: key }),
      );
      expect(item.Item?.name?.S).toBe('kept');
      const file = await second.clients.s3.send(
        new GetObjectCommand({ Bucket: second.resources.buckets.files, Key: 'generated/kept.txt' }),
      );
      expect(await file.Body?.transformToString()).toBe('still here');
      const user = await second.clients.cognito.send(
        new AdminGetUserCommand({ UserPoolId: second.resources.userPool.id, Username: '10001#kept' }),
      );
      expect(user.Username).toBe('10001#kept');
    } finally {
      second.clients.destroy();
      await second.emulators.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 90_000);
