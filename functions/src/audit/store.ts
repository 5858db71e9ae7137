// The audit log: who did what to which target, when, under which request id. Every admin change
// (and partner approval, and account deletion) puts its entry in the same transaction as the change,
// so the log can neither miss a change nor list one that did not happen. Details hold no personal
// data: ids, roles, reasons an admin wrote.
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@fitchoice/shared/api';
import { documentClient, TABLE } from '../dynamo/client';
import type { TransactItem } from '../dynamo/transact';
import { accountKeys, decodeCursor, encodeCursor } from '../keys/account-keys';

export interface AuditActor {
  id: string;
  name: string;
}

export interface AuditInput {
  /** null: the system, or a member acting on their own account. */
  actor: AuditActor | null;
  action: string;
  targetType: string;
  targetId: string;
  /** What the target is called (a gym's name, a member's): the log reads without looking ids up. */
  targetName?: string;
  requestId: string;
  at: Date;
  details?: Record<string, string>;
}

/** The Put of an audit entry, for the transaction that makes the change. */
export function auditPut(input: AuditInput): TransactItem {
  const id = randomUUID();
  const at = input.at.toISOString();
  const entry: AuditEntry = {
    id,
    at,
    actorId: input.actor?.id ?? null,
    actorName: input.actor?.name ?? null,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    targetName: input.targetName ?? null,
    requestId: input.requestId,
    details: input.details ?? {},
  };
  return {
    Put: {
      TableName: TABLE,
      Item: { ...accountKeys.audit(at, id), type: 'audit', ...entry },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

const AUDIT_CURSOR_FIELDS = ['PK', 'SK'] as const;

/** A page of the log, newest first. `cursor` null = not one of ours. */
export async function listAudit(
  limit: number,
  cursor: string | undefined,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null } | null> {
  const startKey = decodeCursor(cursor, AUDIT_CURSOR_FIELDS);
  if (startKey === null || (startKey && startKey.PK !== accountKeys.auditPartition)) return null;
  const page = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': accountKeys.auditPartition },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const entries = (page.Items ?? []).map(
    (item): AuditEntry => ({
      id: item.id as string,
      at: item.at as string,
      actorId: (item.actorId as string | null) ?? null,
      actorName: (item.actorName as string | null) ?? null,
      action: item.action as string,
      targetType: item.targetType as string,
      targetId: item.targetId as string,
      targetName: (item.targetName as string | null | undefined) ?? null,
      requestId: item.requestId as string,
      details: (item.details as Record<string, string> | undefined) ?? {},
    }),
  );
  return { entries, nextCursor: encodeCursor(page.LastEvaluatedKey) };
}
