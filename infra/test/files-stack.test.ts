/** Buckets (files and web): no public access, TLS only, lifecycle rules. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buckets } from '../src/definitions';
import {
  asArray,
  identityStatements,
  propertiesOf,
  useStages,
  type Json,
  type PolicyStatementJson,
} from './support/synth';

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

  it('expires each area but the kept files: uploads after a day, imports and generated files after 7, payroll after 90', () => {
    const expiring = Object.entries(buckets.files.areas).filter(([, area]) => area.expiryDays !== null);
    expect(Object.fromEntries(expiring.map(([name, area]) => [name, area.expiryDays]))).toEqual({
      uploads: 1,
      imports: 7,
      generated: 7,
      payroll: 90,
    });
    for (const [, { templates }] of stages.all()) {
      templates.files.hasResourceProperties('AWS::S3::Bucket', {
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            ...expiring.map(([, area]) =>
              Match.objectLike({ Prefix: area.prefix, ExpirationInDays: area.expiryDays, Status: 'Enabled' }),
            ),
            Match.objectLike({
              AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
              Status: 'Enabled',
            }),
          ]),
        },
      });
      // The kept files (people's photos) have no expiry rule.
      const [bucket] = propertiesOf(templates.files, 'AWS::S3::Bucket').filter(
        (b) => b.LifecycleConfiguration,
      );
      const prefixes = asArray(
        ((bucket?.LifecycleConfiguration as Json | undefined)?.Rules as Json[] | undefined) ?? [],
      ).map((rule) => rule.Prefix);
      expect(prefixes).not.toContain(buckets.files.areas.tenants.prefix);
    }
    stages.prod.templates.files.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
  });

  it("gives no function's own role any S3 action: files only through the tenant role", () => {
    for (const [, { templates }] of stages.all()) {
      for (const template of [templates.api, templates.workers]) {
        const s3 = identityStatements(template).filter((statement) =>
          asArray(statement.Action).some((action) => action.startsWith('s3:')),
        );
        expect(s3).toEqual([]);
      }
    }
  });

  it('lets the tenant role get, put and delete objects under <area>/<its customerNo>/ only, and list nothing', () => {
    for (const [, { templates }] of stages.all()) {
      const policies = propertiesOf(templates.files, 'AWS::IAM::Policy');
      expect(policies).toHaveLength(1);
      const [policy] = policies;
      // Attached to the data stack's tenant role (a cross-stack reference to its name).
      expect(JSON.stringify(policy?.Roles)).toMatch(/TenantDataRole/);
      const statements = asArray(
        (policy?.PolicyDocument as Json | undefined)?.Statement as PolicyStatementJson[],
      );
      expect(statements).toHaveLength(1);
      const [statement] = statements;
      expect(statement?.Effect).toBe('Allow');
      expect(asArray(statement?.Action).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
      expect(statement?.Condition).toBeUndefined();
      const resources = asArray(statement?.Resource).map((resource) => JSON.stringify(resource));
      expect(resources).toHaveLength(Object.keys(buckets.files.areas).length);
      for (const area of Object.values(buckets.files.areas)) {
        expect(
          resources.some((resource) => resource.includes(`/${area.prefix}\${aws:PrincipalTag/customerNo}/*`)),
        ).toBe(true);
      }
      // Every resource is one tenant's keys: none ends in a bare wildcard over the bucket or an area.
      for (const resource of resources) expect(resource).toMatch(/\$\{aws:PrincipalTag\/customerNo\}\/\*"/);
    }
  });
});
