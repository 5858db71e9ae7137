// The audit log: who did what to which target, when, under which request id. Every admin and staff
// change (and partner approval, and account deletion) puts its entry in the same transaction as the
// change, so the log can neither miss a change nor list one that did not happen. Entries name the
// actor and the target as they were called then; details hold no personal data beyond that: ids,
// roles, reasons an admin wrote. Actions are `<target type>.<past participle>` (gym.unlisted).
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@fitchoice/shared/api';
import { documentClient, TABLE } from '../dynamo/client';
import type { TransactItem } from '../dynamo/transact';
import { accountKeys, decodeCursor, encodeCursor, foldForSearch } from '../keys/account-keys';

export interface AuditActor {
  id: string;
  name: string;
}

export interface AuditTarget {
  type: string;
  id: string;
  /** What it is called (a gym's name, a member's, a reward's title); null where nothing may be kept (a deleted account). */
  name: string | null;
}

export interface AuditInput {
  /** null: the system, or a member acting on their own account. */
  actor: AuditActor | null;
  action: string;
  target: AuditTarget;
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
    targetType: input.target.type,
    targetId: input.target.id,
    targetName: input.target.name,
    requestId: input.requestId,
    details: input.details ?? {},
  };
  return {
    Put: {
      TableName: TABLE,
      Item: {
        ...accountKeys.audit(at, id),
        type: 'audit',
        ...entry,
        // What the log's filters match: the actor's id and name, the target's type, id and name, folded.
        actorSearch: foldForSearch(`${entry.actorId ?? ''} ${entry.actorName ?? ''}`),
        targetSearch: foldForSearch(`${entry.targetType} ${entry.targetId} ${entry.targetName ?? ''}`),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export interface AuditFilter {
  /** Part of the actor's name, or their id. */
  actor?: string;
  /** An action, or its target type's every action ("gym." or "gym"). */
  action?: string;
  /** Part of the target's name, its id or type. */
  target?: string;
  /** Local calendar dates (UTC), inclusive. */
  from?: string;
  to?: string;
}

const AUDIT_CURSOR_FIELDS = ['PK', 'SK'] as const;
/** How many entries one request reads at most while filling a filtered page. */
const MAX_READ_PER_PAGE = 2000;

/** A page of the log, newest first, of the entries that match `filter`. `cursor` null = not one of ours. */
export async function listAudit(
  limit: number,
  cursor: string | undefined,
  filter: AuditFilter = {},
): Promise<{ entries: AuditEntry[]; nextCursor: string | null } | null> {
  let startKey: Record<string, string> | undefined | null = decodeCursor(cursor, AUDIT_CURSOR_FIELDS);
  if (startKey === null || (startKey && startKey.PK !== accountKeys.auditPartition)) return null;
  const conditions: string[] = [];
  const values: Record<string, string> = { ':pk': accountKeys.auditPartition };
  if (filter.actor) {
    conditions.push('contains(actorSearch, :actor)');
    values[':actor'] = foldForSearch(filter.actor);
  }
  if (filter.target) {
    conditions.push('contains(targetSearch, :target)');
    values[':target'] = foldForSearch(filter.target);
  }
  if (filter.action) {
    const action = filter.action.trim();
    conditions.push(action.includes('.') && !action.endsWith('.') ? '#action = :action' : 'begins_with(#action, :action)');
    values[':action'] = action.includes('.') ? action : `${action}.`;
  }
  // Entries are keyed by their ISO time: a date range is a key range.
  values[':from'] = filter.from ? `${filter.from}T` : '0';
  values[':to'] = filter.to ? `${filter.to}T\uffff` : '\uffff';
  const entries: AuditEntry[] = [];
  let read = 0;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ...(conditions.length > 0 ? { FilterExpression: conditions.join(' AND ') } : {}),
        ...(conditions.some((condition) => condition.includes('#action')) ? { ExpressionAttributeNames: { '#action': 'action' } } : {}),
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: limit - entries.length,
        ExclusiveStartKey: startKey,
      }),
    );
    read += page.ScannedCount ?? 0;
    entries.push(...(page.Items ?? []).map(entryOf));
    startKey = page.LastEvaluatedKey as Record<string, string> | undefined;
  } while (startKey && entries.length < limit && read < MAX_READ_PER_PAGE);
  return { entries, nextCursor: encodeCursor(startKey) };
}

function entryOf(item: Record<string, unknown>): AuditEntry {
  return {
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
  };
}
