/** Buckets (files and web): no public access, TLS only, lifecycle rules. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buckets } from '../src/definitions';
import { asArray, policiesByRole, propertiesOf, useStages, type Json } from './support/synth';

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

  it('expires generated files after 7 days, payroll files after 90, and aborts incomplete uploads', () => {
    stages.prod.templates.files.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: buckets.files.generatedPrefix,
            ExpirationInDays: buckets.files.generatedExpiryDays,
            Status: 'Enabled',
          }),
          Match.objectLike({
            Prefix: buckets.files.payrollPrefix,
            ExpirationInDays: buckets.files.payrollExpiryDays,
            Status: 'Enabled',
          }),
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
        ]),
      },
    });
    stages.prod.templates.files.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
  });

  it('lets the payroll worker put objects under generated/ and payroll/ only, and read none', () => {
    const template = stages.dev.templates.workers;
    const role = Object.entries(template.findResources('AWS::Lambda::Function')).find(([, fn]) =>
      String((fn.Properties as Json).Description).startsWith('Worker for payroll-export jobs'),
    )?.[1];
    const roleId = (
      (role?.Properties as Json | undefined)?.Role as { 'Fn::GetAtt': [string, string] } | undefined
    )?.['Fn::GetAtt'][0];
    expect(roleId).toBeDefined();
    const statements = policiesByRole(template).get(roleId ?? '') ?? [];
    const s3 = statements.filter((statement) =>
      asArray(statement.Action).some((action) => action.startsWith('s3:')),
    );
    const actions = s3.flatMap((statement) => asArray(statement.Action));
    expect(actions).toContain('s3:PutObject');
    expect(actions.filter((action) => /^s3:(Get|List|Delete)/.test(action))).toEqual([]);
    const resources = JSON.stringify(s3.flatMap((statement) => asArray(statement.Resource)));
    expect(resources).toContain(`/${buckets.files.generatedPrefix}*`);
    expect(resources).toContain(`/${buckets.files.payrollPrefix}*`);
    expect(s3.flatMap((statement) => asArray(statement.Resource))).toHaveLength(2);
  });
});
