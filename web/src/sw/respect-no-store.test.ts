import { describe, expect, it } from 'vitest';
import { isNoStore, respectNoStore } from './respect-no-store';

const answer = (cacheControl?: string) =>
  new Response('{}', { status: 200, headers: cacheControl ? { 'cache-control': cacheControl } : {} });

describe('respectNoStore', () => {
  it.each([
    ['no-store', true],
    ['private, no-store', true],
    ['No-Store, max-age=0', true],
    ['private, no-cache', false],
    ['public, max-age=60', false],
    [undefined, false],
  ])('Cache-Control %s -> no-store %s', (cacheControl, expected) => {
    expect(isNoStore(answer(cacheControl))).toBe(expected);
  });

  it('passes a revalidated answer on to the cache and holds a no-store one back', async () => {
    const kept = answer('private, no-cache');
    const update = respectNoStore.cacheWillUpdate!;
    const args = (response: Response) => ({
      response,
      request: new Request('http://localhost/api/x'),
      event: undefined as never,
      state: {},
    });
    expect(await update(args(kept))).toBe(kept);
    expect(await update(args(answer('no-store')))).toBeNull();
  });
});
