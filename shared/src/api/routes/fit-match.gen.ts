// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The fit-match routes, one export per route.
import type { RouteRef } from '../contract';

export const fitMatchProfile = { id: 'fit-match.profile', method: 'GET', path: '/api/fit-match/profile' } as const satisfies RouteRef<'fit-match.profile'>;
export const fitMatchSaveProfile = { id: 'fit-match.saveProfile', method: 'PUT', path: '/api/fit-match/profile', outbox: { label: 'outbox.kind.fit-match-profile' } } as const satisfies RouteRef<'fit-match.saveProfile'>;
export const fitMatchOptOut = { id: 'fit-match.optOut', method: 'DELETE', path: '/api/fit-match/profile', outbox: { label: 'outbox.kind.fit-match-opt-out' } } as const satisfies RouteRef<'fit-match.optOut'>;
export const fitMatchSuggestions = { id: 'fit-match.suggestions', method: 'GET', path: '/api/fit-match/suggestions' } as const satisfies RouteRef<'fit-match.suggestions'>;
export const fitMatchLike = { id: 'fit-match.like', method: 'POST', path: '/api/fit-match/{userId}/like', outbox: { label: 'outbox.kind.fit-match-like' } } as const satisfies RouteRef<'fit-match.like'>;
export const fitMatchPass = { id: 'fit-match.pass', method: 'POST', path: '/api/fit-match/{userId}/pass', outbox: { label: 'outbox.kind.fit-match-pass' } } as const satisfies RouteRef<'fit-match.pass'>;
export const fitMatchMatches = { id: 'fit-match.matches', method: 'GET', path: '/api/fit-match/matches' } as const satisfies RouteRef<'fit-match.matches'>;
export const fitMatchUnmatch = { id: 'fit-match.unmatch', method: 'DELETE', path: '/api/fit-match/matches/{userId}', outbox: { label: 'outbox.kind.fit-match-unmatch' } } as const satisfies RouteRef<'fit-match.unmatch'>;
