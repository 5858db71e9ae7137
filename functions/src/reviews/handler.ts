// Reviews: GET/POST /api/gyms/{id}/reviews, POST /api/reviews/{id}/helpful, POST /api/reviews/{id}/report.
import {
  type CreateReviewResponse,
  gymRoutes,
  REVIEW_HIDE_AFTER_REPORTS,
  REVIEW_PAGE_DEFAULT,
  type ReviewHelpfulResponse,
  type ReviewListResponse,
} from '@fitchoice/shared/api';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { createReview, getGym, getReviewById, hasVisited, listReviews, markHelpful, type ReviewRecord, reportReview } from '../gyms/store';
import { ratingOf, toApiReview } from '../gyms/views';
import { createHandler } from '../http/handler';
import { throttleNetwork } from '../http/network';
import { moderationReport } from '../moderation/store';
import { queueGymPartnerNotice } from '../notices/queue';
import type { UserRecord } from '../users/store';

const REVIEW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The review an id names; a malformed or unknown id is "not found". */
async function reviewOr404(reviewId: string | undefined): Promise<ReviewRecord> {
  const review = reviewId && REVIEW_ID.test(reviewId) ? await getReviewById(reviewId) : null;
  if (!review) throw new NotFoundError('Review not found');
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

export const handler = createHandler(gymRoutes, {
  'reviews.list': {
    async run({ params, query, user }) {
      const gym = params.id ? await getGym(params.id) : null;
      if (!gym) throw new NotFoundError('Gym not found');
      const { reviews, nextCursor } = await listReviews(gym.id, query.order ?? 'newest', REVIEW_HIDE_AFTER_REPORTS, {
        limit: query.limit ?? REVIEW_PAGE_DEFAULT,
        cursor: query.cursor,
      });
      const body: ReviewListResponse = {
        reviews: reviews.map((review) => toApiReview(review, user?.id ?? null)),
        nextCursor,
        rating: ratingOf(gym.ratingSum, gym.ratingCount),
      };
      return { statusCode: 200, body };
    },
  },

  'reviews.create': {
    async run({ params, body, user, now }) {
      const gym = params.id ? await getGym(params.id) : null;
      if (!gym) throw new NotFoundError('Gym not found');
      const result = await createReview({
        gymId: gym.id,
        gymName: gym.name,
        userId: user.id,
        authorName: user.name,
        stars: body.stars,
        text: body.text,
        now,
      });
      if (result.state !== 'created') {
        if (result.state === 'not_visited') throw new ForbiddenError('Only members who checked in at this gym can review it');
        if (result.state === 'already_reviewed') throw new ConflictError('You have already reviewed this gym', 'already_reviewed');
        throw new NotFoundError('Gym not found');
      }
      await queueGymPartnerNotice(gym.id, {
        kind: 'gym_review',
        memberId: user.id,
        member: user.name,
        place: gym.name,
        stars: body.stars,
        text: body.text,
      });
      const response: CreateReviewResponse = {
        review: toApiReview(result.review, user.id),
        rating: ratingOf(result.rating.sum, result.rating.count),
      };
      return { statusCode: 201, body: response };
    },
  },

  'reviews.helpful': {
    async run({ params, user, now }) {
      const review = await reviewOr404(params.id);
      if (review.userId === user.id) throw new ForbiddenError('You cannot mark your own review as helpful');
      const result = await markHelpful(review, user.id, now);
      if (result.state === 'no_review') throw new NotFoundError('Review not found');
      const body: ReviewHelpfulResponse = { reviewId: review.id, helpfulCount: result.count };
      return { statusCode: 200, body };
    },
  },

  // Every report goes to the moderators' queue; the review is hidden once reports that weigh
  // (mayWeigh, one per network) reach REVIEW_HIDE_AFTER_REPORTS, until a moderator decides.
  'reviews.report': {
    async run({ params, body, user, sourceIp, now }) {
      const review = await reviewOr404(params.id);
      if (review.userId === user.id) throw new ForbiddenError('You cannot report your own review');
      const gym = await getGym(review.gymId);
      const result = await reportReview({
        review,
        // The report opens (or reopens) the review's case in the admin panel's moderation queue.
        queued: moderationReport('review', review.id, {
          reason: body.reason,
          excerpt: review.text,
          context: `${gym?.name ?? review.gymId}: ${review.stars}★ by ${review.authorName}`,
          at: now,
        }),
        reporterId: user.id,
        network: throttleNetwork(sourceIp),
        mayWeigh: await mayWeigh(user, review, now),
        reason: body.reason,
        details: body.details,
        now,
      });
      if (result === 'no_review') throw new NotFoundError('Review not found');
      return { statusCode: 200, body: { reviewId: review.id, reported: true } };
    },
  },
});
