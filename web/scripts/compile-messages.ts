// A build plugin: compiles every catalogue string (features/**/messages*.ts, i18n/messages/*.ts) to
// the ICU message AST react-intl formats without parsing, so the built app leaves out the ICU
// parser (about 7 KB gzipped on every first screen) and parses nothing at run time. vite.config.ts
// then points the parser at its no-parser build. Tests and `npm run dev` keep the strings and the parser.
import { parse } from '@formatjs/icu-messageformat-parser';
import { type Plugin, parseAst } from 'vite';

// A feature's catalogue and its copies (messages.ts, messages.ar.ts...), the core one and its copies (en.ts, ar.ts...).
const CATALOGUE = /\/src\/(features\/.+\/messages(\.[a-z]{2})?|i18n\/messages\/([a-z]{2}|pwa))\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The string a literal or an expression-free template spells, else undefined. */
function stringOf(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as { value: { cooked: string } }[] | undefined;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) return quasis?.[0]?.value.cooked;
  return undefined;
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) isNode(item) && walk(item, visit);
    else if (isNode(value)) walk(value, visit);
  }
}

/** The catalogue's source with each message replaced by its AST as JSON. */
export function compileCatalogue(code: string, file: string): string {
  const language = /[/.]([a-z]{2})\.ts$/.exec(file)?.[1] ?? 'en';
  const edits: { start: number; end: number; text: string }[] = [];
  walk(parseAst(code) as unknown as Node, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const properties = (node.properties as Node[]).filter((property) => property.type === 'Property');
    const messages = properties.filter((property) => stringOf(property.value as Node) !== undefined);
    // An object without strings (the translations' loaders) is no catalogue.
    if (messages.length === 0) return;
    if (messages.length !== properties.length) {
      throw new Error(`${file}: a catalogue's messages must be plain strings (the build compiles them)`);
    }
    for (const property of messages) {
      const value = property.value as Node;
      const message = stringOf(value) as string;
      // An empty string stays one: react-intl falls back on it without formatting.
      if (message !== '')
        edits.push({ start: value.start, end: value.end, text: JSON.stringify(parse(message, { locale: new Intl.Locale(language) })) });
    }
  });
  let compiled = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    compiled = compiled.slice(0, edit.start) + edit.text + compiled.slice(edit.end);
  return compiled;
}

export function compileMessages(): Plugin {
  return {
    name: 'fitchoice:compile-messages',
    apply: 'build',
    // After TypeScript is stripped, so the code parses as JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      return { code: compileCatalogue(code, id), map: null };
    },
  };
}
