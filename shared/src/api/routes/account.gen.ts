// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The account routes, one export per route.
import type { RouteRef } from '../contract';

export const accountForgotPassword = { id: 'account.forgotPassword', method: 'POST', path: '/api/auth/forgot-password' } as const satisfies RouteRef<'account.forgotPassword'>;
export const accountVerifyEmail = { id: 'account.verifyEmail', method: 'POST', path: '/api/account/verify-email' } as const satisfies RouteRef<'account.verifyEmail'>;
export const accountResendVerification = { id: 'account.resendVerification', method: 'POST', path: '/api/account/verification' } as const satisfies RouteRef<'account.resendVerification'>;
export const accountChangeEmail = { id: 'account.changeEmail', method: 'POST', path: '/api/account/email' } as const satisfies RouteRef<'account.changeEmail'>;
export const accountSessions = { id: 'account.sessions', method: 'GET', path: '/api/account/sessions' } as const satisfies RouteRef<'account.sessions'>;
export const accountRevokeSession = { id: 'account.revokeSession', method: 'POST', path: '/api/account/sessions/{id}/revoke' } as const satisfies RouteRef<'account.revokeSession'>;
export const accountRevokeAllSessions = { id: 'account.revokeAllSessions', method: 'POST', path: '/api/account/sessions/revoke-all' } as const satisfies RouteRef<'account.revokeAllSessions'>;
export const accountExport = { id: 'account.export', method: 'GET', path: '/api/account/export' } as const satisfies RouteRef<'account.export'>;
export const accountDelete = { id: 'account.delete', method: 'POST', path: '/api/account/delete' } as const satisfies RouteRef<'account.delete'>;
