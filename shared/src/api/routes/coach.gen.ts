// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The coach routes, one export per route.
import type { RouteRef } from '../contract';

export const coachGet = { id: 'coach.get', method: 'GET', path: '/api/coach' } as const satisfies RouteRef<'coach.get'>;
export const coachSavePlan = { id: 'coach.savePlan', method: 'PUT', path: '/api/coach/plan', outbox: { label: 'outbox.kind.coach-plan' } } as const satisfies RouteRef<'coach.savePlan'>;
export const coachProposePlan = { id: 'coach.proposePlan', method: 'POST', path: '/api/coach/plan/propose' } as const satisfies RouteRef<'coach.proposePlan'>;
export const coachChat = { id: 'coach.chat', method: 'POST', path: '/api/coach/chat' } as const satisfies RouteRef<'coach.chat'>;
export const coachMessages = { id: 'coach.messages', method: 'GET', path: '/api/coach/messages' } as const satisfies RouteRef<'coach.messages'>;
export const coachSaveMessage = { id: 'coach.saveMessage', method: 'PUT', path: '/api/coach/messages/{id}', outbox: { label: 'outbox.kind.coach-message' } } as const satisfies RouteRef<'coach.saveMessage'>;
