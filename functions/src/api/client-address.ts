import { isIP } from 'node:net';
import type { AnyOperationInput } from './operation';

/**
 * The client's address for per-address limits.
 *
 * In AWS, CloudFront adds `CloudFront-Viewer-Address` (the viewer's address and port, `198.51.100.7:46532` or
 * `2001:db8::8:46532`) to every origin request; it replaces a value a viewer sends, and the API answers only
 * requests that carry CloudFront's secret origin header (origin-guard.ts), so the header cannot be forged.
 * `X-Forwarded-For` is not used: behind CloudFront its last entry is an edge address, shared by everyone
 * behind that edge. Without the header (the local runner) the socket's address is the client's.
 */
export function clientAddress(input: Pick<AnyOperationInput, 'headers' | 'sourceIp'>): string {
  const viewer = input.headers['cloudfront-viewer-address'];
  return (viewer === undefined ? undefined : viewerIp(viewer)) ?? input.sourceIp;
}

/** The IP of a `CloudFront-Viewer-Address` value without its port; undefined when it is not an address. */
export function viewerIp(value: string): string | undefined {
  const text = value.trim();
  let ip: string;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1] !== undefined) {
    ip = bracketed[1];
  } else if (text.includes('.') && !text.includes('::') && text.split(':').length <= 2) {
    // IPv4, with or without its port.
    ip = text.replace(/:\d+$/, '');
  } else {
    // IPv6 as CloudFront writes it: unbracketed, the port after the last colon.
    const port = /:(\d{1,5})$/.exec(text);
    if (!port) return undefined;
    ip = text.slice(0, -port[0].length);
  }
  if (isIP(ip) === 0) return undefined;
  // One client, one bucket: an IPv4-mapped IPv6 address counts as the IPv4 address.
  return ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}
