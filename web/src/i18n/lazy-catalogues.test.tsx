// A code-split screen's strings load with its code: the screen, loaded by the router on the first
// visit, shows its own copy (in English, and in Spanish once chosen) from its first paint: never a
// message id, never a missing-translation error.
import type { LanguageCode } from '@fitchoice/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDatabase, openTestDatabase } from '../db/test-database';
import { I18nProvider } from './I18nProvider';
import { loadLanguage, messagesFor, withStrings } from './messages';

/** A router whose one screen loads on the first visit, as the app's routes do (routes/tree.tsx). */
function routerFor(screenModule: () => Promise<Record<string, () => React.ReactNode>>, exportName: string) {
  const root = createRootRoute({ component: Outlet });
  const only = createRoute({ getParentRoute: () => root, path: '/', component: lazyRouteComponent(withStrings(screenModule), exportName) });
  return createRouter({ routeTree: root.addChildren([only]), history: createMemoryHistory({ initialEntries: ['/'] }) });
}

/** Every text the document showed, however briefly, while the test ran. */
function recordTexts(): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'characterData') texts.push(mutation.target.textContent ?? '');
      for (const node of mutation.addedNodes) texts.push(node.textContent ?? '');
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  errors = vi.spyOn(console, 'error');
  // A screen may list what waits in the outbox: the device's database is there, as in the app.
  await openTestDatabase();
});
afterEach(async () => {
  cleanup();
  errors.mockRestore();
  await closeDatabase();
});

async function visit(language: LanguageCode, router: ReturnType<typeof routerFor>) {
  const shown = recordTexts();
  // A screen that reads the API finds no server here: its reads fail at once, as offline.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, queryFn: () => Promise.reject(new Error('offline')) } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider language={language}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return shown;
}

describe('a code-split screen’s catalogue', () => {
  it('is not loaded before the screen is visited, and its English copy shows from the first paint', async () => {
    expect(messagesFor('en')).not.toHaveProperty('terms.s1.title');

    const shown = await visit(
      'en',
      routerFor(() => import('../features/support/TermsScreen'), 'TermsScreen'),
    );

    expect(await screen.findByRole('heading', { level: 2, name: 'Your account' })).toBeTruthy();
    expect(screen.getByText('Last updated 1 November 2026')).toBeTruthy();
    shown.stop();
    expect(shown.texts.filter((text) => /\bterms\.[a-z]/.test(text))).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows Spanish once Spanish is chosen, with no English or id first', async () => {
    await loadLanguage('es');
    // Neither the screen's English nor its Spanish copy is loaded before the visit.
    expect(messagesFor('es')).not.toHaveProperty('challenges.intro');

    const shown = await visit(
      'es',
      routerFor(() => import('../features/challenges/ChallengesScreen'), 'ChallengesScreen'),
    );

    expect(await screen.findByText('Objetivos con plazo, como 10 visitas en 30 días, que dan XP extra.')).toBeTruthy();
    // Registered with the screen: the English copy is there for a language without a translation.
    expect(messagesFor('de')).toHaveProperty('challenges.intro', 'Time-boxed goals, like 10 visits in 30 days, that pay out bonus XP.');
    shown.stop();
    expect(shown.texts.filter((text) => /\bchallenges\.[a-z]|Time-boxed goals/.test(text))).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
