// @vitest-environment happy-dom
// The CSP allows the third-party URL the web app loads by default (the map tiles); this keeps the copy in
// functions/src/http/security-headers.ts in step with the web app's own (the app's modules read import.meta.env, which the
// CDK app run by tsx does not have, so the stack cannot import them itself).
import path from 'node:path';
import { WEB_DEFAULT_MAP_TILE_URL } from '@fitchoice/functions/security-headers';
import { expect, it } from 'vitest';

const features = path.resolve(import.meta.dirname, '../../web/src/features');

it("matches the web app's default map tile URL", async () => {
  const map = (await import(path.join(features, 'gyms/GymMap.tsx'))) as { TILE_URL: string };
  expect(WEB_DEFAULT_MAP_TILE_URL).toEqual(map.TILE_URL);
});
