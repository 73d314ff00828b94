/** SDK clients for the emulators, shared by the provisioning steps, the runner's tools and the tests. */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { LocalEndpoints } from '../emulators';

/**
 * Credentials for the emulators. s3rver rejects any access key but its built-in `S3RVER` (it does not check
 * SigV4 signatures, only the key id); DynamoDB Local (with -sharedDb), local-aws-sqs, cognito-local and
 * LocalStack accept anything.
 */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface LocalClients {
  dynamodb: DynamoDBClient;
  sqs: SQSClient;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
  destroy: () => void;
}

/** SDK clients configured for the emulators; destroy() them when done, they keep sockets open. */
export function localClients(endpoints: LocalEndpoints): LocalClients {
  const common = { region: endpoints.region, credentials: localCredentials };
  const clients = {
    dynamodb: new DynamoDBClient({ ...common, endpoint: endpoints.dynamodb }),
    sqs: new SQSClient({ ...common, endpoint: endpoints.sqs }),
    s3: new S3Client({
      ...common,
      endpoint: endpoints.s3,
      forcePathStyle: true,
      // Otherwise the SDK streams uploads with aws-chunked framing, which s3rver stores verbatim.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    cognito: new CognitoIdentityProviderClient({ ...common, endpoint: endpoints.cognito }),
  };
  return {
    ...clients,
    destroy: () => Object.values(clients).forEach((c) => c.destroy()),
  };
}
