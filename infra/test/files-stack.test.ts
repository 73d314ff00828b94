/** Buckets (files and web): no public access, TLS only, lifecycle rules. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buckets } from '../src/definitions';
import { propertiesOf, useStages } from './support/synth';

const stages = useStages();

describe('buckets', () => {
  it('block public access and enforce TLS on every bucket', () => {
    for (const [, { templates }] of stages.all()) {
      for (const template of [templates.files, templates.web]) {
        const bucketList = propertiesOf(template, 'AWS::S3::Bucket');
        expect(bucketList.length).toBeGreaterThan(0);
        for (const bucket of bucketList) {
          expect(bucket.PublicAccessBlockConfiguration).toEqual({
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          });
        }
        const policies = propertiesOf(template, 'AWS::S3::BucketPolicy');
        expect(policies).toHaveLength(bucketList.length);
        for (const policy of policies) {
          expect(policy.PolicyDocument).toMatchObject({
            Statement: expect.arrayContaining([
              expect.objectContaining({
                Effect: 'Deny',
                Condition: { Bool: { 'aws:SecureTransport': 'false' } },
              }),
            ]) as unknown,
          });
        }
      }
    }
  });

  it('expires generated files and aborts incomplete uploads', () => {
    stages.prod.templates.files.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: buckets.files.generatedPrefix,
            ExpirationInDays: buckets.files.generatedExpiryDays,
            Status: 'Enabled',
          }),
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
        ]),
      },
    });
    stages.prod.templates.files.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
  });
});
