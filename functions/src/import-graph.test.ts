// The backend's folders depend on each other without cycles: a feature folder (its handler, store,
// rules and views) may use a lower feature, the infrastructure (http, dynamo, keys, mail, push, ...)
// or shared code, never in a circle, so each can be read, tested and changed on its own. A piece two
// features share sits in the lower one. Type-only imports count too. And no folder grows past 25
// source files (tests not counted): a folder that big holds more than one feature.
import { relative } from 'node:path';
import { folderCycles, folderGraph, sourceFiles } from '@fitchoice/shared/import-graph';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const MAX_SOURCE_FILES = 25;

/** The folder a file belongs to: its top folder under src, or '.' for the top-level modules. */
function folderOf(file: string): string {
  const parts = relative(SRC, file).split('/');
  return parts.length > 1 ? parts[0]! : '.';
}

describe('the import graph of functions/src', () => {
  it('has no cycles between folders', () => {
    expect(folderCycles(folderGraph(SRC, folderOf))).toEqual([]);
  });

  it('sees the edges it should (a check of the check)', () => {
    const graph = folderGraph(SRC, folderOf);
    expect(graph.get('check-in')?.has('bookings')).toBe(true);
    expect(graph.get('bookings')?.has('gyms')).toBe(true);
    expect(graph.get('dynamo')?.has('.')).toBe(true);
  });

  it(`has no folder of more than ${MAX_SOURCE_FILES} source files`, () => {
    const counts = new Map<string, number>();
    for (const file of sourceFiles(SRC)) counts.set(folderOf(file), (counts.get(folderOf(file)) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > MAX_SOURCE_FILES)).toEqual([]);
    expect(counts.get('local')).toBeGreaterThan(10);
  });
});
