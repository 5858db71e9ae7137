// A gym's reviews: newest or most helpful first, mark helpful, report abuse, and write one review
// after a check-in there. Writes go through the outbox (enqueueCall, outbox/answer.ts), so they work offline
// and show as pending until sent; a refused one shows its reason, worded by its field or code
// (api/field-errors.ts).
import { REPORT_REASONS, type Review } from '@fitchoice/shared/api';
import { reviewsCreate } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { apiPath } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import { refusalMessageId } from '../../api/field-errors';
import { useAuth } from '../../app/auth';
import { useCachedBookings } from '../../db/local-bookings';
import { answeredNotListed } from '../../outbox/entries';
import { useEntriesOf } from '../../outbox/hooks';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/form/SelectField';
import { Spinner } from '../../ui/Spinner';
import { reviewsQuery } from './gym-api';
import { REVIEW_ACTION_REFUSALS, reviewFailureId } from './refusals';
import { useReviewAction } from './review-action';
import './messages';

/** The outbox route of a review written here. */
const REVIEW_ROUTES = [routes.reviewsCreate.id] as const;

const ReviewForm = lazy(() => import('./ReviewForm').then((module) => ({ default: module.ReviewForm })));

function Stars({ value }: { value: number }) {
  return (
    <span className="stars" aria-hidden="true">
      {'★'.repeat(value)}
      <span className="stars__off">{'★'.repeat(5 - value)}</span>
    </span>
  );
}

export function Reviews({ gymId }: { gymId: string }) {
  const intl = useIntl();
  const ids = useId();
  const { user, isGuest } = useAuth();
  const [order, setOrder] = useState<'newest' | 'helpful'>('newest');
  const reviews = useInfiniteQuery(reviewsQuery(gymId, order));
  const bookings = useCachedBookings(user?.id ?? '');
  // The review waiting or refused, and one answered since the page opened: it shows, and the form
  // stays closed, before the list is read again.
  const entries = useEntriesOf(REVIEW_ROUTES);
  const listed = reviews.data?.pages.flatMap((p) => p.reviews) ?? [];
  const path = apiPath(routes.reviewsList, { params: { id: gymId } });
  const ofThisGym = entries.filter((e) => e.path === path);
  const list = [...answeredNotListed(ofThisGym, routes.reviewsCreate.id, (answer) => answer.review, listed), ...listed];
  const rating = reviews.data?.pages[0]?.rating;
  const visited = (bookings ?? []).some((b) => b.booking.gymId === gymId && b.booking.status === 'attended');
  // A review's path is the gym's reviews list (POST and GET share it).
  const queuedReview = ofThisGym.find((e) => e.state !== 'done');
  const canWrite = !isGuest && visited && !list.some((r) => r.mine) && !queuedReview;

  return (
    <section className="section" aria-labelledby={`${ids}title`}>
      <h2 id={`${ids}title`} className="section__title">
        <FormattedMessage id="reviews.title" />
        {rating?.average != null ? (
          <span className="reviews__summary">
            {' '}
            <FormattedMessage id="gyms.rating" values={{ average: rating.average, count: rating.count }} />
          </span>
        ) : null}
      </h2>
      {queuedReview ? (
        <p className={queuedReview.state === 'failed' ? 'notice notice--error' : 'notice'} role="status">
          {queuedReview.state === 'failed' ? (
            <FormattedMessage
              id="reviews.failed"
              values={{ message: intl.formatMessage({ id: reviewFailureId(queuedReview) }, { max: reviewsCreate.text.maxLength }) }}
            />
          ) : (
            <FormattedMessage id="reviews.pending" />
          )}
        </p>
      ) : null}
      {canWrite ? (
        <Suspense fallback={null}>
          <ReviewForm gymId={gymId} />
        </Suspense>
      ) : null}
      <fieldset className="segmented reviews__order" aria-label={intl.formatMessage({ id: 'reviews.order' })}>
        {(['newest', 'helpful'] as const).map((o) => (
          <button key={o} type="button" className="segmented__item" aria-pressed={order === o} onClick={() => setOrder(o)}>
            <FormattedMessage id={`reviews.order.${o}`} />
          </button>
        ))}
      </fieldset>
      {reviews.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'reviews.loading' })} />
      ) : reviews.isError ? (
        <p className="notice">
          <FormattedMessage id="reviews.offline" />
        </p>
      ) : list.length === 0 ? (
        <p className="notice">
          <FormattedMessage id="reviews.none" />
        </p>
      ) : (
        <ul className="review-list">
          {list.map((review) => (
            <ReviewItem key={review.id} review={review} gymId={gymId} />
          ))}
        </ul>
      )}
      {reviews.hasNextPage ? (
        <Button variant="secondary" busy={reviews.isFetchingNextPage} onClick={() => void reviews.fetchNextPage()}>
          <FormattedMessage id="reviews.more" />
        </Button>
      ) : null}
    </section>
  );
}

