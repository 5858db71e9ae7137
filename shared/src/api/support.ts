// Support tickets:
//   POST /api/support/tickets                        createTicketRequestSchema -> 201 ticketResponseSchema (visitors too; origin-checked, throttled)
//   GET  /api/support/tickets                        -> ticketsResponseSchema (the member's own, with replies)
//   POST /api/support/tickets/{id}/replies           ticketReplyRequestSchema -> 201 ticketResponseSchema (the member's own ticket)
//   GET  /api/admin/support/tickets?status=          -> ticketsResponseSchema (admins)
//   POST /api/admin/support/tickets/{id}/replies     adminReplyRequestSchema -> 201 ticketResponseSchema
//   POST /api/admin/support/tickets/{id}/close       -> ticketResponseSchema
import * as z from 'zod';
import { emailSchema, isoDateTimeSchema, plainTextSchema } from './common';
import type { RouteTable } from './route-contract';

import { TICKET_STATUSES, TICKET_TOPICS } from './support-topics';

export { TICKET_STATUSES, TICKET_TOPICS };

export const createTicketRequestSchema = z.strictObject({
  name: plainTextSchema('Name', 80),
  email: emailSchema,
  topic: z.enum(TICKET_TOPICS, { error: 'topic is not a known topic' }),
  subject: plainTextSchema('Subject', 140),
  message: plainTextSchema('Message', 4000, { multiline: true, min: 10 }),
});

export const ticketReplyRequestSchema = z.strictObject({ message: plainTextSchema('Message', 4000, { multiline: true }) });
export const adminReplyRequestSchema = z.strictObject({
  message: plainTextSchema('Message', 4000, { multiline: true }),
  /** Close the ticket with this answer. */
  close: z.boolean({ error: 'close must be true or false' }).optional(),
});

export const ticketReplySchema = z.object({
  /** 1, 2, 3… in the order the replies were written. */
  seq: z.number().int().positive(),
  from: z.enum(['member', 'staff']),
  authorName: z.string(),
  message: z.string(),
  createdAt: isoDateTimeSchema,
});

export const ticketSchema = z.object({
  id: z.string(),
  /** What the member quotes to us, e.g. "FC-7K3M9Q2D". */
  reference: z.string(),
  status: z.enum(TICKET_STATUSES),
  topic: z.enum(TICKET_TOPICS),
  subject: z.string(),
  message: z.string(),
  name: z.string(),
  email: z.string(),
  /** Null for a visitor's ticket. */
  userId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  replies: z.array(ticketReplySchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketResponseSchema = z.object({ ticket: ticketSchema });
export type TicketResponse = z.infer<typeof ticketResponseSchema>;
export const ticketsResponseSchema = z.object({ tickets: z.array(ticketSchema) });
export type TicketsResponse = z.infer<typeof ticketsResponseSchema>;

export const adminTicketsQuerySchema = z.strictObject({
  status: z.enum(TICKET_STATUSES, { error: 'status must be open, answered or closed' }).optional(),
});

export const supportRoutes = {
  'support.createTicket': {
    method: 'POST',
    path: '/api/support/tickets',
    guard: 'optional',
    outbox: { label: 'outbox.kind.support-ticket' },
    summary: 'Open a support ticket (visitors too)',
    body: createTicketRequestSchema,
    response: ticketResponseSchema,
    status: 201,
  },
  'support.myTickets': {
    method: 'GET',
    path: '/api/support/tickets',
    guard: 'user',
    summary: "The member's support tickets with their replies",
    response: ticketsResponseSchema,
  },
  'support.reply': {
    method: 'POST',
    path: '/api/support/tickets/{id}/replies',
    guard: 'user',
    outbox: { label: 'outbox.kind.support-reply' },
    summary: "Reply on one of the member's tickets",
    body: ticketReplyRequestSchema,
    response: ticketResponseSchema,
    status: 201,
  },
  'support.adminTickets': {
    method: 'GET',
    path: '/api/admin/support/tickets',
    guard: ['admin'],
    summary: 'Support tickets by status, most recently updated first',
    query: adminTicketsQuerySchema,
    response: ticketsResponseSchema,
  },
  'support.adminReply': {
    method: 'POST',
    path: '/api/admin/support/tickets/{id}/replies',
    guard: ['admin'],
    summary: 'Answer a support ticket (and close it)',
    body: adminReplyRequestSchema,
    response: ticketResponseSchema,
    status: 201,
  },
  'support.adminClose': {
    method: 'POST',
    path: '/api/admin/support/tickets/{id}/close',
    guard: ['admin'],
    summary: 'Close a support ticket',
    response: ticketResponseSchema,
  },
} as const satisfies RouteTable;
