// "Download my data" and "Delete my account" as one registry: each feature that keeps a member's
// data adds a section here with what the archive holds for it (exportFor) and, for what it keeps
// outside the member's own partition (`USER#<id>`), how that is removed or anonymised (eraseFor).
// Erasing an account (eraseAccount) first turns the profile into a tombstone and frees the email,
// with the audit entry, in one transaction (from then on no session opens); then ends the sessions,
// runs every section's eraseFor, and deletes the member's partition except the ledger, which stays
// (amounts and balances, nothing personal) so balances remain auditable. What carries a TTL anyway
// (idempotency answers, throttle counters) goes with DynamoDB's TTL sweep within a day.
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { formatCoinCents } from '@fitchoice/shared';
import { auditPut } from '../audit/store';
import { getAvatar, ownedParts } from '../avatar/store';
import { type BookingRecord, listBookings } from '../bookings/store';
import { getPlan } from '../coach/store';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { queryAll } from '../dynamo/query-all';
import { ConditionFailedError, transact } from '../dynamo/transact';
import { getReview } from '../gyms/store';
import { accountKeys } from '../keys/account-keys';
import { coachKeys } from '../keys/coach-keys';
import { gymKeys } from '../keys/gym-keys';
import { keys } from '../keys/keys';
import { professionalIdOf, proKeys } from '../keys/pro-keys';
import { deleteMoodData, exportMoodData } from '../mood/store';
import { getApplication, toApiApplication } from '../partners/store';
import { listMemberProBookings } from '../professionals/bookings';
import { getOwnProfessional, getProReview, reviewedProfessionals } from '../professionals/store';
import { revokeSessions, sessionsOfUser } from '../sessions/store';
import { getTicket, ticketKeys } from '../support/store';
import { lastSeenOf, type UserRecord } from '../users/store';
import { workoutKeys } from '../workouts/store';
import { SOCIAL_PERSONAL_DATA } from './social-personal-data';

export interface PersonalDataSection {
  /** The section's key in the archive. */
  name: string;
  /** What the archive holds for the member (JSON). */
  exportFor(user: UserRecord): Promise<unknown>;
  /** Removes or anonymises the member's data kept outside the member's own partition (which is deleted after). */
  eraseFor?(user: UserRecord, now: Date): Promise<void>;
}

/** Every item of the member's partition whose sort key starts with `prefix`, oldest first. */
function partitionItems(userId: string, prefix: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    TableName: TABLE,
    KeyConditionExpression: prefix ? 'PK = :pk AND begins_with(SK, :prefix)' : 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ...(prefix ? { ':prefix': prefix } : {}) },
    ConsistentRead: true,
  });
}

const text = (value: unknown) => (value === undefined || value === null ? null : String(value));
const coins = (value: unknown) => (value === undefined || value === null ? null : formatCoinCents(BigInt(value as number | bigint)));

/** The gyms the member reviewed, from the review entries of their activity. */
async function reviewedGymIds(userId: string): Promise<string[]> {
  const activity = await partitionItems(userId, gymKeys.activityPrefix);
  return [...new Set(activity.filter((item) => item.kind === 'review' && item.gymId).map((item) => item.gymId as string))];
}

const FORMER_MEMBER = 'Former member';

