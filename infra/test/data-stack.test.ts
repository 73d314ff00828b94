/** The data stack: tables of definitions.ts and the tenant-scoped data role. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { physicalName, tables } from '../src/definitions';
import { asArray, identityStatements, resourcesOf, useStages } from './support/synth';

const stages = useStages();

describe('data stack', () => {
  it('creates every table of definitions.ts with its keys, indexes, TTL, PITR and encryption', () => {
    for (const [stage, { templates }] of stages.all()) {
      const template = templates.data;
      template.resourceCountIs('AWS::DynamoDB::Table', Object.keys(tables).length);
      for (const definition of Object.values(tables)) {
        const keyAttributes = [
          definition.partitionKey,
          definition.sortKey,
          ...definition.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
        ];
        template.hasResourceProperties('AWS::DynamoDB::Table', {
          TableName: physicalName(stage, definition.id),
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [
            { AttributeName: definition.partitionKey, KeyType: 'HASH' },
            { AttributeName: definition.sortKey, KeyType: 'RANGE' },
          ],
          AttributeDefinitions: Match.arrayWith(
            [...new Set(keyAttributes)].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
          ),
          GlobalSecondaryIndexes:
            definition.globalIndexes.length === 0
              ? Match.absent()
              : definition.globalIndexes.map((index) => ({
                  IndexName: index.name,
                  KeySchema: [
                    { AttributeName: index.partitionKey, KeyType: 'HASH' },
                    { AttributeName: index.sortKey, KeyType: 'RANGE' },
                  ],
                  Projection: { ProjectionType: 'ALL' },
                })),
          TimeToLiveSpecification: { AttributeName: definition.timeToLiveAttribute, Enabled: true },
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          SSESpecification: { SSEEnabled: true },
        });
      }
    }
  });

  it('protects and retains the tables in prod only', () => {
    for (const table of resourcesOf(stages.prod.templates.data, 'AWS::DynamoDB::Table')) {
      expect(table).toMatchObject({
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: { DeletionProtectionEnabled: true },
      });
    }
    for (const table of resourcesOf(stages.dev.templates.data, 'AWS::DynamoDB::Table')) {
      expect(table).toMatchObject({
        DeletionPolicy: 'Delete',
        Properties: { DeletionProtectionEnabled: false },
      });
    }
  });

  it('has a tenant-scoped data role limited by dynamodb:LeadingKeys to the tenant of the session tag', () => {
    const template = stages.dev.templates.data;
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: Match.arrayWith(['sts:AssumeRole', 'sts:TagSession']),
            Principal: { AWS: Match.anyValue() },
          }),
        ]),
      },
      Description: Match.stringLikeRegexp('Tenant-scoped'),
    });
    const statements = identityStatements(template).filter((s) => s.Condition?.['ForAllValues:StringLike']);
    expect(statements).toHaveLength(1);
    const [statement] = statements;
    expect(statement?.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['T#${aws:PrincipalTag/customerNo}#*'] },
      Null: { 'dynamodb:LeadingKeys': 'false' },
    });
    expect(asArray(statement?.Action)).not.toContain('dynamodb:Scan');
    expect(JSON.stringify(statement?.Resource)).toContain('/index/*');
    expect(JSON.stringify(statement?.Resource)).not.toMatch(/Platform/);
  });
});
