// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The chat routes, one export per route.
import type { RouteRef } from '../contract';

export const chatCreate = { id: 'chat.create', method: 'POST', path: '/api/conversations', outbox: { label: 'outbox.kind.conversation' } } as const satisfies RouteRef<'chat.create'>;
export const chatList = { id: 'chat.list', method: 'GET', path: '/api/conversations' } as const satisfies RouteRef<'chat.list'>;
export const chatSend = { id: 'chat.send', method: 'POST', path: '/api/conversations/{id}/messages', outbox: { label: 'outbox.kind.chat-message' } } as const satisfies RouteRef<'chat.send'>;
export const chatMessages = { id: 'chat.messages', method: 'GET', path: '/api/conversations/{id}/messages' } as const satisfies RouteRef<'chat.messages'>;
export const chatRead = { id: 'chat.read', method: 'POST', path: '/api/conversations/{id}/read', outbox: { label: 'outbox.kind.chat-read' } } as const satisfies RouteRef<'chat.read'>;
