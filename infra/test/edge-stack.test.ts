/** The edge stack: AWS WAF in front of CloudFront, in us-east-1, with rate limits on the public routes. */
import { describe, expect, it } from 'vitest';
import { edgeRegion, publicApiPrefix, terminalUploadsPrefix } from '../src/stacks/edge-stack';
import { stageSettings } from '../src/stacks/stage';
import { propertiesOf, useStages, type Json } from './support/synth';

const stages = useStages();

interface Rule {
  Name: string;
  Priority: number;
  Statement: Json;
  Action?: Json;
}

describe('edge stack', () => {
  it('lives in us-east-1 with a CloudFront-scoped web ACL that allows what no rule blocks', () => {
    for (const [stage, { stacks, templates }] of stages.all()) {
      expect(stacks.edge.region).toBe(edgeRegion);
      const [acl] = propertiesOf(templates.edge, 'AWS::WAFv2::WebACL');
      expect(acl).toMatchObject({
        Scope: 'CLOUDFRONT',
        DefaultAction: { Allow: {} },
        Name: `shiftplan-${stage}-web`,
      });
    }
  });

  it('blocks an address over the limits on /api/public/* with 429, writes with a tighter limit', () => {
    for (const [stage, { templates }] of stages.all()) {
      const settings = stageSettings(stage);
      const [acl] = propertiesOf(templates.edge, 'AWS::WAFv2::WebACL');
      const rules = (acl?.Rules ?? []) as Rule[];
      const rateRules = rules.filter((rule) => rule.Statement.RateBasedStatement);
      expect(rateRules.map((rule) => rule.Name).sort()).toEqual([
        'public-per-address',
        'public-writes-per-address',
        'terminal-uploads-per-address',
      ]);
      for (const rule of rateRules) {
        const statement = rule.Statement.RateBasedStatement as Json;
        expect(statement).toMatchObject({ AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
        expect(rule.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
        // Scoped to the public routes: signed-in work behind one office address is never counted here.
        expect(JSON.stringify(statement.ScopeDownStatement)).toContain(
          JSON.stringify({
            FieldToMatch: { UriPath: {} },
            PositionalConstraint: 'STARTS_WITH',
            SearchString:
              rule.Name === 'terminal-uploads-per-address' ? terminalUploadsPrefix : publicApiPrefix,
            TextTransformations: [{ Priority: 0, Type: 'NONE' }],
          }),
        );
      }
      const limit = (name: string) =>
        (rateRules.find((rule) => rule.Name === name)?.Statement.RateBasedStatement as Json | undefined)
          ?.Limit;
      expect(limit('public-per-address')).toBe(settings.wafPublicLimits.all);
      expect(limit('public-writes-per-address')).toBe(settings.wafPublicLimits.writes);
      expect(limit('terminal-uploads-per-address')).toBe(settings.wafPublicLimits.terminals);
      // A site's terminals behind one address are not held to the sign-up's limits.
      for (const name of ['public-per-address', 'public-writes-per-address']) {
        const scope = JSON.stringify(
          (rateRules.find((rule) => rule.Name === name)?.Statement.RateBasedStatement as Json | undefined)
            ?.ScopeDownStatement,
        );
        expect(scope).toContain(`{"NotStatement":{"Statement":{"ByteMatchStatement":`);
        expect(scope).toContain(terminalUploadsPrefix);
      }
      expect(settings.wafPublicLimits.writes).toBeLessThan(settings.wafPublicLimits.all);
      // WAF's own minimum.
      expect(settings.wafPublicLimits.writes).toBeGreaterThanOrEqual(10);
    }
  });

  it("runs Amazon's IP reputation and known-bad-inputs rules before the rate limits", () => {
    const [acl] = propertiesOf(stages.prod.templates.edge, 'AWS::WAFv2::WebACL');
    const rules = (acl?.Rules ?? []) as Rule[];
    const managed = rules.filter((rule) => rule.Statement.ManagedRuleGroupStatement);
    expect(managed.map((rule) => rule.Name)).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    const firstRate = Math.min(...rules.filter((r) => r.Statement.RateBasedStatement).map((r) => r.Priority));
    for (const rule of managed) expect(rule.Priority).toBeLessThan(firstRate);
  });
});
