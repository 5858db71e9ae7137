// The production build drops RxDB's console advert and nothing else (scripts/quiet-rxdb.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withoutRxdbAdvert } from '../../scripts/quiet-rxdb.mjs';

const require = createRequire(import.meta.url);
const rxdbMain = require.resolve('rxdb');
const dexieInstance = rxdbMain.replace(/dist[\\/].*$/, 'dist/esm/plugins/storage-dexie/rx-storage-instance-dexie.js');

describe('the production build of RxDB', () => {
  it("removes the Dexie storage's advert from the installed RxDB and keeps the write path", () => {
    const code = readFileSync(dexieInstance, 'utf8');
    expect(code).toContain('RxDB Open Core');
    const quiet = withoutRxdbAdvert(code, dexieInstance);
    expect(quiet).not.toBeNull();
    expect(quiet).not.toContain('RxDB Open Core');
    expect(quiet).not.toContain('rxdb.info/premium');
    expect(quiet).toContain('async bulkWrite(documentWrites, context)');
    expect(code.length - (quiet ?? '').length).toBeLessThan(1000);
  });

  it('leaves every other module alone', () => {
    expect(withoutRxdbAdvert("console.warn('x');", '/app/node_modules/rxdb/dist/esm/rx-database.js')).toBeNull();
  });

  it('fails the build when the advert is no longer where it was', () => {
    expect(() => withoutRxdbAdvert('export class X {}', dexieInstance)).toThrow(/update scripts\/quiet-rxdb\.mjs/);
  });
});
