// Reviews: GET/POST /api/gyms/{id}/reviews, POST /api/reviews/{id}/helpful, POST /api/reviews/{id}/report.
import {
  type CreateReviewResponse,
  REVIEW_HIDE_AFTER_REPORTS,
  REVIEW_PAGE_DEFAULT,
  type ReviewHelpfulResponse,
  type ReviewListResponse,
} from '@fitchoice/shared/api';
import { httpErrors } from '../http/errors';
import { createHandler } from '../http/handler';
import { parseReviewId } from '../store/gym-keys';
import { createReview, getGym, getReview, listReviews, type ReviewRecord, voteOnReview } from '../store/gyms';
import { moderationReport } from '../store/moderation';
import { ratingOf, toApiReview } from '../views/gyms';

async function reviewOr404(reviewId: string | undefined): Promise<ReviewRecord> {
  const ids = reviewId ? parseReviewId(reviewId) : null;
  const review = ids ? await getReview(ids.gymId, ids.userId) : null;
  if (!review) throw httpErrors.notFound('Review not found');
  return review;
}

export const handler = createHandler({
  'reviews.list': {
    async run({ params, query, user }) {
      const gym = params.id ? await getGym(params.id) : null;
      if (!gym) throw httpErrors.notFound('Gym not found');
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
  },

  'reviews.helpful': {
    async run({ params, user, now }) {
      const review = await reviewOr404(params.id);
      if (review.userId === user!.id) throw httpErrors.forbidden('You cannot mark your own review as helpful');
      const result = await voteOnReview('helpful', review, user!.id, {}, now);
      if (result.state === 'no_review') throw httpErrors.notFound('Review not found');
      const body: ReviewHelpfulResponse = { reviewId: review.id, helpfulCount: result.count };
      return { statusCode: 200, body };
    },
  },

  'reviews.report': {
    async run({ params, body, user, now }) {
      const review = await reviewOr404(params.id);
      if (review.userId === user!.id) throw httpErrors.forbidden('You cannot report your own review');
      const gym = await getGym(review.gymId);
      // The report opens (or reopens) the review's case in the admin's moderation queue, in its own transaction.
      const queued = moderationReport('review', review.id, {
        reason: body.reason,
        excerpt: review.text,
        context: `${gym?.name ?? review.gymId}: ${review.stars}★ by ${review.authorName}`,
        at: now,
      });
      const result = await voteOnReview('report', review, user!.id, { reason: body.reason, details: body.details }, now, [queued]);
      if (result.state === 'no_review') throw httpErrors.notFound('Review not found');
      return { statusCode: 200, body: { reviewId: review.id, reported: true } };
    },
  },
});
