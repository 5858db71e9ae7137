// Support tickets and their replies. A ticket's replies are numbered by a counter on the ticket,
// taken in the transaction that writes the reply, so replies written at once keep one order and
// none is lost. Every staff action writes an audit entry in the same transaction.
//   TICKET#<id> / TICKET        the ticket; GSI1: USERTICKETS#<userId> / <createdAt>#<id> (members' tickets);
//                               GSI2: TICKETS#<status> / <updatedAt>#<id> (the admin queues)
//   TICKET#<id> / REPLY#<seq>   a reply (seq zero-padded, so they sort)
import { randomBytes } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Ticket } from '@fitchoice/shared/api';
import { auditPut } from '../audit/store';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { queryAll } from '../dynamo/query-all';
import { ConditionFailedError, retryRaces, TRY_AGAIN, type TransactItem, transactOnce } from '../dynamo/transact';

type Status = Ticket['status'];

export const ticketKeys = {
  ticket: (id: string) => ({ PK: `TICKET#${id}`, SK: 'TICKET' }),
  reply: (id: string, seq: number) => ({ PK: `TICKET#${id}`, SK: `REPLY#${String(seq).padStart(6, '0')}` }),
  byMember: (userId: string, createdAt: string, id: string) => ({ GSI1PK: `USERTICKETS#${userId}`, GSI1SK: `${createdAt}#${id}` }),
  memberPartition: (userId: string) => `USERTICKETS#${userId}`,
  byStatus: (status: Status, updatedAt: string, id: string) => ({
    GSI2PK: ticketKeys.statusPartition(status),
    GSI2SK: `${updatedAt}#${id}`,
  }),
  statusPartition: (status: Status) => `TICKETS#${status}`,
};

// Crockford's base32: no I, L, O or U, so a reference read over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "FC-7K3M9Q2D": 40 random bits, the ticket's id and the reference a member quotes. */
export function newTicketReference(): string {
  const bytes = randomBytes(8);
  return `FC-${[...bytes].map((byte) => ALPHABET[byte & 31]).join('')}`;
}

export type NewTicket = Pick<Ticket, 'topic' | 'subject' | 'message' | 'name' | 'email' | 'userId'>;

/** Draws of a reference before giving up: a clash of 40 random bits is already rare. */
const REFERENCE_DRAWS = 5;

export async function createTicket(input: NewTicket, now: Date): Promise<Ticket> {
  const at = now.toISOString();
  for (let draw = 1; ; draw++) {
    const id = newTicketReference();
    const ticket: Ticket = { ...input, id, reference: id, status: 'open', createdAt: at, updatedAt: at, replies: [] };
    const { replies: _replies, ...stored } = ticket;
    try {
      await documentClient.send(
        new PutCommand({
          TableName: TABLE,
          Item: {
            ...ticketKeys.ticket(id),
            ...(input.userId ? ticketKeys.byMember(input.userId, at, id) : {}),
            ...ticketKeys.byStatus('open', at, id),
            ...stored,
            replyCount: 0,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return ticket;
    } catch (error) {
      // Another ticket drew the same reference: draw again.
      if (!isConditionFailed(error) || draw >= REFERENCE_DRAWS) throw error;
    }
  }
}

function ticketOf(item: Record<string, unknown>, replies: Record<string, unknown>[]): Ticket {
  return {
    id: item.id as string,
    reference: item.reference as string,
    status: item.status as Status,
    topic: item.topic as Ticket['topic'],
    subject: item.subject as string,
    message: item.message as string,
    name: item.name as string,
    email: item.email as string,
    userId: (item.userId as string | null | undefined) ?? null,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    replies: replies.map((reply) => ({
      seq: Number(reply.seq),
      from: reply.from as 'member' | 'staff',
      authorName: reply.authorName as string,
      message: reply.message as string,
      createdAt: reply.createdAt as string,
    })),
  };
}

/** The ticket with its replies in order (one query of its partition). */
export async function getTicket(id: string): Promise<(Ticket & { replyCount: number }) | null> {
  const items = await queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': ticketKeys.ticket(id).PK },
    ConsistentRead: true,
  });
  const head = items.find((item) => item.SK === 'TICKET');
  if (!head) return null;
  const replies = items.filter((item) => (item.SK as string).startsWith('REPLY#'));
  return { ...ticketOf(head, replies), replyCount: Number(head.replyCount ?? 0) };
}

async function ticketsOf(items: Record<string, unknown>[]): Promise<Ticket[]> {
  const tickets = await Promise.all(items.map((item) => getTicket(item.id as string)));
  return tickets
    .filter((ticket): ticket is Ticket & { replyCount: number } => ticket !== null)
    .map(({ replyCount: _, ...ticket }) => ticket);
}

/** The member's tickets, newest first (at most 50). */
export async function listMemberTickets(userId: string): Promise<Ticket[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': ticketKeys.memberPartition(userId) },
      ScanIndexForward: false,
      Limit: 50,
    }),
  );
  return ticketsOf(Items);
}

