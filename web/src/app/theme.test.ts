import { STORAGE_KEYS } from '@fitchoice/shared';
import { describe, expect, it } from 'vitest';
import { readThemeMirror, resolveTheme } from './theme';

describe('theme', () => {
  it.each([
    { theme: 'light', prefersLight: false, resolved: 'light' },
    { theme: 'dark', prefersLight: true, resolved: 'dark' },
    { theme: 'system', prefersLight: true, resolved: 'light' },
    { theme: 'system', prefersLight: false, resolved: 'dark' },
  ] as const)('$theme with a light system = $prefersLight -> $resolved', ({ theme, prefersLight, resolved }) => {
    expect(resolveTheme(theme, prefersLight)).toBe(resolved);
  });

  it('starts dark when nothing (or nonsense) is stored', () => {
    localStorage.removeItem(STORAGE_KEYS.theme);
    expect(readThemeMirror()).toBe('dark');
    localStorage.setItem(STORAGE_KEYS.theme, 'purple');
    expect(readThemeMirror()).toBe('dark');
    localStorage.setItem(STORAGE_KEYS.theme, 'system');
    expect(readThemeMirror()).toBe('system');
  });
});
