// Spec section 8: using the auth hook outside its provider throws an error (the theme hook too).
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth';
import { useTheme } from './theme';

afterEach(cleanup);

function UsesAuth() {
  useAuth();
  return null;
}

function UsesTheme() {
  useTheme();
  return null;
}

describe('hooks outside their provider', () => {
  it.each([
    { case: 'useAuth', Component: UsesAuth, message: 'useAuth must be used inside <AuthProvider>' },
    { case: 'useTheme', Component: UsesTheme, message: 'useTheme must be used inside <ThemeProvider>' },
  ])('$case throws', ({ Component, message }) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Component />)).toThrow(message);
    error.mockRestore();
  });
});
