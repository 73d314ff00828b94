/**
 * AWS SDK clients, created once per Lambda container. Endpoints come from the SDK's own environment variables
 * (`AWS_ENDPOINT_URL_DYNAMODB`, ...), which the local runner points at the emulators.
 */
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { S3Client } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config';

let documentClient: DynamoDBDocumentClient | undefined;
let sqsClient: SQSClient | undefined;
let s3Client: S3Client | undefined;
let cognitoClient: CognitoIdentityProviderClient | undefined;
let sesClient: SESv2Client | undefined;

export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= newDocumentClient({ region: config.region });
  return documentClient;
}

/**
 * A document client over a new DynamoDB client. Without the SDK's logger middleware: it copies every request's
 * input and every answer through the log filter for a logger that is never set (about 4 % of the CPU the SDK
 * spends on a table call; docs/decisions.md, "Seventh round").
 */
export function newDocumentClient(clientConfig: DynamoDBClientConfig): DynamoDBDocumentClient {
  const client = new DynamoDBClient(clientConfig);
  client.middlewareStack.remove('loggerMiddleware');
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

export function sqs(): SQSClient {
  sqsClient ??= new SQSClient({ region: config.region });
  return sqsClient;
}

export function s3(): S3Client {
  s3Client ??= new S3Client({
    region: config.region,
    ...(config.s3Local
      ? {
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
  return s3Client;
}

export function cognito(): CognitoIdentityProviderClient {
  cognitoClient ??= new CognitoIdentityProviderClient({ region: config.region });
  return cognitoClient;
}

/** Amazon SES (v2 API) for the product's own mails; locally aws-ses-v2-local (`AWS_ENDPOINT_URL_SESV2`). */
export function ses(): SESv2Client {
  sesClient ??= new SESv2Client({ region: config.region });
  return sesClient;
}

/**
 * Forgets the clients, so that the next call builds them from the environment as it is now. Only the benches
 * need it: they start one emulator stack after another in one process, each on its own ports.
 */
export function resetClients(): void {
  documentClient = undefined;
  sqsClient = undefined;
  s3Client = undefined;
  cognitoClient = undefined;
  sesClient = undefined;
}