/** Every booking of the member, upcoming and past, page by page. */
async function allBookings(userId: string): Promise<BookingRecord[]> {
  const all: BookingRecord[] = [];
  for (const scope of ['upcoming', 'past'] as const) {
    let cursor: string | undefined;
    do {
      const page = await listBookings(userId, scope, new Date(), { limit: 100, cursor });
      all.push(...page.bookings);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return all;
}

/** Every item of a partition, or of a GSI1 partition. */
function partitionOf(pk: string, index?: 'GSI1'): Promise<Record<string, unknown>[]> {
  return queryAll({
    TableName: TABLE,
    ...(index ? { IndexName: index } : {}),
    KeyConditionExpression: index ? 'GSI1PK = :pk' : 'PK = :pk',
    ExpressionAttributeValues: { ':pk': pk },
  });
}

/** Deletes items by their keys, 25 at a time. */
async function deleteAll(items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    await Promise.all(
      items.slice(i, i + 25).map((item) => documentClient.send(new DeleteCommand({ TableName: TABLE, Key: { PK: item.PK, SK: item.SK } }))),
    );
  }
}

/** The ids of the tickets the member filed signed in, every page. */
async function memberTicketIds(userId: string): Promise<string[]> {
  return (await partitionOf(ticketKeys.memberPartition(userId), 'GSI1')).map((item) => item.id as string);
}

export const PERSONAL_DATA: PersonalDataSection[] = [
  {
    name: 'profile',
    async exportFor(user) {
      return {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerifiedAt !== undefined,
        pendingEmail: user.pendingEmail ?? null,
        name: user.name,
        roles: user.roles,
        language: user.language ?? null,
        xp: user.xp,
        sweatCoins: formatCoinCents(user.sweatCoinCents),
        createdAt: user.createdAt,
        lastSeenAt: (await lastSeenOf([user])).get(user.id) ?? null,
      };
    },
  },
  {
    name: 'sessions',
    async exportFor(user) {
      return sessionsOfUser(user.id, Date.now());
    },
    async eraseFor(user, now) {
      await revokeSessions(user.id, now.getTime());
    },
  },
  {
    name: 'bookings',
    // Bookings stay (gyms count their places by them) but name no one: the member's id only.
    async exportFor(user) {
      return (await allBookings(user.id)).map((booking) => ({
        id: booking.id,
        gymId: booking.gymId,
        gymName: booking.gymName,
        slotStart: booking.slotStart,
        slotEnd: booking.slotEnd,
        status: booking.status,
        payWith: booking.payWith,
        paidSweatCoins: formatCoinCents(booking.paidCents),
        refundedSweatCoins: formatCoinCents(booking.refundedCents),
        createdAt: booking.createdAt,
        cancelledAt: booking.cancelledAt,
      }));
    },
  },
  {
    name: 'checkins',
    async exportFor(user) {
      return (await allBookings(user.id))
        .filter((booking) => booking.attendedAt !== null)
        .map((booking) => ({ bookingId: booking.id, gymId: booking.gymId, gymName: booking.gymName, checkedInAt: booking.attendedAt }));
    },
  },
  {
    name: 'ledger',
    async exportFor(user) {
      return (await partitionItems(user.id, keys.ledgerPrefix)).map((item) => ({
        kind: text(item.kind),
        amount: coins(item.amountCents),
        balanceAfter: coins(item.balanceAfterCents),
        transactionHash: text(item.transactionHash),
        createdAt: text(item.createdAt),
      }));
    },
    // The ledger stays; a purchase keeps its hash and amounts (so it is never credited twice) but not the wallet.
    async eraseFor(user) {
      const hashes = (await partitionItems(user.id, keys.ledgerPrefix)).map((item) => item.transactionHash).filter(Boolean) as string[];
      await Promise.all(
        hashes.map((hash) =>
          documentClient
            .send(
              new UpdateCommand({
                TableName: TABLE,
                Key: keys.purchase(hash),
                UpdateExpression: 'REMOVE walletAddress',
                ConditionExpression: 'userId = :id',
                ExpressionAttributeValues: { ':id': user.id },
              }),
            )
            .catch((error: unknown) => {
              if (!isConditionFailed(error)) throw error;
            }),
        ),
      );
    },
  },
  {
    name: 'activity',
    async exportFor(user) {
      return (await partitionItems(user.id, gymKeys.activityPrefix)).map((item) => ({
        kind: text(item.kind),
        title: text(item.title),
        createdAt: text(item.createdAt),
        xpDelta: Number(item.xpDelta ?? 0),
        sweatCoinsDelta: coins(item.coinDeltaCents),
      }));
    },
  },
  {
    name: 'reviews',
    async exportFor(user) {
      const reviews = await Promise.all((await reviewedGymIds(user.id)).map((gymId) => getReview(gymId, user.id)));
      return reviews.flatMap((review) =>
        review ? [{ id: review.id, gymId: review.gymId, stars: review.stars, text: review.text, createdAt: review.createdAt }] : [],
      );
    },
    // A review is the member's own words: it goes, with its votes, reports and moderation case, and
    // the gym's rating loses its stars in the same transaction.
    async eraseFor(user) {
      for (const gymId of await reviewedGymIds(user.id)) {
        const review = await getReview(gymId, user.id);
        if (!review) continue;
        try {
          await transact([
            { Delete: { TableName: TABLE, Key: gymKeys.review(gymId, user.id), ConditionExpression: 'attribute_exists(PK)' } },
            {
              Update: {
                TableName: TABLE,
                Key: gymKeys.gym(gymId),
                UpdateExpression: 'ADD ratingSum :minusStars, ratingCount :minusOne',
                ExpressionAttributeValues: { ':minusStars': -review.stars, ':minusOne': -1 },
              },
            },
            { Delete: { TableName: TABLE, Key: accountKeys.moderation('review', review.id) } },
          ]);
        } catch (error) {
          // Deleted meanwhile (a retry of this erasure): its rating was adjusted then.
          if (!(error instanceof ConditionFailedError)) throw error;
        }
        const votes = await partitionOf(gymKeys.helpfulVote(review.id, '').PK);
        await deleteAll(votes);
      }
    },
  },
  {
    name: 'reviewReports',
    async exportFor(user) {
      return (await partitionOf(gymKeys.reporterPartition(user.id), 'GSI1')).map((item) => ({
        reviewId: (item.PK as string).slice('REVIEW#'.length),
        reason: item.reason as string,
        details: text(item.details),
        createdAt: item.createdAt as string,
      }));
    },
    // The reports the member filed on other members' reviews (those on the member's own went with
    // them). The review keeps its report counts and the moderation case its count and reasons, which
    // name nobody; the network's weighed report keeps its place (one per network) without the member's id.
    async eraseFor(user) {
      for (const item of await partitionOf(gymKeys.reporterPartition(user.id), 'GSI1')) {
        const reviewId = (item.PK as string).slice('REVIEW#'.length);
        await documentClient.send(new DeleteCommand({ TableName: TABLE, Key: { PK: item.PK, SK: item.SK } }));
        if (typeof item.network !== 'string') continue;
        try {
          await documentClient.send(
            new UpdateCommand({
              TableName: TABLE,
              Key: gymKeys.reportNetwork(reviewId, item.network),
              UpdateExpression: 'REMOVE reporterId',
              ConditionExpression: 'reporterId = :me',
              ExpressionAttributeValues: { ':me': user.id },
            }),
          );
        } catch (error) {
          // Another member's report weighed for this network, or none did: nothing names this member.
          if (!isConditionFailed(error)) throw error;
        }
      }
    },
  },
  {
    name: 'helpfulVotes',
    async exportFor(user) {
      return (await partitionOf(gymKeys.voterPartition(user.id), 'GSI1')).map((item) => ({
        reviewId: (item.PK as string).slice('REVIEW#'.length),
        createdAt: item.createdAt as string,
      }));
    },
    // The helpful votes the member gave other members' reviews (those on the member's own went with
    // them). The reviews keep their counts and their place in the most-helpful order, which name nobody.
    async eraseFor(user) {
      for (const item of await partitionOf(gymKeys.voterPartition(user.id), 'GSI1'))
        await documentClient.send(new DeleteCommand({ TableName: TABLE, Key: { PK: item.PK, SK: item.SK } }));
    },
  },
  {
    name: 'partnerApplications',
    async exportFor(user) {
      const links = await partitionItems(user.id, accountKeys.userApplicationPrefix);
      const applications = await Promise.all(
        links.map((link) => getApplication(String(link.SK).slice(accountKeys.userApplicationPrefix.length))),
      );
      return applications.flatMap((application) => (application ? [toApiApplication(application)] : []));
    },
    // The decision stays for the record; who applied does not.
    async eraseFor(user) {
      const links = await partitionItems(user.id, accountKeys.userApplicationPrefix);
      for (const link of links) {
        const application = await getApplication(String(link.SK).slice(accountKeys.userApplicationPrefix.length));
        if (!application) continue;
        await transact([
          {
            Update: {
              TableName: TABLE,
              Key: accountKeys.application(application.id),
              UpdateExpression:
                'SET #name = :former, contactName = :blank, email = :blank, phone = :blank, address = :none, certifications = :empty, specialties = :empty, languages = :empty',
              ExpressionAttributeNames: { '#name': 'name' },
              ExpressionAttributeValues: { ':former': FORMER_MEMBER, ':blank': '', ':none': null, ':empty': [] },
            },
          },
          { Delete: { TableName: TABLE, Key: accountKeys.pendingApplicationEmail(application.email) } },
        ]);
      }
    },
  },
  {
    name: 'professionalProfile',
    async exportFor(user) {
      const profiles = await Promise.all((['trainer', 'nutritionist'] as const).map((kind) => getOwnProfessional(user.id, kind)));
      return profiles.filter((profile) => profile !== null);
    },
    // The profile goes (name, photo, bio, certifications); sessions booked with it keep its id.
    async eraseFor(user) {
      await Promise.all(
        (['trainer', 'nutritionist'] as const).map((kind) =>
          documentClient.send(new DeleteCommand({ TableName: TABLE, Key: proKeys.professional(professionalIdOf(user.id, kind)) })),
        ),
      );
    },
  },
  {
    name: 'mailLinks',
    async exportFor(user) {
      return (await partitionItems(user.id, accountKeys.tokenRefPrefix)).length;
    },
    async eraseFor(user) {
      const refs = await partitionItems(user.id, accountKeys.tokenRefPrefix);
      await Promise.all(
        refs.map((ref) =>
          documentClient.send(
            new DeleteCommand({ TableName: TABLE, Key: accountKeys.token(String(ref.SK).slice(accountKeys.tokenRefPrefix.length)) }),
          ),
        ),
      );
    },
  },
  {
    name: 'workouts',
    async exportFor(user) {
      return (await partitionItems(user.id, workoutKeys.workout(user.id, '').SK)).map((item) => ({
        id: text(item.id),
        programId: text(item.programId),
        mode: text(item.mode),
        finishedAt: text(item.finishedAt),
        activeSeconds: Number(item.activeSeconds),
        completedIntervals: Number(item.completedIntervals),
      }));
    },
  },
  {
    name: 'avatar',
    async exportFor(user) {
      return { avatar: await getAvatar(user.id), boughtParts: await ownedParts(user.id) };
    },
  },
  {
    name: 'supportTickets',
    async exportFor(user) {
      const tickets = await Promise.all((await memberTicketIds(user.id)).map((id) => getTicket(id)));
      return tickets.flatMap((ticket) => {
        if (!ticket) return [];
        const { replyCount: _, ...rest } = ticket;
        return [rest];
      });
    },
    // A ticket is the member's own words and address, and the replies to them: it goes whole.
    async eraseFor(user) {
      for (const id of await memberTicketIds(user.id)) await deleteAll(await partitionOf(ticketKeys.ticket(id).PK));
    },
  },
  {
    name: 'professionalSessions',
    async exportFor(user) {
      return (await listMemberProBookings(user.id)).map((booking) => ({
        id: booking.id,
        professionalId: booking.professionalId,
        professionalName: booking.professionalName,
        kind: booking.kind,
        start: booking.start,
        end: booking.end,
        mode: booking.mode,
        notes: booking.notes,
        status: booking.status,
        paidSweatCoins: formatCoinCents(booking.paidCents),
        refundedSweatCoins: formatCoinCents(booking.refundedCents),
        createdAt: booking.createdAt,
        cancelledAt: booking.cancelledAt,
      }));
    },
    // Sessions and what they earned stay (the professional's schedule and earnings count them) but
    // name no one, and the member's notes go.
    async eraseFor(user) {
      for (const booking of await listMemberProBookings(user.id)) {
        await documentClient.send(
          new UpdateCommand({
            TableName: TABLE,
            Key: proKeys.booking(booking.id),
            UpdateExpression: 'SET memberName = :former, notes = :blank',
            ConditionExpression: 'userId = :id',
            ExpressionAttributeValues: { ':former': FORMER_MEMBER, ':blank': '', ':id': user.id },
          }),
        );
        if (!booking.completedAt) continue;
        await documentClient
          .send(
            new UpdateCommand({
              TableName: TABLE,
              Key: proKeys.earning(booking.professionalId, booking.completedAt, booking.id),
              UpdateExpression: 'SET memberName = :former',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':former': FORMER_MEMBER },
            }),
          )
          .catch((error: unknown) => {
            // No entry (a completion written before earnings were kept): nothing to anonymise, nothing to create.
            if (!isConditionFailed(error)) throw error;
          });
      }
    },
  },
  {
    name: 'professionalReviews',
    async exportFor(user) {
      const reviews = await Promise.all([...(await reviewedProfessionals(user.id))].map((proId) => getProReview(proId, user.id)));
      return reviews.flatMap((review) =>
        review ? [{ professionalId: review.proId, stars: review.stars, text: review.text, createdAt: review.createdAt }] : [],
      );
    },
    // As a gym review: it goes, and the professional's rating loses its stars in the same transaction.
    async eraseFor(user) {
      for (const proId of await reviewedProfessionals(user.id)) {
        const review = await getProReview(proId, user.id);
        if (!review) continue;
        try {
          await transact([
            { Delete: { TableName: TABLE, Key: proKeys.review(proId, user.id), ConditionExpression: 'attribute_exists(PK)' } },
            {
              Update: {
                TableName: TABLE,
                Key: proKeys.professional(proId),
                UpdateExpression: 'ADD ratingSum :minusStars, ratingCount :minusOne',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeValues: { ':minusStars': -review.stars, ':minusOne': -1 },
              },
            },
          ]);
        } catch (error) {
          // Deleted meanwhile (a retry of this erasure), or the professional's profile is gone.
          if (!(error instanceof ConditionFailedError)) throw error;
        }
      }
    },
  },
  {
    name: 'moods',
    async exportFor(user) {
      return exportMoodData(user.id);
    },
    // Entries live in their own partitions (MOOD#<id>), found by the member's index.
    async eraseFor(user) {
      await deleteMoodData(user.id);
    },
  },
  {
    name: 'coach',
    // The plan, the chat and the motivation messages are in the member's partition and go with it.
    async exportFor(user) {
      const messages = await partitionItems(user.id, coachKeys.messagePrefix);
      return {
        plan: await getPlan(user.id),
        messages: messages.map((item) => ({
          id: text(item.id),
          role: text(item.role),
          text: text(item.text),
          createdAt: text(item.createdAt),
        })),
      };
    },
  },
  ...SOCIAL_PERSONAL_DATA,
];

