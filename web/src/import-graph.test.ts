// The web folders depend on each other without cycles: a feature may use another feature, the
// shell (app, routes, ui, api, db, outbox, i18n, pwa), or shared code, but never in a circle, so
// each folder can be read, tested and code-split on its own. Type-only imports count too.
import { relative } from 'node:path';
import { folderCycles, folderGraph } from '@fitchoice/shared/import-graph';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** The folder a file belongs to: features/<name>, or the top folder under src (app, routes, ui, ...). */
function folderOf(file: string): string {
  const parts = relative(SRC, file).split('/');
  if (parts[0] === 'features') return `features/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : '.';
}

describe('the import graph of web/src', () => {
  it('has no cycles between folders', () => {
    expect(folderCycles(folderGraph(SRC, folderOf))).toEqual([]);
  });

  it('sees the edges it should (a check of the check)', () => {
    const graph = folderGraph(SRC, folderOf);
    expect(graph.get('features/gyms')?.has('api')).toBe(true);
    expect(graph.get('routes')?.has('features/gyms')).toBe(true);
  });
});
