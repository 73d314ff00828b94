/** The handlers' environment for the local runtime. */
import { jobKinds } from '@app/shared/tasks/job-kinds';
import { buckets, jobQueues, tables, userPool as userPoolDefinition } from '../../definitions';
import type { LocalEndpoints, LocalIdentityProvider } from '../emulators';
import { localCredentials } from './clients';
import type { LocalResources } from './resources';

/** The sender address of every mail locally (the handlers' and cognito-local's relay). */
export const localMailFrom = 'no-reply@shiftplan.localhost';

/** The environment the handlers read, pointing them (and the AWS SDK inside them) at the emulators. */
export function handlerEnvironment(
  endpoints: LocalEndpoints,
  resources: LocalResources,
): Record<string, string> {
  const queueUrls = Object.fromEntries(
    jobKinds.map((kind) => [jobQueues[kind].envVar, resources.queues[kind].url]),
  );
  return {
    [tables.main.envVar]: resources.tables.main,
    [tables.platform.envVar]: resources.tables.platform,
    [buckets.files.envVar]: resources.buckets.files,
    [userPoolDefinition.envVarPoolId]: resources.userPool.id,
    [userPoolDefinition.envVarClientId]: resources.userPool.clientId,
    ...queueUrls,
    STAGE: 'local',
    AWS_REGION: endpoints.region,
    AWS_DEFAULT_REGION: endpoints.region,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    // SDK v3 (@smithy/core) reads AWS_ENDPOINT_URL_<serviceId, upper case, spaces as _> when a client is
    // created without an explicit endpoint, so the handlers need no local-only code for endpoints.
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_SQS: endpoints.sqs,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    AWS_ENDPOINT_URL_SESV2: endpoints.ses,
    MAIL_FROM: localMailFrom,
    // Not expressible by endpoint variables: path-style addressing and the checksum settings s3rver needs.
    S3_LOCAL: '1',
    PUBLIC_COGNITO_ENDPOINT: endpoints.cognito,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...(endpoints.identity ? microsoftSignInEnvironment(endpoints.identity) : {}),
  };
}

/** Microsoft sign-in against the local identity provider, as the API reads it (functions/src/sso). */
function microsoftSignInEnvironment(identity: LocalIdentityProvider): Record<string, string> {
  return {
    SSO_MICROSOFT_AUTHORITY: identity.authority,
    SSO_MICROSOFT_CLIENT_ID: identity.clientId,
    SSO_MICROSOFT_CLIENT_SECRET: identity.clientSecret,
    SSO_REDIRECT_URI: identity.redirectUri,
  };
}
