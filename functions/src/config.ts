/**
 * Configuration from the environment, read when first needed so that the local runner and tests can set the
 * environment before the first call. The same variable names are set by the CDK stacks in AWS.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
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
  queueUrl(envVar: string): string {
    return required(envVar);
  },
  /** s3rver needs path-style addressing and no streaming checksums. */
  get s3Local(): boolean {
    return process.env.S3_LOCAL === '1';
  },
};
