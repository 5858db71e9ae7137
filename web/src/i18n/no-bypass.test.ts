// Fails when a screen shows words that are not in the catalogues: literal text between JSX tags,
// a string literal as a JSX child, or a literal accessible name (aria-label, title, alt,
// placeholder, label). Text inside an aria-hidden element (a decorative mark) is allowed.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

// The src folder (this file is src/i18n/no-bypass.test.ts).
const SRC = dirname(import.meta.dirname);
const SKIPPED_DIRS = new Set(['sw', 'test']);
const NAMED_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label']);
// Copy has a lowercase letter or two words; a format example such as "FC-XXXXX-XXXXX" has neither.
const WORDS = /\p{Ll}|\p{L}{2,}\s+\p{L}{2,}/u;

function screenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : screenFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function attributeName(attribute: Node): string | null {
  const name = attribute.name as Node | undefined;
  return name?.type === 'JSXIdentifier' ? String(name.name) : null;
}

function isAriaHidden(element: Node): boolean {
  const opening = element.openingElement as Node;
  return (opening.attributes as Node[]).some((attribute) => {
    if (attribute.type !== 'JSXAttribute' || attributeName(attribute) !== 'aria-hidden') return false;
    const value = attribute.value as Node | null;
    if (value === null) return true;
    if (value.type === 'StringLiteral') return value.value === 'true';
    const expression = (value.expression ?? null) as Node | null;
    return expression?.type === 'BooleanLiteral' && expression.value === true;
  });
}

function literalText(node: Node | null | undefined): string | null {
  if (!node) return null;
  if (node.type === 'StringLiteral') return String(node.value);
  if (node.type === 'TemplateLiteral') return (node.quasis as Node[]).map((quasi) => String((quasi.value as { raw: string }).raw)).join('');
  return null;
}

/** Every literal piece of copy in the file, as "line: text". */
export function bypasses(source: string): string[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: string[] = [];
  const report = (node: Node, text: string) => {
    const line = (node.loc?.start.line ?? 0) + (/^\s*/.exec(text)?.[0].split('\n').length ?? 1) - 1;
    found.push(`${line}: ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: Node) => {
    if (node.type === 'JSXElement' && isAriaHidden(node)) return;
    if (node.type === 'JSXText' && WORDS.test(String(node.value))) report(node, String(node.value));
    if (node.type === 'JSXElement' || node.type === 'JSXFragment') {
      // A string given as a child ({'Book now'}); strings elsewhere in expressions are class names, keys, ids.
      for (const child of node.children as Node[]) {
        const text = child.type === 'JSXExpressionContainer' ? literalText(child.expression as Node) : null;
        if (text !== null && WORDS.test(text)) report(child, text);
      }
    }
    if (node.type === 'JSXAttribute' && NAMED_ATTRIBUTES.has(attributeName(node) ?? '')) {
      const value = node.value as Node | null;
      const text = value?.type === 'JSXExpressionContainer' ? literalText(value.expression as Node) : literalText(value);
      if (text !== null && WORDS.test(text)) report(node, text);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      if (Array.isArray(child)) child.filter(isNode).forEach(visit);
      else if (isNode(child)) visit(child);
    }
  };
  visit(ast.program as unknown as Node);
  return found.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
}

describe('screens take their words from the catalogues', () => {
  it('finds the kinds of bypass it guards against (and allows the rest)', () => {
    const source = `
      export const A = () => (
        <div title="Hi there" aria-label={'Menu'}>
          Book now
          {'Per visit'}
          <span aria-hidden="true">F</span>
          <img alt="" src="x.png" />
          <FormattedMessage id="gym.book_now" />
          {user.name} {42} {' '}
        </div>
      );`;
    expect(bypasses(source)).toEqual(['3: "Hi there"', '3: "Menu"', '4: "Book now"', '5: "Per visit"']);
  });

  const files = screenFiles(SRC);

  it('checks the app’s screens', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.map((file) => [relative(SRC, file), file]))('%s shows no literal copy', (_name, file) => {
    expect(bypasses(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
