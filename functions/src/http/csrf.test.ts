import { describe, expect, it } from 'vitest';
import { assertSameOriginPost, isAllowedOrigin, isJsonContentType } from './csrf';

describe('origin rules', () => {
  it('matches a configured list exactly (scheme, host and port)', () => {
    const allowed = ['http://localhost:3000', 'https://app.fitchoice.example'];
    expect(isAllowedOrigin('http://localhost:3000', 'localhost:3000', allowed)).toBe(true);
    expect(isAllowedOrigin('https://APP.fitchoice.example/', 'x', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost:3001', 'localhost:3000', allowed)).toBe(false);
    expect(isAllowedOrigin('https://app.fitchoice.example.evil.com', 'x', allowed)).toBe(false);
    expect(isAllowedOrigin('null', 'localhost:3000', allowed)).toBe(false);
  });

  it('without a list, allows only the request host itself (https, or http on localhost)', () => {
    expect(isAllowedOrigin('https://fitchoice.example', 'fitchoice.example', [])).toBe(true);
    expect(isAllowedOrigin('http://fitchoice.example', 'fitchoice.example', [])).toBe(false);
    expect(isAllowedOrigin('http://localhost:3000', 'localhost:3000', [])).toBe(true);
    expect(isAllowedOrigin('https://other.example', 'fitchoice.example', [])).toBe(false);
    expect(isAllowedOrigin('https://fitchoice.example', undefined, [])).toBe(false);
  });

  it('knows a JSON content type with or without parameters', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/jsonp')).toBe(false);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });

  it('lets a bodiless cookieless POST through without an Origin', () => {
    expect(() => assertSameOriginPost({ headers: {}, hasBody: false, hasSessionCookie: false, allowedOrigins: [] })).not.toThrow();
    expect(() => assertSameOriginPost({ headers: {}, hasBody: false, hasSessionCookie: true, allowedOrigins: [] })).toThrow(/Origin/);
  });
});
