// Light, dark or system theme (spec section 4): default dark; 'system' follows the device's colour
// scheme and changes with it. The choice is stored as a record, whose localStorage mirror the
// inline script in index.html reads before first paint (no flash of the wrong theme).
import { DEFAULT_THEME, type Theme } from '@fitchoice/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { readRecordNow, watchMirrorElsewhere, writeRecord } from '../db/local-records';

export type ResolvedTheme = 'light' | 'dark';

const LIGHT_QUERY = '(prefers-color-scheme: light)';

export function resolveTheme(theme: Theme, systemPrefersLight: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersLight ? 'light' : 'dark';
  return theme;
}

/** The theme the first paint used: the synchronous mirror, else the default. */
export function readThemeMirror(): Theme {
  return readRecordNow('theme') ?? DEFAULT_THEME;
}

function applyTheme(resolved: ResolvedTheme) {
  document.documentElement.dataset.theme = resolved;
  document.documentElement.style.colorScheme = resolved;
}

function systemPrefersLight(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(LIGHT_QUERY).matches;
}

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readThemeMirror);
  const [prefersLight, setPrefersLight] = useState(systemPrefersLight);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(LIGHT_QUERY);
    const onChange = () => setPrefersLight(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // A theme chosen in another tab of this browser shows here too.
  useEffect(() => watchMirrorElsewhere(['theme'], () => setThemeState(readThemeMirror())), []);

  const resolvedTheme = resolveTheme(theme, prefersLight);
  useEffect(() => applyTheme(resolvedTheme), [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    writeRecord('theme', next).catch((error) => console.warn('Could not store the theme', error));
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
