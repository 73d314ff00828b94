/**
 * Makes the API answer only requests that came through CloudFront (or, locally, through the runner's adapter):
 * CloudFront adds a secret header to every origin request (web-stack.ts; the value lives in Secrets Manager),
 * and a request to the execute-api URL without it is refused before anything else runs. Otherwise a caller of
 * that URL would bypass the WAF, and could forge `CloudFront-Viewer-Address` to get a rate-limit bucket of
 * their own.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { config } from '../config';
import { logger } from '../logger';

/** The header CloudFront (and the local adapter) adds to every request it forwards to the API. */
export const originVerifyHeader = 'x-origin-verify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the origin secret. Without a configured secret nothing is checked. */
export function isFromOrigin(
  headers: Record<string, string | undefined> | undefined,
  secret: string | undefined,
): boolean {
  if (secret === undefined) return true;
  const sent = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === originVerifyHeader)?.[1];
  // Digests have one length, so the comparison takes the same time whatever was sent.
  return sent !== undefined && timingSafeEqual(digest(sent), digest(secret));
}

/** The same answer API Gateway gives a request it refuses: no error body of ours, nothing to learn from. */
const forbidden: APIGatewayProxyStructuredResultV2 = {
  statusCode: 403,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: JSON.stringify({ message: 'Forbidden' }),
};

export const originGuard = <E extends APIGatewayProxyEventV2, C extends Context>(): middy.MiddlewareObj<
  E,
  APIGatewayProxyStructuredResultV2,
  Error,
  C
> => ({
  before: (request) => {
    const secret = config.originVerifySecret;
    if (secret === undefined && config.stage !== 'local') {
      // Fail closed: a deployed function without its secret would otherwise be reachable around CloudFront.
      logger.error('ORIGIN_VERIFY_SECRET is not set; refusing the request');
      return forbidden;
    }
    if (isFromOrigin(request.event.headers, secret)) return undefined;
    logger.warn('Request without the origin header refused', { route: request.event.routeKey });
    return forbidden;
  },
});