function ReviewItem({ review, gymId }: { review: Review; gymId: string }) {
  const intl = useIntl();
  const act = useReviewAction(gymId);
  const [note, setNote] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<(typeof REPORT_REASONS)[number]>('spam');
  const say = (answer: Awaited<ReturnType<typeof act>>, sent: string) =>
    setNote(
      answer === null
        ? intl.formatMessage({ id: 'reviews.queued' })
        : answer.state === 'failed'
          ? intl.formatMessage({ id: refusalMessageId(answer.response, REVIEW_ACTION_REFUSALS, 'reviews.action.failed') })
          : intl.formatMessage({ id: sent }),
    );
  return (
    <li className="review card">
      <div className="review__head">
        <Stars value={review.stars} />
        <span className="visually-hidden">
          <FormattedMessage id="reviews.stars" values={{ stars: review.stars }} />
        </span>
        <strong>{review.authorName}</strong>
        <span className="review__date">
          <FormattedDate value={review.createdAt} day="numeric" month="short" year="numeric" />
        </span>
      </div>
      <p className="review__text" dir="auto">
        {review.text}
      </p>
      {review.reply ? (
        <blockquote className="review__reply">
          <strong>
            <FormattedMessage id="reviews.reply" />
          </strong>
          <p dir="auto">{review.reply.text}</p>
        </blockquote>
      ) : null}
      <div className="review__actions">
        <span className="review__helpful">
          <FormattedMessage id="reviews.helpfulCount" values={{ count: review.helpfulCount }} />
        </span>
        {review.mine ? (
          <span className="badge">
            <FormattedMessage id="reviews.mine" />
          </span>
        ) : (
          <>
            <button
              type="button"
              className="button button--ghost"
              onClick={async () =>
                say(await act(enqueueCall(routes.reviewsHelpful, { params: { id: review.id } })), 'reviews.helpful.sent')
              }
            >
              <span>
                <FormattedMessage id="reviews.helpful" />
              </span>
            </button>
            <button type="button" className="button button--ghost" aria-expanded={reporting} onClick={() => setReporting(!reporting)}>
              <span>
                <FormattedMessage id="reviews.report" />
              </span>
            </button>
          </>
        )}
      </div>
      {reporting ? (
        <form
          className="review__report"
          onSubmit={async (e) => {
            e.preventDefault();
            setReporting(false);
            say(await act(enqueueCall(routes.reviewsReport, { params: { id: review.id }, body: { reason } })), 'reviews.report.sent');
          }}
        >
          <SelectField
            label={intl.formatMessage({ id: 'reviews.report.reason' })}
            value={reason}
            onChange={(e) => setReason(e.target.value as typeof reason)}
          >
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {intl.formatMessage({ id: `reviews.report.reason.${r}` })}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="danger">
            <FormattedMessage id="reviews.report.submit" />
          </Button>
        </form>
      ) : null}
      {note ? (
        <p className="field__hint" role="status">
          {note}
        </p>
      ) : null}
    </li>
  );
}
