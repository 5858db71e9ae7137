// GET /api/location/ip over real HTTP: the position CloudFront placed the caller at, from the
// CloudFront-Viewer-Latitude/-Longitude headers it adds (sent here as CloudFront would), and 204
// without them (the local runtime has no CloudFront) or with values that place no one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { send, startTestStack } from './helpers';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
});
afterAll(async () => {
  await stack?.stop();
});

const locate = (headers: Record<string, string> = {}) => send(stack.url, '/api/location/ip', { headers });
const placed = (latitude: string, longitude: string) =>
  locate({ 'CloudFront-Viewer-Latitude': latitude, 'CloudFront-Viewer-Longitude': longitude });

describe('GET /api/location/ip', () => {
  it("answers where CloudFront placed the viewer, for the viewer's browser to keep an hour", async () => {
    const answer = await placed('42.30680', '-83.70590');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ latitude: 42.3068, longitude: -83.7059 });
    expect(answer.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('answers 204 without the headers, as locally', async () => {
    const answer = await locate();
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(answer.headers['cache-control']).toBe('private, max-age=3600');
  });

  it.each([
    { case: 'a latitude out of range', latitude: '123.5', longitude: '2.35' },
    { case: 'a longitude out of range', latitude: '12.1', longitude: '-200.0' },
    { case: 'words', latitude: 'north', longitude: 'east' },
    { case: 'one of the two', latitude: '48.85', longitude: '' },
    { case: 'an exponent', latitude: '4e1', longitude: '2' },
  ])('answers 204 for $case', async ({ latitude, longitude }) => {
    expect((await placed(latitude, longitude)).status).toBe(204);
  });
});