export const EXPORT_FORMAT = 'fitchoice-export-1';

/** The member's archive: every section's data. */
export async function exportAccount(
  user: UserRecord,
  now: Date,
): Promise<{ format: string; exportedAt: string; data: Record<string, unknown> }> {
  const sections = await Promise.all(PERSONAL_DATA.map(async (section) => [section.name, await section.exportFor(user)] as const));
  return { format: EXPORT_FORMAT, exportedAt: now.toISOString(), data: Object.fromEntries(sections) };
}

/** Items of the member's partition that outlive the account: the tombstone and the ledger. */
function isKept(sortKey: string): boolean {
  return sortKey === keys.user('x').SK || sortKey.startsWith(keys.ledgerPrefix);
}

export type EraseResult = { state: 'erased' } | { state: 'no_account' };

/**
 * Deletes the account: the tombstone first (with the audit entry, which names no one), then every
 * section's data, then the member's partition but its ledger.
 */
export async function eraseAccount(user: UserRecord, context: { requestId: string; now: Date }): Promise<EraseResult> {
  const at = context.now.toISOString();
  try {
    await transact([
      {
        Update: {
          TableName: TABLE,
          Key: keys.user(user.id),
          UpdateExpression:
            'SET #name = :deleted, #roles = :none, deletedAt = :at REMOVE email, passwordHash, pendingEmail, emailVerifiedAt, #language, suspensionReason, gymIds, GSI1PK, GSI1SK, lastSeenAt, mustChangePassword',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deletedAt)',
          ExpressionAttributeNames: { '#name': 'name', '#roles': 'roles', '#language': 'language' },
          ExpressionAttributeValues: { ':deleted': 'Deleted member', ':none': [], ':at': at },
        },
      },
      ...(user.email
        ? [
            {
              Delete: {
                TableName: TABLE,
                Key: keys.email(user.email),
                ConditionExpression: 'userId = :id',
                ExpressionAttributeValues: { ':id': user.id },
              },
            },
          ]
        : []),
      auditPut({
        actor: null,
        action: 'account.deleted',
        // The account's name goes with its data: the entry keeps only the id.
        target: { type: 'user', id: user.id, name: null },
        requestId: context.requestId,
        at: context.now,
        details: { roles: user.roles.join(',') },
      }),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedError) return { state: 'no_account' };
    throw error;
  }
  for (const section of PERSONAL_DATA) await section.eraseFor?.(user, context.now);
  await deleteAll((await partitionItems(user.id, '')).filter((item) => !isKept(String(item.SK))));
  return { state: 'erased' };
}
