import { execFile } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  GetItemCommand,
  ListTablesCommand,
  TransactWriteItemsCommand,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { jobKinds } from '@app/shared/tasks/job-kinds';
import { jobQueues, tables } from '@app/infra/src/definitions';
import { startEmulators } from '@app/infra/src/local/emulators';
import { provision } from '@app/infra/src/local/provision';
import { testVisibilityTimeoutSeconds } from '../support/global-setup';
import { useLocalStack } from '../support/local-stack';
import { present } from '../support/present';

const stack = useLocalStack();
const clients = stack.clients();
afterAll(() => clients.destroy());

describe('local emulators', () => {
  it('are provisioned from definitions.ts, and provisioning again changes nothing', async () => {
    const again = await provision(stack.endpoints, {
      stage: 'local',
      queueVisibilityTimeoutSeconds: testVisibilityTimeoutSeconds,
    });
    expect(again).toEqual(stack.resources);

    const { TableNames } = await clients.dynamodb.send(new ListTablesCommand({}));
    expect(TableNames).toEqual(
      expect.arrayContaining([stack.resources.tables.main, stack.resources.tables.platform]),
    );
    const main = await clients.dynamodb.send(
      new DescribeTableCommand({ TableName: stack.resources.tables.main }),
    );
    expect(main.Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(main.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(
      tables.main.globalIndexes.map((i) => i.name),
    );
    const ttl = await clients.dynamodb.send(
      new DescribeTimeToLiveCommand({ TableName: stack.resources.tables.main }),
    );
    expect(ttl.TimeToLiveDescription).toMatchObject({
      TimeToLiveStatus: 'ENABLED',
      AttributeName: tables.main.timeToLiveAttribute,
    });

    for (const kind of jobKinds) {
      const queue = stack.resources.queues[kind];
      const { Attributes } = await clients.sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: queue.url, AttributeNames: ['All'] }),
      );
      expect(Attributes?.['VisibilityTimeout']).toBe(String(testVisibilityTimeoutSeconds));
      expect(JSON.parse(Attributes?.['RedrivePolicy'] ?? '{}')).toEqual({
        deadLetterTargetArn: queue.deadLetterArn,
        maxReceiveCount: jobQueues[kind].maxReceiveCount,
      });
    }

    await clients.s3.send(new HeadBucketCommand({ Bucket: stack.resources.buckets.files }));

    const pool = await clients.cognito.send(
      new DescribeUserPoolCommand({ UserPoolId: stack.resources.userPool.id }),
    );
    expect(pool.UserPool?.SchemaAttributes).toContainEqual(
      expect.objectContaining({ Name: 'custom:customerNo', AttributeDataType: 'String', Mutable: false }),
    );
  });

  it('give a namespace queues and a user pool of its own, next to the shared tables and bucket', async () => {
    const own = await provision(stack.endpoints, {
      stage: 'local',
      queueVisibilityTimeoutSeconds: testVisibilityTimeoutSeconds,
      namespace: `ns${randomUUID().slice(0, 8)}`,
    });
    expect(own.tables).toEqual(stack.resources.tables);
    expect(own.buckets).toEqual(stack.resources.buckets);
    expect(own.userPool.id).not.toBe(stack.resources.userPool.id);
    for (const kind of jobKinds) {
      const queue = own.queues[kind];
      const shared = stack.resources.queues[kind];
      expect([queue.url, queue.deadLetterUrl]).not.toContain(shared.url);
      expect([queue.url, queue.deadLetterUrl]).not.toContain(shared.deadLetterUrl);
      const { Attributes } = await clients.sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: queue.url, AttributeNames: ['RedrivePolicy'] }),
      );
      expect(JSON.parse(Attributes?.['RedrivePolicy'] ?? '{}')).toMatchObject({
        deadLetterTargetArn: queue.deadLetterArn,
      });
    }
    // What one API sends, another API's pollers do not receive.
    await clients.sqs.send(new SendMessageCommand({ QueueUrl: own.queues.report.url, MessageBody: 'mine' }));
    const elsewhere = await clients.sqs.send(
      new ReceiveMessageCommand({ QueueUrl: stack.resources.queues.report.url, WaitTimeSeconds: 0 }),
    );
    expect(elsewhere.Messages ?? []).toEqual([]);
    const here = await clients.sqs.send(
      new ReceiveMessageCommand({ QueueUrl: own.queues.report.url, WaitTimeSeconds: 1 }),
    );
    expect(here.Messages?.map((message) => message.Body)).toEqual(['mine']);
  });

  it('are found by SDK clients created without an endpoint, through the AWS_ENDPOINT_URL_* variables', async () => {
    // This is how the handlers create their clients.
    const dynamodb = new DynamoDBClient({});
    const sqs = new SQSClient({});
    const s3 = new S3Client({ forcePathStyle: true });
    const cognito = new CognitoIdentityProviderClient({});
    try {
      expect((await dynamodb.send(new ListTablesCommand({}))).TableNames).toContain(
        stack.resources.tables.main,
      );
      const queue = stack.resources.queues['report'];
      const { Attributes } = await sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: queue.url, AttributeNames: ['QueueArn'] }),
      );
      expect(Attributes?.['QueueArn']).toBe(queue.arn);
      await s3.send(new HeadBucketCommand({ Bucket: stack.resources.buckets.files }));
      const pool = await cognito.send(
        new DescribeUserPoolCommand({ UserPoolId: stack.resources.userPool.id }),
      );
      expect(pool.UserPool?.Id).toBe(stack.resources.userPool.id);
    } finally {
      for (const client of [dynamodb, sqs, s3, cognito]) client.destroy();
    }
  });

  it('DynamoDB Local runs transactions, all or nothing', async () => {
    const tenant = `T#test-${randomUUID()}#`;
    const put = (sk: string) => ({
      Put: {
        TableName: stack.resources.tables.main,
        Item: { pk: { S: `${tenant}UNIT` }, sk: { S: sk }, name: { S: sk } },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
    await clients.dynamodb.send(new TransactWriteItemsCommand({ TransactItems: [put('a'), put('b')] }));

    const conflicting = clients.dynamodb.send(
      new TransactWriteItemsCommand({ TransactItems: [put('c'), put('a')] }),
    );
    const error = await conflicting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect((error as TransactionCanceledException).CancellationReasons?.map((r) => r.Code)).toEqual([
      'None',
      'ConditionalCheckFailed',
    ]);

    const get = (sk: string) =>
      clients.dynamodb.send(
        new GetItemCommand({
          TableName: stack.resources.tables.main,
          Key: { pk: { S: `${tenant}UNIT` }, sk: { S: sk } },
        }),
      );
    expect((await get('b')).Item?.['name']).toEqual({ S: 'b' });
    expect((await get('c')).Item).toBeUndefined();
  });

  it('s3rver returns the bytes that were put, also for streamed uploads', async () => {
    const bytes = randomBytes(1024 * 1024 + 7);
    const bucket = stack.resources.buckets.files;
    await clients.s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'test/buffer.bin', Body: bytes }));
    // A stream of known length is what exports upload; without WHEN_REQUIRED it would be stored chunk-framed.
    await clients.s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: 'test/stream.bin',
        Body: Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
        ContentLength: bytes.length,
      }),
    );
    for (const key of ['test/buffer.bin', 'test/stream.bin']) {
      const object = await clients.s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const body = await object.Body?.transformToByteArray();
      expect(Buffer.from(body ?? []).equals(bytes)).toBe(true);
    }
  });

  it('cognito-local signs a user in with USER_PASSWORD_AUTH; the id token carries custom:customerNo', async () => {
    const { id: poolId, clientId, issuer, jwksUrl } = stack.resources.userPool;
    const username = `test-${randomUUID().slice(0, 8)}`;
    const password = 'Correct-Horse-42';
    await clients.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: username,
        TemporaryPassword: 'Temporary-Pass-1',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'custom:customerNo', Value: '10001' },
          { Name: 'email', Value: `${username}@example.com` },
        ],
      }),
    );
    await clients.cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: poolId,
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
    const auth = await clients.cognito.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    const idToken = auth.AuthenticationResult?.IdToken;
    expect(idToken).toBeTypeOf('string');

    const claims = decodeJwt(present(idToken, 'id token'));
    expect(claims).toMatchObject({
      'custom:customerNo': '10001',
      'cognito:username': username,
      token_use: 'id',
      iss: issuer,
      aud: clientId,
    });
    // The advertised issuer and JWKS URL are what a verifier (the local JWT authorizer) needs.
    const verified = await jwtVerify(present(idToken, 'id token'), createRemoteJWKSet(new URL(jwksUrl)), {
      issuer,
      audience: clientId,
    });
    expect(verified.payload['custom:customerNo']).toBe('10001');

    const wrong = await clients.cognito
      .send(
        new InitiateAuthCommand({
          ClientId: clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: username, PASSWORD: 'Wrong-Password-1' },
        }),
      )
      .catch((e: unknown) => e);
    // AWS says NotAuthorizedException; cognito-local says InvalidPasswordException. Either way: refused.
    expect((wrong as Error).name).toMatch(/^(NotAuthorizedException|InvalidPasswordException)$/);
  });

  it('start again on new ports when a port they chose was taken before an emulator bound it, and stop() leaves no java and no cognito-local process behind', async () => {
    // The SES emulator is told a port that another server holds; that server lets go once the emulators say
    // they start again, as a process that took a port for a moment would.
    const blocker = createServer();
    const blockedPort = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as AddressInfo).port)),
    );
    const lines: string[] = [];
    const emulators = await startEmulators({
      dataDir: tmpdir(),
      persistent: false,
      ports: { ses: blockedPort },
      log: (line) => {
        lines.push(line);
        if (line.includes('starting again')) blocker.close();
      },
    });
    let stopped = false;
    try {
      expect(lines.filter((line) => line.includes('starting again'))).toHaveLength(1);
      expect(emulators.endpoints.ses).toBe(`http://127.0.0.1:${blockedPort}`);
      const mailbox = await fetch(`${emulators.endpoints.ses}/store`);
      expect(mailbox.status).toBe(200);
      await mailbox.body?.cancel();

      const dynamoPort = new URL(emulators.endpoints.dynamodb).port;
      const javaPids = () =>
        promisify(execFile)('pgrep', ['-f', `DynamoDBLocal.jar -port ${dynamoPort} `]).then(
          ({ stdout }) => stdout.trim().split('\n'),
          () => [] as string[], // pgrep exits with 1 when nothing matches
        );
      expect(await javaPids()).toHaveLength(1);
      const { dynamodb, sqs, s3, cognito, identity } = emulators.endpoints;
      const endpoints = [dynamodb, sqs, s3, cognito, present(identity).authority];
      // What answers at an endpoint within `ms` (null: nothing). A port freed by stop() may be taken at once by a
      // server of a test file running beside this one: that one answers differently from the emulator that was
      // there.
      const answerAt = (endpoint: string, ms: number) =>
        fetch(endpoint, { signal: AbortSignal.timeout(ms) }).then(
          async (response) => {
            await response.body?.cancel();
            return `${response.status} ${response.headers.get('content-type')}`;
          },
          () => null,
        );
      // A first request may wait for seconds while every core is busy (one of five stayed silent for 2 s in CI).
      const before = await Promise.all(endpoints.map((endpoint) => answerAt(endpoint, 10_000)));
      expect(before).not.toContain(null);

      stopped = true;
      await emulators.stop();

      expect(await javaPids()).toEqual([]);
      const after = await Promise.all(endpoints.map((endpoint) => answerAt(endpoint, 2000)));
      for (const [i, answer] of after.entries()) {
        if (answer !== null) expect(answer, endpoints[i]).not.toBe(before[i]);
      }
    } finally {
      if (!stopped) await emulators.stop();
    }
  });
});
