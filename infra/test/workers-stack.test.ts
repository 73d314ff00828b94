/** The workers stack: queues, dead-letter queues and a worker per job kind. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { jobKinds } from '@app/shared/tasks/job-kinds';
import { autoPlanMarginSeconds, maxAutoPlanSeconds } from '@app/shared/planner/auto-planning';
import { deadLetterMaxConcurrency, jobQueues, physicalName } from '../src/definitions';
import { propertiesOf, useStages } from './support/synth';

const stages = useStages();

describe('workers stack', () => {
  it('has an encrypted, TLS-only queue with a dead-letter queue per job kind', () => {
    for (const [stage, { templates }] of stages.all()) {
      const template = templates.workers;
      template.resourceCountIs('AWS::SQS::Queue', jobKinds.length * 2);
      for (const kind of jobKinds) {
        const definition = jobQueues[kind];
        const name = physicalName(stage, kind);
        template.hasResourceProperties('AWS::SQS::Queue', {
          QueueName: `${name}-dlq`,
          SqsManagedSseEnabled: true,
          MessageRetentionPeriod: 14 * 24 * 3600,
        });
        template.hasResourceProperties('AWS::SQS::Queue', {
          QueueName: name,
          SqsManagedSseEnabled: true,
          VisibilityTimeout: definition.visibilityTimeoutSeconds,
          RedrivePolicy: {
            deadLetterTargetArn: Match.anyValue(),
            maxReceiveCount: definition.maxReceiveCount,
          },
        });
      }
      const policies = propertiesOf(template, 'AWS::SQS::QueuePolicy');
      expect(policies).toHaveLength(jobKinds.length * 2);
      for (const policy of policies) {
        expect(JSON.stringify(policy.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
      }
    }
  });

  it('has a worker per job kind that reports partial batch failures', () => {
    const template = stages.dev.templates.workers;
    const mappings = propertiesOf(template, 'AWS::Lambda::EventSourceMapping');
    // A worker per job queue, and the dead-letter consumer on every dead-letter queue.
    expect(mappings).toHaveLength(jobKinds.length * 2);
    for (const mapping of mappings) {
      expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    }
    for (const kind of jobKinds) {
      const definition = jobQueues[kind];
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        BatchSize: definition.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
      template.hasResourceProperties('AWS::Lambda::Function', {
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Timeout: definition.workerTimeoutSeconds,
        MemorySize: definition.workerMemoryMb,
        Description: Match.stringLikeRegexp(`^Worker for ${kind} jobs`),
        Environment: { Variables: Match.objectLike({ STAGE: 'dev' }) },
      });
      expect(definition.workerTimeoutSeconds).toBeLessThan(definition.visibilityTimeoutSeconds);
    }
  });

  it('caps the executions of every event source (maxConcurrency), within the unreserved concurrency', () => {
    for (const [, { templates }] of stages.all()) {
      const mappings = propertiesOf(templates.workers, 'AWS::Lambda::EventSourceMapping');
      expect(mappings).toHaveLength(jobKinds.length * 2);
      for (const mapping of mappings) {
        const maximum = (mapping.ScalingConfig as { MaximumConcurrency?: number } | undefined)
          ?.MaximumConcurrency;
        expect(maximum, JSON.stringify(mapping.EventSourceArn)).toBeGreaterThanOrEqual(2);
      }
      for (const kind of jobKinds) {
        templates.workers.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
          BatchSize: jobQueues[kind].batchSize,
          ScalingConfig: { MaximumConcurrency: jobQueues[kind].maxConcurrency },
        });
      }
      templates.workers.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        BatchSize: 10,
        ScalingConfig: { MaximumConcurrency: deadLetterMaxConcurrency },
      });
    }
    // The workers together leave most of the account's 100 unreserved executions to the API's bursts.
    const sum = jobKinds.reduce((total, kind) => total + jobQueues[kind].maxConcurrency, 0);
    expect(sum + jobKinds.length * deadLetterMaxConcurrency).toBeLessThanOrEqual(50);
  });

  it("keeps the auto-planning's longest solver time a margin below its worker's timeout", () => {
    const worker = jobQueues['auto-planning'].workerTimeoutSeconds;
    expect(maxAutoPlanSeconds + autoPlanMarginSeconds).toBeLessThanOrEqual(worker);
    expect(maxAutoPlanSeconds).toBeLessThanOrEqual(worker / 2);
    stages.dev.templates.workers.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Worker for auto-planning jobs'),
      Timeout: worker,
    });
  });
});
