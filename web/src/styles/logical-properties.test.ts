// Fails on a physical direction in the app's CSS (margin-left, right:, text-align: left, a
// four-value margin whose sides differ...): with logical properties (margin-inline-start,
// inset-inline-end, text-align: start) the layout mirrors by itself in Arabic. Geometry that must not
// mirror (a wheel's centre, a spotlight's viewport coordinates) says so in a comment on the line
// before: /* physical: why */.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = dirname(import.meta.dirname);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const PHYSICAL_PROPERTY = /^(?:(?:margin|padding|border)-(?:left|right)(?:-\w+)?|left|right|border-(?:top|bottom)-(?:left|right)-radius)$/;
const PHYSICAL_VALUE = /^(?:text-align|float|clear|caption-side|justify-self|justify-items|resize)$/;

/** Each physical declaration of a stylesheet, as "line: declaration". */
export function physicalDeclarations(css: string): string[] {
  const lines = css.split('\n');
  const found: string[] = [];
  lines.forEach((line, index) => {
    const match = /^\s*([a-z-]+)\s*:\s*([^;]+);/.exec(line);
    if (!match) return;
    const [, property = '', value = ''] = match;
    const sides = value.trim().split(/\s+/);
    const physical =
      PHYSICAL_PROPERTY.test(property) ||
      (PHYSICAL_VALUE.test(property) && /\b(?:left|right)\b/.test(value)) ||
      (/^(?:margin|padding|inset|border-width|border-style|border-color)$/.test(property) && sides.length === 4 && sides[1] !== sides[3]);
    if (physical && !/\/\*\s*physical:/.test(lines[index - 1] ?? '')) found.push(`${index + 1}: ${line.trim()}`);
  });
  return found;
}

describe('the stylesheets use logical directions', () => {
  it('finds the physical directions it guards against (and allows the rest)', () => {
    const css = [
      '.a {',
      '  margin-left: 4px;',
      '  right: 0;',
      '  text-align: left;',
      '  margin: 0 2rem 0 0;',
      '  margin: 0 1rem;',
      '  margin-inline-start: 4px;',
      '  text-align: start;',
      '  /* physical: a centre */',
      '  left: 50%;',
      '}',
    ].join('\n');
    expect(physicalDeclarations(css)).toEqual(['2: margin-left: 4px;', '3: right: 0;', '4: text-align: left;', '5: margin: 0 2rem 0 0;']);
  });

  const files = cssFiles(SRC);

  it('reads the app’s stylesheets', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [relative(SRC, file), file]))('%s has no physical direction', (_name, file) => {
    expect(physicalDeclarations(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
