import { describe, expect, it } from 'vitest';
import { clientAddress, viewerIp } from './client-address';

const input = (headers: Record<string, string>, sourceIp = '192.0.2.10') => ({ headers, sourceIp });

describe('the client address for per-address limits', () => {
  it('is the viewer address CloudFront forwards, without its port', () => {
    expect(clientAddress(input({ 'cloudfront-viewer-address': '198.51.100.7:46532' }))).toBe('198.51.100.7');
    expect(clientAddress(input({ 'cloudfront-viewer-address': '2001:db8:0:0:0:0:0:8:46532' }))).toBe(
      '2001:db8:0:0:0:0:0:8',
    );
    expect(clientAddress(input({ 'cloudfront-viewer-address': '2001:DB8::8:443' }))).toBe('2001:db8::8');
    expect(clientAddress(input({ 'cloudfront-viewer-address': '[2001:db8::8]:443' }))).toBe('2001:db8::8');
  });

  it('ignores X-Forwarded-For, whose entries an edge or the caller writes', () => {
    expect(
      clientAddress(
        input({
          'x-forwarded-for': '203.0.113.1, 130.176.0.1',
          'cloudfront-viewer-address': '198.51.100.7:1',
        }),
      ),
    ).toBe('198.51.100.7');
    expect(clientAddress(input({ 'x-forwarded-for': '203.0.113.1' }, '127.0.0.1'))).toBe('127.0.0.1');
  });

  it('falls back to the socket address without the header or with a value that is no address', () => {
    expect(clientAddress(input({}, '127.0.0.1'))).toBe('127.0.0.1');
    for (const broken of ['', 'unknown', 'example.com:443', '999.1.1.1:80', '2001:db8::8', '::1', '[::1'])
      expect(clientAddress(input({ 'cloudfront-viewer-address': broken }, '127.0.0.1')), broken).toBe(
        '127.0.0.1',
      );
  });

  it('counts an IPv4-mapped IPv6 viewer as its IPv4 address', () => {
    expect(viewerIp('::ffff:198.51.100.7:5000')).toBe('198.51.100.7');
    expect(viewerIp('198.51.100.7')).toBe('198.51.100.7');
  });
});
