import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../errors';
import { clientIp, isOriginVerified, STALE_SECRET_RETRY_AFTER_SECONDS, viewerIp } from './client-ip';

describe('viewerIp', () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['2001:db8::1:443', '2001:db8::1'],
    ['2001:db8:85a3::8a2e:370:7334:65535', '2001:db8:85a3::8a2e:370:7334'],
    ['::1:80', '::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
  ])('reads the IP of %s (the port is after the last colon)', (address, ip) => {
    expect(viewerIp(address)).toBe(ip);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['an IPv4 address without a port', '198.51.100.10'],
    ['a port without an address', ':443'],
    ['a non-numeric port', '198.51.100.10:https'],
    ['a host name', 'example.com:443'],
    ['an address list', '198.51.100.10, 203.0.113.5:443'],
    ['an out-of-range octet', '198.51.100.300:443'],
  ])('answers null for %s', (_name, address) => {
    expect(viewerIp(address)).toBeNull();
  });
});

describe('isOriginVerified', () => {
  it('accepts exactly the secret', () => {
    expect(isOriginVerified('s3cret-value', 's3cret-value')).toBe(true);
    expect(isOriginVerified('s3cret-valuE', 's3cret-value')).toBe(false);
    expect(isOriginVerified('s3cret', 's3cret-value')).toBe(false);
    expect(isOriginVerified('s3cret-value-and-more', 's3cret-value')).toBe(false);
    expect(isOriginVerified('', 's3cret-value')).toBe(false);
    expect(isOriginVerified(undefined, 's3cret-value')).toBe(false);
  });
});

describe('clientIp', () => {
  const secret = 'the-origin-secret';

  it('is the request context sourceIp when no secret is configured, whatever the headers claim', () => {
    const headers = { 'cloudfront-viewer-address': '203.0.113.9:1234', 'x-origin-verify': 'anything' };
    expect(clientIp(headers, '10.1.2.3', null)).toBe('10.1.2.3');
  });

  it('is the viewer address behind a verified CloudFront request', () => {
    const headers = { 'x-origin-verify': secret, 'cloudfront-viewer-address': '2001:db8::7:51234' };
    expect(clientIp(headers, '130.176.1.1', secret)).toBe('2001:db8::7');
  });

  it('falls back to the edge sourceIp when the viewer address is missing or garbled', () => {
    expect(clientIp({ 'x-origin-verify': secret }, '130.176.1.1', secret)).toBe('130.176.1.1');
    expect(clientIp({ 'x-origin-verify': secret, 'cloudfront-viewer-address': 'not-an-ip' }, '130.176.1.1', secret)).toBe('130.176.1.1');
  });

  it('refuses a request without the header with 403, even one naming a viewer', () => {
    const call = () => clientIp({ 'cloudfront-viewer-address': '203.0.113.9:1234' }, '203.0.113.9', secret);
    expect(call).toThrow(ForbiddenError);
  });

  it('refuses a request with another secret as unavailable, with Retry-After (CloudFront may still send the previous one)', () => {
    const call = () => clientIp({ 'x-origin-verify': 'guess', 'cloudfront-viewer-address': '203.0.113.9:1234' }, '203.0.113.9', secret);
    expect(call).toThrow(expect.objectContaining({ name: 'UnavailableError', retryAfterSeconds: STALE_SECRET_RETRY_AFTER_SECONDS }));
  });
});
