// Every provider the app needs, in dependency order: queries, translations, theme, the session,
// and the toast list (rendered last so it sits above every screen). Tooltip timing is provided by
// the app layout (ui/TooltipProvider.tsx), where the tooltips are.

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import { I18nProvider } from '../i18n/I18nProvider';
import { lazyWhenIdle } from '../startup/when-idle';
import { AuthProvider } from './auth';
import { offlinePartsDue } from './local-database';
import { ThemeProvider } from './theme';

const Nothing = () => null;
// The toast list's code (Radix Toast) loads once the page is idle (startup/page-idle.ts), or at the
// first paint where it could not come offline (app/local-database.ts); a toast shown before it
// arrives waits in the store and appears when it does. Offline before the service worker holds
// it, the page goes on without toasts rather than failing (the next start loads it).
const Toaster = lazyWhenIdle(() => import('../ui/toast/Toaster').then((module) => module.Toaster), Nothing, offlinePartsDue);
// The first screen's region and language come from the records' mirror; reading the database's
// copies and the location lookup (which reads the database too) wait until the page is idle, or a
// screen showing distances starts them (features/gyms/where.ts).
const LocaleStartup = lazyWhenIdle(() => import('../features/location/LocaleStartup').then((module) => module.LocaleStartup), Nothing);

export function Providers({ queryClient, router, children }: { queryClient: QueryClient; router: RegisteredRouter; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <Suspense fallback={null}>
          <LocaleStartup />
        </Suspense>
        <ThemeProvider>
          <AuthProvider router={router}>
            {children}
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          </AuthProvider>
        </ThemeProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
