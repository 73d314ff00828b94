/**
 * Creates the tables, queues, bucket and user pool of definitions.ts in the local emulators (or in the one
 * endpoint named by AWS_ENDPOINT_URL). Runs on every start against persistent data, so every step first looks
 * for what exists and only creates (or adds) what is missing.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { type JobKind } from '@app/shared/tasks/job-kinds';
import { type Stage } from '../definitions';
import type { LocalEndpoints } from './emulators';
export interface LocalQueue {
    url: string;
    arn: string;
    deadLetterUrl: string;
    deadLetterArn: string;
}
export interface LocalResources {
    tables: {
        main: string;
        platform: string;
    };
    queues: Record<JobKind, LocalQueue>;
    buckets: {
        files: string;
    };
    userPool: {
        id: string;
        clientId: string;
        issuer: string;
        jwksUrl: string;
    };
}
export interface ProvisionOptions {
    stage: Extract<Stage, 'local'>;
    /** Overrides every queue's visibility timeout (tests use ~2 s to see redelivery quickly). */
    queueVisibilityTimeoutSeconds?: number;
}
/**
 * Credentials for the emulators. s3rver rejects any access key but its built-in `S3RVER` (it does not check
 * SigV4 signatures, only the key id); DynamoDB Local (with -sharedDb), local-aws-sqs, cognito-local and
 * LocalStack accept anything.
 */
export declare const localCredentials: {
    readonly accessKeyId: "S3RVER";
    readonly secretAccessKey: "S3RVER";
};
export interface LocalClients {
    dynamodb: DynamoDBClient;
    sqs: SQSClient;
    s3: S3Client;
    cognito: CognitoIdentityProviderClient;
    destroy(): void;
}
/** SDK clients configured for the emulators; destroy() them when done, they keep sockets open. */
export declare function localClients(endpoints: LocalEndpoints): LocalClients;
export declare function provision(endpoints: LocalEndpoints, opts: ProvisionOptions): Promise<LocalResources>;
/** The environment the handlers read, pointing them (and the AWS SDK inside them) at the emulators. */
export declare function handlerEnvironment(endpoints: LocalEndpoints, resources: LocalResources): Record<string, string>;
