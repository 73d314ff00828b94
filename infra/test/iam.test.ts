/** IAM across every stack. */
import { describe, expect, it } from 'vitest';
import { asArray, identityStatements, useStages } from './support/synth';

const stages = useStages();

describe('IAM', () => {
  it('never grants DynamoDB, S3 or SQS actions on every resource', () => {
    for (const [, { templates }] of stages.all()) {
      for (const [stack, template] of Object.entries(templates)) {
        for (const statement of identityStatements(template)) {
          const dataActions = asArray(statement.Action).filter((a) => /^(dynamodb|s3|sqs):/.test(a));
          if (dataActions.length === 0) continue;
          const resources = asArray(statement.Resource);
          expect(resources.length, `${stack}: ${dataActions.join(',')}`).toBeGreaterThan(0);
          expect(resources, `${stack}: ${dataActions.join(',')}`).not.toContain('*');
        }
      }
    }
  });
});
