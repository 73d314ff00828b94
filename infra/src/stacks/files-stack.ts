/**
 * The private bucket for generated files (exports, reports), payroll runs' files and uploads; generated files
 * expire after a week, payroll files after 90 days (they can be downloaded again until then).
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { buckets } from '../definitions';
import { mailSettings } from './mail';
import type { StageSettings } from './stage';

export interface FilesStackProps extends StackProps {
  settings: StageSettings;
}

export class FilesStack extends Stack {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: FilesStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const definition = buckets.files;
    this.bucket = new Bucket(this, definition.id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: false,
      // People's photos are PUT by the browser through signed URLs (functions/src/users/photo.store.ts).
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: [mailSettings(this).appUrl],
          allowedHeaders: ['content-type'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        {
          id: 'expire-generated-files',
          prefix: definition.generatedPrefix,
          expiration: Duration.days(definition.generatedExpiryDays),
        },
        {
          id: 'expire-payroll-files',
          prefix: definition.payrollPrefix,
          expiration: Duration.days(definition.payrollExpiryDays),
        },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: !settings.retainData,
    });
  }
}

/** Environment variable through which handlers learn the bucket name (`FILES_BUCKET`). */
export function filesEnvironment(files: FilesStack): Record<string, string> {
  return { [buckets.files.envVar]: files.bucket.bucketName };
}
