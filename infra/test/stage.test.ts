/** Stage selection and the stage prefix of every stack name. */
import { describe, expect, it } from 'vitest';
import { parseStage } from '../src/stacks/stage';
import { useStages } from './support/synth';

const stages = useStages();

describe('stage selection', () => {
  it('accepts dev and prod, defaults to dev and rejects anything else', () => {
    expect(parseStage(undefined)).toBe('dev');
    expect(parseStage('prod')).toBe('prod');
    expect(() => parseStage('local')).toThrow(/Unknown stage/);
  });

  it('prefixes every stack name with the stage', () => {
    for (const [stage, { stacks }] of stages.all()) {
      for (const stack of Object.values(stacks)) expect(stack.stackName).toMatch(`shiftplan-${stage}-`);
    }
  });
});
