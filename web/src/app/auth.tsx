// The session (spec sections 4 and 8): who is signed in, and sign in, sign up, continue as guest
// and log out, each with its toasts and stored records. Also answers the global `auth-logout`
// event: any module can end a guest's session with `window.dispatchEvent(new Event('auth-logout'))`.

import { PRODUCT_NAME } from '@fitchoice/shared';
import { isGuestUser, type LoginRequest, type SignupRequest, type User } from '@fitchoice/shared/api';
import { hashKey, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { endServerSessionIfPending, markLoggedOut } from '../api/logout-pending';
import { sessionQuery } from '../api/queries';
import { clearStoredUsers, deviceUser, dropSessionHint, SESSION_ENDED_EVENT, storeUser } from '../api/session';
import { removeRecord, watchMirrorElsewhere } from '../db/local-records';
import { type ToastHandle, toast } from '../ui/toast/toast-store';

export const AUTH_LOGOUT_EVENT = 'auth-logout';

// The calls and the logout's clean-up load when used: the first screen needs neither (nor the API
// client they bring).
const authApi = () => import('../api/auth');
const forgetUserData = () => import('./forget-user-data').then((module) => module.forgetUserData());
const discardEntriesOf = (userId: string) => import('../outbox/outbox').then((module) => module.discardEntriesOf(userId));

export interface AuthContextValue {
  user: User | null;
  /** True until the first session answer (or the stored fallback) is known. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isGuest: boolean;
  /** Each resolves with the user, or rejects with the ApiError (or network error) after its toast was shown. */
  login: (credentials: LoginRequest) => Promise<User>;
  signup: (registration: SignupRequest) => Promise<User>;
  loginAsGuest: () => Promise<User>;
  logout: () => Promise<void>;
  pending: { login: boolean; signup: boolean; guest: boolean; logout: boolean };
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ router, children }: { router: RegisteredRouter; children: ReactNode }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const user = session.data ?? null;

  const signedIn = useCallback(
    async (signedInUser: User) => {
      // A new session replaced the one a logout was still to end: that one is gone from this device.
      await removeRecord('logoutPending');
      await storeUser(signedInUser);
      queryClient.setQueryData(sessionQuery.queryKey, signedInUser);
    },
    [queryClient],
  );

  const loginMutation = useMutation({
    mutationFn: async (credentials: LoginRequest) => (await authApi()).login(credentials),
    onSuccess: async (signedInUser) => {
      await signedIn(signedInUser);
      toast({
        title: intl.formatMessage({ id: 'toast.login.success.title' }),
        description: intl.formatMessage({ id: 'toast.login.success.description' }),
      });
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'toast.login.failed.title' }),
        // The reason shows on the form (features/auth), worded by its code.
        description: intl.formatMessage({ id: 'toast.login.failed.description' }),
      });
    },
  });

  const signupMutation = useMutation({
    mutationFn: async (registration: SignupRequest) => (await authApi()).signup(registration),
    onSuccess: async (signedInUser) => {
      await signedIn(signedInUser);
      toast({
        title: intl.formatMessage({ id: 'toast.signup.success.title' }, { product: PRODUCT_NAME }),
        description: intl.formatMessage({ id: 'toast.signup.success.description' }),
      });
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'toast.signup.failed.title' }),
        // The reason shows on the form (features/auth), worded by its code.
        description: intl.formatMessage({ id: 'toast.signup.failed.description' }),
      });
    },
  });

  const guestMutation = useMutation({
    mutationFn: async () => (await authApi()).loginAsGuest(),
    onSuccess: async (guest) => {
      await signedIn(guest);
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      toast({
        title: intl.formatMessage({ id: 'toast.guest.success.title' }),
        description: intl.formatMessage({ id: 'toast.guest.success.description' }),
      });
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'toast.guest.failed.title' }),
        // The reason shows on the form (features/auth), worded by its code.
        description: intl.formatMessage({ id: 'toast.guest.failed.description' }),
      });
    },
  });

  const logoutMutation = useMutation({
    mutationFn: async () => {
      // Final on this device at once, reachable or not: from here the app is signed out whatever the
      // session cookie says, and the server's session is ended before the next request of any kind
      // (api/logout-pending.ts). What the member had not sent yet was shown and given up (/profile).
      await markLoggedOut();
      dropSessionHint();
      // A session check still under way was answered before the logout: it must not sign the member in again.
      await queryClient.cancelQueries({ queryKey: sessionQuery.queryKey });
      try {
        await Promise.all([user ? discardEntriesOf(user.id) : undefined, clearStoredUsers(), forgetUserData()]);
      } catch (error) {
        // The users' mirror is already empty and the logout is marked, so the next start is signed
        // out: the member is not left on a screen whose Log out button did nothing.
        console.error('Logout could not clear the users stored on this device', error);
      }
      await showSession(queryClient, null);
      await router.navigate({ to: '/auth', search: { mode: 'signin' } });
      void endServerSessionIfPending();
    },
  });

  const following = useRef(Promise.resolve());
  const signedOutToast = useRef<ToastHandle | null>(null);

  // Signed out without this tab's Log out: the server ended the session (api/session.ts: signed out
  // everywhere, expired, the account deleted), or another tab logged out (the session cookie is the
  // browser's). The member is told and nothing of theirs stays on the screen: the routes' guards run
  // again, so a screen for members goes to sign-in (and comes back after it) while a page open to
  // visitors stays. After a server's end the device then forgets their data, as a logout does.
  const signedOutHere = useCallback(
    async ({ forget }: { forget: boolean }) => {
      await showSession(queryClient, null);
      await router.invalidate();
      signedOutToast.current = toast({
        title: intl.formatMessage({ id: 'toast.session.ended.title' }),
        description: intl.formatMessage({ id: 'toast.session.ended.description' }),
      });
      if (forget) await forgetUserData();
    },
    [queryClient, router, intl],
  );

  useEffect(() => {
    const listener = () => {
      signedOutHere({ forget: true }).catch((error) => console.error('Could not sign out of the ended session', error));
    };
    window.addEventListener(SESSION_ENDED_EVENT, listener);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, listener);
  }, [signedOutHere]);

  // Another tab logged out, or signed someone else in (the session cookie is the browser's, so this
  // tab's calls are already theirs): this tab follows at once rather than go on showing, and acting
  // for, the member it started with. What that tab cleared on the device is not cleared again.
  useEffect(() => {
    const follow = async () => {
      const next = deviceUser();
      const shown = queryClient.getQueryData<User | null>(sessionQuery.queryKey);
      // Not answered here yet: this tab's own check answers for the same cookie (another tab storing
      // the session its check answered is not a sign-in).
      if (shown === undefined || next?.id === shown?.id) return;
      if (!next) return signedOutHere({ forget: false });
      await showSession(queryClient, next);
      await router.navigate({ to: '/' });
      // "Sign in again" is done: someone is.
      signedOutToast.current?.dismiss();
      toast({ title: intl.formatMessage({ id: 'toast.session.elsewhere.signedIn' }, { name: next.name }) });
    };
    // One after another, across this effect's renewals (a new catalogue renews `intl`): a logout writes
    // several records, and each change is read once the one before is followed.
    return watchMirrorElsewhere(['authUser', 'guestUser', 'logoutPending'], () => {
      following.current = following.current
        .then(follow)
        .catch((error) => console.error('Could not follow the session of another tab', error));
    });
  }, [queryClient, router, intl, signedOutHere]);

  useEffect(() => {
    const onAuthLogout = async () => {
      await removeRecord('guestUser');
      if (isGuestUser(queryClient.getQueryData(sessionQuery.queryKey))) queryClient.setQueryData(sessionQuery.queryKey, null);
      await router.navigate({ to: '/auth' });
    };
    const listener = () => {
      onAuthLogout().catch((error) => console.error('auth-logout handling failed', error));
    };
    window.addEventListener(AUTH_LOGOUT_EVENT, listener);
    return () => window.removeEventListener(AUTH_LOGOUT_EVENT, listener);
  }, [queryClient, router]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: session.isPending,
      isAuthenticated: user !== null,
      isGuest: isGuestUser(user),
      login: loginMutation.mutateAsync,
      signup: signupMutation.mutateAsync,
      loginAsGuest: guestMutation.mutateAsync,
      logout: logoutMutation.mutateAsync,
      pending: {
        login: loginMutation.isPending,
        signup: signupMutation.isPending,
        guest: guestMutation.isPending,
        logout: logoutMutation.isPending,
      },
    }),
    [
      user,
      session.isPending,
      loginMutation.mutateAsync,
      loginMutation.isPending,
      signupMutation.mutateAsync,
      signupMutation.isPending,
      guestMutation.mutateAsync,
      guestMutation.isPending,
      logoutMutation.mutateAsync,
      logoutMutation.isPending,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

const sessionQueryHash = hashKey(sessionQuery.queryKey);

/**
 * This tab forgets every answer and mutation of the session it showed, and shows `next`'s: a session
 * check under way cannot bring the old one back.
 */
async function showSession(queryClient: QueryClient, next: User | null): Promise<void> {
  await queryClient.cancelQueries({ queryKey: sessionQuery.queryKey });
  queryClient.getMutationCache().clear();
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionQueryHash });
  queryClient.setQueryData(sessionQuery.queryKey, next);
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
