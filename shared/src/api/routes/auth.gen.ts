// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The auth routes, one export per route.
import type { RouteRef } from '../contract';

export const authSignup = { id: 'auth.signup', method: 'POST', path: '/api/auth/signup' } as const satisfies RouteRef<'auth.signup'>;
export const authLogin = { id: 'auth.login', method: 'POST', path: '/api/auth/login' } as const satisfies RouteRef<'auth.login'>;
export const authGuest = { id: 'auth.guest', method: 'POST', path: '/api/auth/guest' } as const satisfies RouteRef<'auth.guest'>;
export const authMe = { id: 'auth.me', method: 'GET', path: '/api/auth/me' } as const satisfies RouteRef<'auth.me'>;
export const authLogout = { id: 'auth.logout', method: 'POST', path: '/api/auth/logout' } as const satisfies RouteRef<'auth.logout'>;
export const authChangePassword = { id: 'auth.changePassword', method: 'POST', path: '/api/auth/change-password' } as const satisfies RouteRef<'auth.changePassword'>;
export const authResetPassword = { id: 'auth.resetPassword', method: 'POST', path: '/api/auth/reset-password' } as const satisfies RouteRef<'auth.resetPassword'>;
export const authPartnerWelcome = { id: 'auth.partnerWelcome', method: 'POST', path: '/api/auth/partner-welcome' } as const satisfies RouteRef<'auth.partnerWelcome'>;
