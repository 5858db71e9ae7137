// The web folders depend on each other without cycles: a feature may use another feature, the
// shell (app, routes, ui, api, db, outbox, i18n, pwa), or shared code, but never in a circle, so
// each folder can be read, tested and code-split on its own. Type-only imports count too.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The folder a file belongs to: features/<name>, or the top folder under src (app, routes, ui, ...). */
function folderOf(file: string): string {
  const parts = relative(SRC, file).split('/');
  if (parts[0] === 'features') return `features/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : '.';
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

export function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const target = resolveImport(file, (match[1] ?? match[2])!);
      if (!target) continue;
      const to = folderOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle's folders, each cycle once (Tarjan's strongly connected components of size > 1). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

// gyms <-> bookings is being untangled (the reviews form queues through bookings' actions while
// bookings shows gyms); it is the one cycle allowed, and no other may join it.
const KNOWN_CYCLES = [['features/bookings', 'features/gyms']];

describe('the import graph of web/src', () => {
  it('has no cycles between folders', () => {
    expect(cycles(folderGraph())).toEqual(KNOWN_CYCLES);
  });

  it('sees the edges it should (a check of the check)', () => {
    const graph = folderGraph();
    expect(graph.get('features/gyms')?.has('api')).toBe(true);
    expect(graph.get('routes')?.has('features/gyms')).toBe(true);
  });
});
