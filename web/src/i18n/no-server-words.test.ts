// Fails when a screen reads the server's English words of a refusal (ApiError's `serverMessage`, or
// shared's serverMessageOf): a refusal is worded by its `code` and `field` in the reader's language
// (api/field-errors.ts), so a partner reading Spanish never meets an English sentence.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The features folder (this file is src/i18n/no-server-words.test.ts).
const FEATURES = join(dirname(import.meta.dirname), 'features');
const SERVER_WORDS = /\.serverMessage\b|\bserverMessageOf\b/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Every line of the source that reads the server's words, as "line: text". */
export function serverWords(source: string): string[] {
  return source.split('\n').flatMap((line, index) => (line.match(SERVER_WORDS) ? [`${index + 1}: ${line.trim()}`] : []));
}

describe('screens word refusals themselves', () => {
  it('finds a read of the server’s words (and allows the rest)', () => {
    const source = [
      "const a = error.serverMessage ?? 'x';",
      'const b = serverMessageOf(error);',
      "const c = refusalMessageId(error, BY_CODE, 'x.refused.other');",
    ].join('\n');
    expect(serverWords(source)).toEqual(["1: const a = error.serverMessage ?? 'x';", '2: const b = serverMessageOf(error);']);
  });

  const files = sourceFiles(FEATURES);

  it('checks every feature', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files.map((file) => [relative(FEATURES, file), file]))('%s does not show the server’s words', (_name, file) => {
    expect(serverWords(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
