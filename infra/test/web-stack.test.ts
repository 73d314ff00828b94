/** The web stack: CloudFront, security headers, the SPA rewrite and the site upload. */
import vm from 'node:vm';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { originVerifyHeader } from '@app/functions/api/origin-guard';
import { contentSecurityPolicy, spaRewriteCode } from '../src/stacks/web-stack';
import { propertiesOf, region, useStages, type Json } from './support/synth';

const stages = useStages();

describe('web stack', () => {
  it('serves the private bucket through origin access control', () => {
    const template = stages.dev.templates.web;
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([
          Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: Match.anyValue() }),
        ]),
        CustomErrorResponses: Match.absent(),
      }),
    });
  });

  it('adds the security headers with CSP and HSTS to every behaviour', () => {
    const template = stages.dev.templates.web;
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const [policyId] = Object.keys(policies);
    const csp = contentSecurityPolicy(region);
    expect(csp).toContain("frame-ancestors 'none'");
    // An injected form cannot send what it collects anywhere but to us.
    expect(csp).toContain("form-action 'self'");
    // The installable app (issue 27): its service worker and manifest from our own origin only.
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain(`connect-src 'self' https://cognito-idp.${region}.amazonaws.com`);
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: csp, Override: true },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 2 * 365 * 24 * 3600,
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ Override: true }),
        },
      }),
    });
    const [distribution] = propertiesOf(template, 'AWS::CloudFront::Distribution');
    const config = distribution?.DistributionConfig as { DefaultCacheBehavior: Json; CacheBehaviors: Json[] };
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('routes /api/* uncached with all methods and viewer headers to the HTTP API', () => {
    const [distribution] = propertiesOf(stages.dev.templates.web, 'AWS::CloudFront::Distribution');
    const config = distribution?.DistributionConfig as { CacheBehaviors: Json[]; Origins: Json[] };
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
    });
    expect(api?.FunctionAssociations).toBeUndefined();
    const origin = config.Origins.find((o) => o.Id === api?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('shiftplan-dev-api');
    expect(origin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('sends the origin secret to the API as a Secrets Manager reference, never as a value', () => {
    const [distribution] = propertiesOf(stages.dev.templates.web, 'AWS::CloudFront::Distribution');
    const config = distribution?.DistributionConfig as { CacheBehaviors: Json[]; Origins: Json[] };
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    const origin = config.Origins.find((o) => o.Id === api?.TargetOriginId);
    const headers = origin?.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[];
    expect(headers.map((header) => header.HeaderName)).toEqual([originVerifyHeader]);
    const value = JSON.stringify(headers[0]?.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain('shiftplan-dev-api');
    // The S3 origin gets no secret.
    const site = config.Origins.find((o) => o.Id !== api?.TargetOriginId);
    expect(site?.OriginCustomHeaders).toBeUndefined();
  });

  it('puts the distribution behind the web ACL of the edge stack', () => {
    const [distribution] = propertiesOf(stages.dev.templates.web, 'AWS::CloudFront::Distribution');
    const webAcl = JSON.stringify((distribution?.DistributionConfig as Json | undefined)?.WebACLId);
    expect(webAcl).toContain('shiftplan-dev-edge');
    expect(webAcl).toContain('us-east-1');
  });

  it('rewrites extension-less paths of the SPA to /index.html and nothing else', () => {
    // The CloudFront Function's source, run here as plain JavaScript.
    const handler = vm.runInNewContext(`${spaRewriteCode}; handler;`) as (event: {
      request: { uri: string };
    }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/calendar/month')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/api-docs/swagger-ui.css')).toBe('/api-docs/swagger-ui.css');
    expect(rewrite('/api/tasks/1')).toBe('/api/tasks/1');
    stages.dev.templates.web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: spaRewriteCode,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('deploys web/dist when it exists and otherwise leaves a note', () => {
    stages.dev.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 1);
    stages.prod.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(stages.prod.stacks.web).hasInfo(
      '*',
      Match.stringLikeRegexp('the web app is not deployed'),
    );
  });
});
