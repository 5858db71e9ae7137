// Reviews: GET/POST /api/gyms/{id}/reviews, POST /api/reviews/{id}/helpful, POST /api/reviews/{id}/report.
import {
  type CreateReviewResponse,
  createReviewRequestSchema,
  REVIEW_HIDE_AFTER_REPORTS,
  type ReviewHelpfulResponse,
  type ReviewListResponse,
  reportReviewRequestSchema,
  reviewListQuerySchema,
} from '@fitchoice/shared/api';
import { throttleNetwork } from '../auth/network';
import { httpErrors } from '../http/errors';
import { createHandler, route } from '../http/handler';
import { createReview, getGym, getReviewById, hasVisited, listReviews, markHelpful, type ReviewRecord, reportReview } from '../store/gyms';
import type { UserRecord } from '../store/users';
import { ratingOf, toApiReview } from '../views/gyms';

const REVIEW_PAGE_DEFAULT = 10;

function readOffset(cursor: string | undefined, order: string): number {
  if (cursor === undefined) return 0;
  const match = /^(newest|helpful):(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || match[1] !== order) throw httpErrors.badRequest('cursor does not belong to this list; start again without it', 'cursor');
  return Number(match[2]);
}

const REVIEW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function reviewOr404(reviewId: string | undefined): Promise<ReviewRecord> {
  const review = reviewId && REVIEW_ID.test(reviewId) ? await getReviewById(reviewId) : null;
  if (!review) throw httpErrors.notFound('Review not found');
  return review;
}

/** How old an account must be before its reports weigh toward hiding a review. */
export const REPORTER_MIN_AGE_DAYS = 14;

/**
 * Whether a report may weigh toward hiding a review: only from an account old enough and that
 * checked in at that gym (a check-in needs presence there), which fresh accounts cannot fake.
 */
async function mayWeigh(reporter: UserRecord, review: ReviewRecord, now: Date): Promise<boolean> {
  const ageDays = (now.getTime() - Date.parse(reporter.createdAt)) / 86_400_000;
  return ageDays >= REPORTER_MIN_AGE_DAYS && (await hasVisited(reporter.id, review.gymId));
}

export const handler = createHandler({
  'GET /api/gyms/{id}/reviews': route({
    access: 'optional',
    query: reviewListQuerySchema,
    async run({ params, query, user }) {
      const gym = params.id ? await getGym(params.id) : null;
      if (!gym) throw httpErrors.notFound('Gym not found');
      const order = query.order ?? 'newest';
      const offset = readOffset(query.cursor, order);
      const limit = query.limit ?? REVIEW_PAGE_DEFAULT;
      const visible = (await listReviews(gym.id)).filter((review) => review.reportWeight < REVIEW_HIDE_AFTER_REPORTS);
      visible.sort((a, b) =>
        order === 'helpful'
          ? b.helpfulCount - a.helpfulCount || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id)
          : b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
      );
      const page = visible.slice(offset, offset + limit);
      const body: ReviewListResponse = {
        reviews: page.map((review) => toApiReview(review, user?.id ?? null)),
        nextCursor: offset + limit < visible.length ? Buffer.from(`${order}:${offset + limit}`).toString('base64url') : null,
        rating: ratingOf(gym.ratingSum, gym.ratingCount),
      };
      return { statusCode: 200, body };
    },
  }),

  'POST /api/gyms/{id}/reviews': route({
    access: 'member',
    body: createReviewRequestSchema,
    async run({ params, body, user, now }) {
      const gym = params.id ? await getGym(params.id) : null;
      if (!gym) throw httpErrors.notFound('Gym not found');
      const result = await createReview({
        gymId: gym.id,
        gymName: gym.name,
        userId: user!.id,
        authorName: user!.name,
        stars: body.stars,
        text: body.text,
        now,
      });
      if (result.state !== 'created') {
        if (result.state === 'not_visited') throw httpErrors.forbidden('Only members who checked in at this gym can review it');
        if (result.state === 'already_reviewed') throw httpErrors.conflict('You have already reviewed this gym', 'already_reviewed');
        throw httpErrors.notFound('Gym not found');
      }
      const response: CreateReviewResponse = {
        review: toApiReview(result.review, user!.id),
        rating: ratingOf(result.rating.sum, result.rating.count),
      };
      return { statusCode: 201, body: response };
    },
  }),

  'POST /api/reviews/{id}/helpful': route({
    access: 'member',
    async run({ params, user, now }) {
      const review = await reviewOr404(params.id);
      if (review.userId === user!.id) throw httpErrors.forbidden('You cannot mark your own review as helpful');
      const result = await markHelpful(review, user!.id, now);
      if (result.state === 'no_review') throw httpErrors.notFound('Review not found');
      const body: ReviewHelpfulResponse = { reviewId: review.id, helpfulCount: result.count };
      return { statusCode: 200, body };
    },
  }),

  // Every report goes to the moderators' queue; the review is hidden once reports that weigh
  // (mayWeigh, one per network) reach REVIEW_HIDE_AFTER_REPORTS, until a moderator decides.
  'POST /api/reviews/{id}/report': route({
    access: 'member',
    body: reportReviewRequestSchema,
    async run({ params, body, user, sourceIp, now }) {
      const review = await reviewOr404(params.id);
      if (review.userId === user!.id) throw httpErrors.forbidden('You cannot report your own review');
      const result = await reportReview({
        review,
        reporterId: user!.id,
        network: throttleNetwork(sourceIp),
        mayWeigh: await mayWeigh(user!, review, now),
        reason: body.reason,
        details: body.details,
        now,
      });
      if (result === 'no_review') throw httpErrors.notFound('Review not found');
      return { statusCode: 200, body: { reviewId: review.id, reported: true } };
    },
  }),
});
