import { ApiError } from '@fitchoice/shared/http-errors';
import { describe, expect, it } from 'vitest';
import { supportRefusalId } from './refusals';

describe('a refused support message or reply', () => {
  it.each([
    { name: 'a ticket gone, from the outbox', refusal: { error: 'No such ticket', code: 'not_found' }, id: 'contact.refused.notFound' },
    { name: 'a code the screens do not expect', refusal: { error: 'Teapot', code: 'teapot' }, id: 'contact.refused.other' },
    { name: 'a body that is not the API’s', refusal: '<html>Bad gateway</html>', id: 'contact.refused.other' },
  ])('is worded by its code: $name', ({ refusal, id }) => {
    expect(supportRefusalId(refusal)).toBe(id);
  });

  it('reads the code of an ApiError (the form sent online)', () => {
    const failure = new ApiError(429, JSON.stringify({ error: 'Too many requests from your network', code: 'too_many_requests' }));
    expect(supportRefusalId(failure)).toBe('contact.form.tooMany');
  });
});
