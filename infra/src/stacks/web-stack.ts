/**
 * The web app: `web/dist` in a private bucket behind CloudFront (origin access control), security headers on
 * every answer, `/api/*` forwarded uncached to the HTTP API on the same origin, and a CloudFront Function that
 * serves `index.html` for the SPA's client-side routes (extension-less paths) without touching API errors.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Annotations, CfnOutput, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { buildContentSecurityPolicy } from '../content-security-policy';
import { originVerifyHeader } from '@app/functions/api/origin-guard';
import type { ApiStack } from './api-stack';
import type { EdgeStack } from './edge-stack';
import type { StageSettings } from './stage';

export interface WebStackProps extends StackProps {
  settings: StageSettings;
  api: ApiStack;
  /** The WAF rules of every request (in us-east-1, read through a cross-region reference). */
  edge: EdgeStack;
  /** Built SPA to upload; skipped (with a note) when the folder does not exist. */
  webDistDir: string;
}

/**
 * Viewer-request function of the default behaviour: a path whose last segment has no file extension is a route
 * of the SPA and gets `index.html`. Files keep their 404, and `/api/*` never reaches this function.
 */
export const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (uri.indexOf('/api/') !== 0 && lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** The Content-Security-Policy of every answer; Amplify talks to the Cognito endpoint of the region. */
export function contentSecurityPolicy(region: string): string {
  return buildContentSecurityPolicy(
    [`https://cognito-idp.${region}.amazonaws.com`],
    // Signed URLs of the files bucket (another stack) are virtual-hosted: `<bucket>.s3.<region>.amazonaws.com`.
    [`https://*.s3.${region}.amazonaws.com`],
  );
}

export class WebStack extends Stack {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { settings, api, edge } = props;

    this.bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: !settings.retainData,
    });

    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Security headers of the ${settings.stage} web app`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(this.region), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for client-side routes of the SPA',
    });

    // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com: the origin wants the bare domain.
    const apiDomain = Fn.select(2, Fn.split('/', api.httpApi.apiEndpoint));

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Shiftplan ${settings.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: edge.webAcl.attrArn,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(apiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            // The API refuses requests without it; a dynamic reference, resolved by CloudFormation.
            customHeaders: { [originVerifyHeader]: api.originSecret.secretValue.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header but Host (API Gateway wants its own), and CloudFront's headers, among them
          // CloudFront-Viewer-Address: the client address of the per-address limits (client-address.ts).
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
          compress: true,
        },
      },
    });

    if (fs.existsSync(path.join(props.webDistDir, 'index.html'))) {
      new BucketDeployment(this, 'DeploySite', {
        sources: [Source.asset(props.webDistDir)],
        destinationBucket: this.bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    } else {
      Annotations.of(this).addInfo(
        `${props.webDistDir} has no index.html: the web app is not deployed (run "npm run build:web" first).`,
      );
    }

    new CfnOutput(this, 'Url', { value: `https://${this.distribution.distributionDomainName}` });
  }
}
