// The router's typed context: the query client and a live view of the session for route guards.
import type { User } from '@fitchoice/shared/api';
import { isGuestUser } from '@fitchoice/shared/api';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../api/queries';

export interface AuthSnapshot {
  /** The signed-in user or guest, or null for a visitor. */
  readonly user: User | null;
  readonly isGuest: boolean;
}

export interface RouterContext {
  auth: AuthSnapshot;
  queryClient: QueryClient;
}

/**
 * Reads the session query's cached answer each time a guard asks, so a guard that runs right
 * after sign-in or logout sees the new session without waiting for React to re-render.
 */
export function createAuthSnapshot(queryClient: QueryClient): AuthSnapshot {
  return {
    get user() {
      return queryClient.getQueryData(sessionQuery.queryKey) ?? null;
    },
    get isGuest() {
      return isGuestUser(queryClient.getQueryData(sessionQuery.queryKey));
    },
  };
}

/** Only same-app paths are followed after sign-in, never another origin ("//evil.example"). */
export function safeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;
}
