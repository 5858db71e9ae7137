// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The support routes, one export per route.
import type { RouteRef } from '../contract';

export const supportCreateTicket = { id: 'support.createTicket', method: 'POST', path: '/api/support/tickets', outbox: { label: 'outbox.kind.support-ticket' } } as const satisfies RouteRef<'support.createTicket'>;
export const supportMyTickets = { id: 'support.myTickets', method: 'GET', path: '/api/support/tickets' } as const satisfies RouteRef<'support.myTickets'>;
export const supportReply = { id: 'support.reply', method: 'POST', path: '/api/support/tickets/{id}/replies', outbox: { label: 'outbox.kind.support-reply' } } as const satisfies RouteRef<'support.reply'>;
export const supportAdminTickets = { id: 'support.adminTickets', method: 'GET', path: '/api/admin/support/tickets' } as const satisfies RouteRef<'support.adminTickets'>;
export const supportAdminReply = { id: 'support.adminReply', method: 'POST', path: '/api/admin/support/tickets/{id}/replies' } as const satisfies RouteRef<'support.adminReply'>;
export const supportAdminClose = { id: 'support.adminClose', method: 'POST', path: '/api/admin/support/tickets/{id}/close' } as const satisfies RouteRef<'support.adminClose'>;
