/**
 * Configuration from the environment, read when first needed so that the local runner and tests can set the
 * environment before the first call. The same variable names are set by the CDK stacks in AWS.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

function positiveNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export const config = {
  get stage(): string {
    return process.env.STAGE ?? 'local';
  },
  get region(): string {
    return process.env.AWS_REGION ?? 'eu-central-1';
  },
  get mainTable(): string {
    return required('TABLE_MAIN');
  },
  get platformTable(): string {
    return required('TABLE_PLATFORM');
  },
  get filesBucket(): string {
    return required('FILES_BUCKET');
  },
  get userPoolId(): string {
    return required('USER_POOL_ID');
  },
  get userPoolClientId(): string {
    return required('USER_POOL_CLIENT_ID');
  },
  /** Local only: the cognito-local endpoint handed to the SPA (Amplify's `userPoolEndpoint`). */
  get publicCognitoEndpoint(): string | undefined {
    return process.env.PUBLIC_COGNITO_ENDPOINT || undefined;
  },
  get singleCustomerNo(): string | undefined {
    return process.env.SINGLE_CUSTOMER_NO || undefined;
  },
  /** The sender of the product's mails (a verified SES identity in AWS). */
  get mailFrom(): string {
    return required('MAIL_FROM');
  },
  /** Where links in mails lead: the stage's web address (locally the runner's URL). */
  get appUrl(): string {
    return required('APP_URL').replace(/\/+$/, '');
  },
  queueUrl(envVar: string): string {
    return required(envVar);
  },
  /** The web build deployed with this code; keep-alives of other builds are told to reload. */
  get appVersion(): string | undefined {
    return process.env.APP_VERSION || undefined;
  },
  /** The value of CloudFront's secret origin header (origin-guard.ts); the local runner sets one of its own. */
  get originVerifySecret(): string | undefined {
    return process.env.ORIGIN_VERIFY_SECRET || undefined;
  },
  /** In AWS: the role that gives tenant-scoped DynamoDB credentials. Absent locally. */
  get tenantDataRoleArn(): string | undefined {
    return process.env.TENANT_DATA_ROLE_ARN || undefined;
  },
  /** Where the runner wrote the OpenAPI document (locally); in AWS it lies next to the bundle. */
  get openApiDocumentPath(): string | undefined {
    return process.env.OPENAPI_DOCUMENT_PATH || undefined;
  },
  get signupsPerAddressAndHour(): number {
    return positiveNumber('SIGNUP_LIMIT_PER_HOUR', 5);
  },
  get tenantLookupsPerAddressAndMinute(): number {
    return positiveNumber('TENANT_LOOKUP_LIMIT_PER_MINUTE', 30);
  },
  /** Clock terminal uploads per customer number and minute, wrong credentials included (rate-limit.ts). */
  get terminalUploadsPerTenantAndMinute(): number {
    return positiveNumber('TERMINAL_UPLOAD_LIMIT_PER_MINUTE', 120);
  },
  /** Clock terminal uploads per client address and minute, whatever the header names (rate-limit.ts). */
  get terminalUploadsPerAddressAndMinute(): number {
    return positiveNumber('TERMINAL_ADDRESS_LIMIT_PER_MINUTE', 600);
  },
  /** Tests raise the per-tenant rate limits for every suite but the rate-limit one; production leaves it at 1. */
  get rateLimitMultiplier(): number {
    return positiveNumber('RATE_LIMIT_MULTIPLIER', 1);
  },
  /** Tests move the business clock (trial expiry) instead of waiting; nothing sets it in AWS. */
  get clockOffsetMs(): number {
    const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0);
    return Number.isFinite(offset) ? offset : 0;
  },
  /** s3rver needs path-style addressing and no streaming checksums. */
  get s3Local(): boolean {
    return process.env.S3_LOCAL === '1';
  },
};
