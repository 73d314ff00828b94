/**
 * AWS WAF in front of CloudFront. A web ACL for a CloudFront distribution must live in us-east-1, so this stack
 * is the one that does (the web stack reads its ARN through a cross-region reference). HTTP APIs cannot carry a
 * web ACL of their own (WAF attaches to REST APIs, not HTTP APIs), and the API answers only requests that come
 * through CloudFront (origin-guard.ts), so every request to the product passes these rules.
 *
 * Rules: Amazon's IP reputation list and known bad inputs, then rate limits per client address on the public
 * routes (`/api/public/*`, reachable without a token): one for all their requests and a tighter one for writes
 * (sign-up), and one of their own for clock terminals' uploads. The API keeps its own per-address counters too; WAF stops a flood before it costs a Lambda call.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { physicalName } from '../definitions';
import type { StageSettings } from './stage';

/** CloudFront's web ACLs are managed in this region only. */
export const edgeRegion = 'us-east-1';

/** The path prefix of the routes that need no token. */
export const publicApiPrefix = '/api/public/';
/**
 * Clock terminals' uploads: a site's terminals share one address and upload all day, so they have a limit of
 * their own instead of the sign-up's (the API counts them per address and per customer number as well).
 */
export const terminalUploadsPrefix = '/api/public/terminals/';

export interface EdgeStackProps extends StackProps {
  settings: StageSettings;
}

function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName };
}

function managedRuleGroup(name: string, priority: number): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
    overrideAction: { none: {} },
    visibilityConfig: visibility(name),
  };
}

const publicPath: CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: publicApiPrefix,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};

const terminalPath: CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: terminalUploadsPrefix,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};

const notTerminalPath: CfnWebACL.StatementProperty = { notStatement: { statement: terminalPath } };

const writeMethod: CfnWebACL.StatementProperty = {
  notStatement: {
    statement: {
      byteMatchStatement: {
        fieldToMatch: { method: {} },
        positionalConstraint: 'EXACTLY',
        searchString: 'GET',
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    },
  },
};

/** Blocks an address (the viewer's, as CloudFront sees it) over `limit` requests in five minutes with 429. */
function rateRule(
  name: string,
  priority: number,
  limit: number,
  scopeDown: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    statement: {
      rateBasedStatement: {
        limit,
        aggregateKeyType: 'IP',
        evaluationWindowSec: 300,
        scopeDownStatement: scopeDown,
      },
    },
    action: { block: { customResponse: { responseCode: 429 } } },
    visibilityConfig: visibility(name),
  };
}

export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { settings } = props;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: physicalName(settings.stage, 'web'),
      description: `Shiftplan ${settings.stage}: rules in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(physicalName(settings.stage, 'web')),
      rules: [
        managedRuleGroup('AWSManagedRulesAmazonIpReputationList', 0),
        managedRuleGroup('AWSManagedRulesKnownBadInputsRuleSet', 1),
        rateRule('public-writes-per-address', 2, settings.wafPublicLimits.writes, {
          andStatement: { statements: [publicPath, writeMethod, notTerminalPath] },
        }),
        rateRule('public-per-address', 3, settings.wafPublicLimits.all, {
          andStatement: { statements: [publicPath, notTerminalPath] },
        }),
        rateRule('terminal-uploads-per-address', 4, settings.wafPublicLimits.terminals, terminalPath),
      ],
    });
  }
}