/** The tickets in one status, most recently updated first (at most 100). */
export async function listTicketsByStatus(status: Status): Promise<Ticket[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': ticketKeys.statusPartition(status) },
      ScanIndexForward: false,
      Limit: 100,
    }),
  );
  return ticketsOf(Items);
}

/** A staff action on a ticket, in the audit log, named by the ticket's subject. */
function ticketAudit(
  staff: { id: string; name: string; requestId: string },
  action: 'ticket.answered' | 'ticket.answered_and_closed' | 'ticket.closed',
  ticket: Ticket,
  now: Date,
): TransactItem {
  return auditPut({
    actor: { id: staff.id, name: staff.name },
    action,
    target: { type: 'ticket', id: ticket.id, name: ticket.subject },
    requestId: staff.requestId,
    at: now,
  });
}

/** The ticket's status moved, with its counter checked: a concurrent reply makes this one read again. */
function ticketUpdate(ticket: Ticket & { replyCount: number }, status: Status, replyCount: number, at: string): TransactItem {
  return {
    Update: {
      TableName: TABLE,
      Key: ticketKeys.ticket(ticket.id),
      UpdateExpression: 'SET #status = :status, updatedAt = :at, replyCount = :count, GSI2PK = :gsiPk, GSI2SK = :gsiSk',
      ConditionExpression: 'replyCount = :before',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': status,
        ':at': at,
        ':count': replyCount,
        ':before': ticket.replyCount,
        ':gsiPk': ticketKeys.statusPartition(status),
        ':gsiSk': ticketKeys.byStatus(status, at, ticket.id).GSI2SK,
      },
    },
  };
}

export interface ReplyInput {
  from: 'member' | 'staff';
  authorId: string;
  authorName: string;
  message: string;
  /** Staff only: close the ticket with this answer. */
  close?: boolean;
  /** Staff only: the request, for the audit entry. */
  requestId?: string;
}

/**
 * Adds a reply as the next in order. A member's reply (re)opens the ticket for the team; a staff
 * reply marks it answered (or closed). `mayReply` sees the ticket first (ownership); false -> null.
 */
export function addReply(id: string, input: ReplyInput, now: Date, mayReply: (ticket: Ticket) => boolean): Promise<Ticket | null> {
  const at = now.toISOString();
  return retryRaces(async () => {
    const ticket = await getTicket(id);
    if (!ticket || !mayReply(ticket)) return null;
    const seq = ticket.replyCount + 1;
    const status: Status = input.from === 'member' ? 'open' : input.close ? 'closed' : 'answered';
    const items: TransactItem[] = [
      ticketUpdate(ticket, status, seq, at),
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...ticketKeys.reply(id, seq),
            seq,
            from: input.from,
            authorId: input.authorId,
            authorName: input.authorName,
            message: input.message,
            createdAt: at,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...(input.from === 'staff'
        ? [
            ticketAudit(
              { id: input.authorId, name: input.authorName, requestId: input.requestId ?? '' },
              input.close ? 'ticket.answered_and_closed' : 'ticket.answered',
              ticket,
              now,
            ),
          ]
        : []),
    ];
    try {
      await transactOnce(items);
    } catch (error) {
      // Another reply took this number: read the ticket again and take the next.
      if (error instanceof ConditionFailedError) return TRY_AGAIN;
      throw error;
    }
    const { replyCount: _, ...saved } = (await getTicket(id))!;
    return saved;
  });
}

/** Closes the ticket (staff); null when there is no such ticket. */
export function closeTicket(id: string, staff: { id: string; name: string; requestId: string }, now: Date): Promise<Ticket | null> {
  const at = now.toISOString();
  return retryRaces(async () => {
    const ticket = await getTicket(id);
    if (!ticket) return null;
    try {
      await transactOnce([ticketUpdate(ticket, 'closed', ticket.replyCount, at), ticketAudit(staff, 'ticket.closed', ticket, now)]);
    } catch (error) {
      if (error instanceof ConditionFailedError) return TRY_AGAIN;
      throw error;
    }
    const { replyCount: _, ...saved } = (await getTicket(id))!;
    return saved;
  });
}
