// Support tickets: POST /api/support/tickets (visitors too; the page must post it, a few an hour
// per network), the member's own tickets and replies, and the admin queue: list, answer, close.
import type { TicketResponse, TicketsResponse } from '@fitchoice/shared/api';
import { supportRoutes } from '@fitchoice/shared/api';
import { NotFoundError } from '../errors';
import { assertFormAllowed } from '../http/form-throttle';
import { createHandler } from '../http/handler';
import { addReply, closeTicket, createTicket, listMemberTickets, listTicketsByStatus } from './store';

export const handler = createHandler(supportRoutes, {
  'support.createTicket': {
    requireOrigin: true,
    async run({ body, user, sourceIp, now }) {
      await assertFormAllowed('support-ticket', sourceIp, now);
      const ticket = await createTicket({ ...body, userId: user?.id ?? null }, now);
      const response: TicketResponse = { ticket };
      return { statusCode: 201, body: response };
    },
  },

  'support.myTickets': {
    profile: false,
    async run({ session }) {
      const response: TicketsResponse = { tickets: await listMemberTickets(session.userId) };
      return { statusCode: 200, body: response };
    },
  },

  'support.reply': {
    async run({ body, params, user, now }) {
      // Another member's ticket is "not found", as if it did not exist.
      const ticket = await addReply(
        params.id,
        { from: 'member', authorId: user.id, authorName: user.name, message: body.message },
        now,
        (found) => found.userId === user.id,
      );
      if (!ticket) throw new NotFoundError('No such ticket');
      const response: TicketResponse = { ticket };
      return { statusCode: 201, body: response };
    },
  },

  'support.adminTickets': {
    async run({ query }) {
      const response: TicketsResponse = { tickets: await listTicketsByStatus(query.status ?? 'open') };
      return { statusCode: 200, body: response };
    },
  },

  'support.adminReply': {
    async run({ body, params, user, now, requestId }) {
      const ticket = await addReply(
        params.id,
        { from: 'staff', authorId: user.id, authorName: user.name, message: body.message, close: body.close, requestId },
        now,
        () => true,
      );
      if (!ticket) throw new NotFoundError('No such ticket');
      const response: TicketResponse = { ticket };
      return { statusCode: 201, body: response };
    },
  },

  'support.adminClose': {
    async run({ params, user, now, requestId }) {
      const ticket = await closeTicket(params.id, { id: user.id, name: user.name, requestId }, now);
      if (!ticket) throw new NotFoundError('No such ticket');
      const response: TicketResponse = { ticket };
      return { statusCode: 200, body: response };
    },
  },
});
