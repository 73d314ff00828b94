/**
 * The private bucket for generated files (exports, reports), payroll runs' files, imports, uploads and photos.
 * Keys are `<area>/<customerNo>/...`; every area but the kept files expires (`fileAreas`: uploads after a day,
 * imports and generated files after a week, payroll files after 90 days). No function's own role may touch
 * the bucket: the functions reach it only through the tenant role of the data stack, whose session tag
 * `customerNo` limits it to `<area>/<that customerNo>/*` (read, write, delete; never list).
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type LifecycleRule,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { fileAreaNames } from '@app/shared/files/file-areas';
import { buckets } from '../definitions';
import { tenantSessionTag, type DataStack } from './data-stack';
import { mailSettings } from './mail';
import type { StageSettings } from './stage';

export interface FilesStackProps extends StackProps {
  settings: StageSettings;
  /** Its tenant role gets the bucket's tenant-scoped object access. */
  data: DataStack;
}

/** What the tenant role may do with the objects of its tenant: no listing, no bucket-wide action. */
export const tenantFileActions = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'] as const;

/** The key patterns of one tenant (`<area>/${aws:PrincipalTag/customerNo}/*`), one per area. */
export function tenantFilePatterns(): string[] {
  return fileAreaNames.map(
    (area) => `${buckets.files.areas[area].prefix}\${aws:PrincipalTag/${tenantSessionTag}}/*`,
  );
}

export class FilesStack extends Stack {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: FilesStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const definition = buckets.files;
    const expiryRules: LifecycleRule[] = fileAreaNames.flatMap((area) => {
      const { prefix, expiryDays } = definition.areas[area];
      return expiryDays === null
        ? []
        : [{ id: `expire-${area}`, prefix, expiration: Duration.days(expiryDays) }];
    });
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
        ...expiryRules,
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: !settings.retainData,
    });
    // Tenant-scoped files (docs/security.md, "Bounded background work and tenant-scoped files"; like
    // dynamodb:LeadingKeys for the table): the policy variable is resolved per session from its tag, so one
    // tenant's session cannot name another's keys.
    new Policy(this, 'TenantFilesPolicy', {
      roles: [props.data.tenantDataRole],
      statements: [
        new PolicyStatement({
          actions: [...tenantFileActions],
          resources: tenantFilePatterns().map((pattern) => this.bucket.arnForObjects(pattern)),
        }),
      ],
    });
  }
}

/** Environment variable through which handlers learn the bucket name (`FILES_BUCKET`). */
export function filesEnvironment(files: FilesStack): Record<string, string> {
  return { [buckets.files.envVar]: files.bucket.bucketName };
}
