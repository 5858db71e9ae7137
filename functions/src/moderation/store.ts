// The moderation queue: one case per reported piece of content (`MOD#<kind>#<targetId>`), opened
// or reopened by every report in the report's own transaction (moderationReport), and closed by an
// admin's decision — hide, restore, dismiss — written with the content's own state and the audit
// entry in one transaction. Each kind of content says how it is found and hidden in MODERATED
// below: reviews now; the social feature adds posts there.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MODERATION_KINDS, type ModerationAction, type ModerationCase } from '@fitchoice/shared/api';
import { type AuditActor, auditPut } from '../audit/store';
import { documentClient, TABLE } from '../dynamo/client';
import { ConditionFailedError, type TransactItem, transact } from '../dynamo/transact';
import { isReviewVisible, type ModerationState } from '../gyms/review-visibility';
import { getReviewById } from '../gyms/store';
import { accountKeys, decodeCursor, encodeCursor } from '../keys/account-keys';
import { gymKeys } from '../keys/gym-keys';

export type ModerationKind = ModerationCase['kind'];

export function isModerationKind(kind: string): kind is ModerationKind {
  return (MODERATION_KINDS as readonly string[]).includes(kind);
}

/** How the queue reads and changes one kind of content. */
interface ModeratedContent {
  /** Whether members see the content now; null when it no longer exists. */
  isVisible(targetId: string): Promise<boolean | null>;
  /** The content's update to an admin's decision (conditioned on it existing); null when it no longer exists. */
  decide(targetId: string, state: ModerationState): Promise<TransactItem | null>;
}

const MODERATED: Partial<Record<ModerationKind, ModeratedContent>> = {
  review: {
    async isVisible(targetId) {
      const review = await getReviewById(targetId);
      return review ? isReviewVisible(review) : null;
    },
    async decide(targetId, state) {
      const review = await getReviewById(targetId);
      if (!review) return null;
      return {
        Update: {
          TableName: TABLE,
          Key: gymKeys.review(review.gymId, review.userId),
          UpdateExpression: 'SET moderation = :state',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':state': state },
        },
      };
    },
  },
};

const RESOLUTION_OF: Record<ModerationAction, 'hidden' | 'restored' | 'dismissed'> = {
  hide: 'hidden',
  restore: 'restored',
  dismiss: 'dismissed',
};
const EXCERPT_LENGTH = 280;

/**
 * The report's update of its case, for the report's transaction: counts it, keeps its reason,
 * snapshots the text, and (re)opens the case at the top of the queue.
 */
export function moderationReport(
  kind: ModerationKind,
  targetId: string,
  report: { reason: string; excerpt: string; context: string; at: Date },
): TransactItem {
  const at = report.at.toISOString();
  return {
    Update: {
      TableName: TABLE,
      Key: accountKeys.moderation(kind, targetId),
      UpdateExpression:
        'SET kind = :kind, targetId = :target, #status = :open, excerpt = :excerpt, context = :context, lastReportedAt = :at, GSI1PK = :pk, GSI1SK = :sk ADD reportCount :one, reasons :reason',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':kind': kind,
        ':target': targetId,
        ':open': 'open',
        ':excerpt': report.excerpt.slice(0, EXCERPT_LENGTH),
        ':context': report.context,
        ':at': at,
        ':pk': accountKeys.moderationPartition('open'),
        ':sk': `${at}#${kind}#${targetId}`,
        ':one': 1,
        ':reason': new Set([report.reason]),
      },
    },
  };
}

type StoredCase = Omit<ModerationCase, 'visible'>;

function fromItem(item: Record<string, unknown>): StoredCase {
  return {
    kind: item.kind as ModerationKind,
    targetId: item.targetId as string,
    status: item.status === 'resolved' ? 'resolved' : 'open',
    resolution: (item.resolution as ModerationCase['resolution'] | undefined) ?? null,
    reportCount: Number(item.reportCount ?? 0),
    reasons: [...((item.reasons as Set<string> | undefined) ?? [])].sort(),
    excerpt: item.excerpt as string,
    context: item.context as string,
    lastReportedAt: item.lastReportedAt as string,
  };
}

async function withVisibility(stored: StoredCase): Promise<ModerationCase> {
  const visible = (await MODERATED[stored.kind]?.isVisible(stored.targetId)) ?? false;
  return { ...stored, visible };
}

const INDEX_CURSOR_FIELDS = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;

/** A page of open or resolved cases, most recently reported first; null for a cursor not of this list. */
export async function listModeration(
  status: ModerationCase['status'],
  limit: number,
  cursor: string | undefined,
): Promise<{ items: ModerationCase[]; nextCursor: string | null } | null> {
  const startKey = decodeCursor(cursor, INDEX_CURSOR_FIELDS);
  if (startKey === null || (startKey && startKey.GSI1PK !== accountKeys.moderationPartition(status))) return null;
  const page = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': accountKeys.moderationPartition(status) },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const items = await Promise.all((page.Items ?? []).map((item) => withVisibility(fromItem(item))));
  return { items, nextCursor: encodeCursor(page.LastEvaluatedKey) };
}

export type ModerationResult = { state: 'done'; item: ModerationCase } | { state: 'not_reported' | 'gone' };

/** An admin's decision on a reported piece of content, with the content's state and the audit entry in one transaction. */
export async function moderate(
  kind: ModerationKind,
  targetId: string,
  action: ModerationAction,
  audit: { actor: AuditActor; requestId: string; at: Date },
): Promise<ModerationResult> {
  const content = MODERATED[kind];
  const key = accountKeys.moderation(kind, targetId);
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }));
  if (!content || !Item) return { state: 'not_reported' };
  const decision = await content.decide(targetId, action === 'hide' ? 'hidden' : 'shown');
  if (!decision) return { state: 'gone' };
  const resolution = RESOLUTION_OF[action];
  try {
    await transact([
      decision,
      {
        Update: {
          TableName: TABLE,
          Key: key,
          UpdateExpression: 'SET #status = :resolved, resolution = :resolution, GSI1PK = :pk',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':resolved': 'resolved',
            ':resolution': resolution,
            ':pk': accountKeys.moderationPartition('resolved'),
          },
        },
      },
      auditPut({
        actor: audit.actor,
        action: `${kind}.${resolution}`,
        // Named by the words reported (where it is, and its start).
        target: { type: kind, id: targetId, name: `${String(Item.context)}: “${String(Item.excerpt)}”` },
        requestId: audit.requestId,
        at: audit.at,
      }),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedError) return { state: error.index === 0 ? 'gone' : 'not_reported' };
    throw error;
  }
  const stored = fromItem({ ...Item, status: 'resolved', resolution });
  return { state: 'done', item: await withVisibility(stored) };
}
