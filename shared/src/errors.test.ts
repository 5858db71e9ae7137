import { describe, expect, it } from 'vitest';
import { httpErrorMessage, serverMessageOf, statusOfErrorMessage } from './errors';

describe('error messages (spec section 8)', () => {
  it('is the status, a colon and the text', () => {
    expect(httpErrorMessage(404, 'Not Found')).toBe('404: Not Found');
    expect(statusOfErrorMessage('503: {"error":"down"}')).toBe(503);
    expect(statusOfErrorMessage('boom')).toBeNull();
  });

  it('reads the server message out of a JSON body', () => {
    expect(serverMessageOf(new Error('401: {"error":"Invalid email or password"}'))).toBe('Invalid email or password');
    expect(serverMessageOf(new Error('400: {"success":false,"message":"Bad hash"}'))).toBe('Bad hash');
    expect(serverMessageOf(new Error('502: Bad Gateway'))).toBe('Bad Gateway');
    expect(serverMessageOf('not an error')).toBeUndefined();
  });
});
