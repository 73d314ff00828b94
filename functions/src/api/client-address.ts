import type { OperationInput } from './operation';

/**
 * The client's address for per-address limits. Behind CloudFront, API Gateway sees CloudFront's address and
 * CloudFront appends the viewer's address as the last `X-Forwarded-For` entry.
 */
export function clientAddress(
  input: Pick<OperationInput<unknown, unknown, unknown>, 'headers' | 'sourceIp'>,
): string {
  const forwarded = input.headers['x-forwarded-for']
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? input.sourceIp;
}
