// The gym's reviews (reported ones too, with how many reported them) and its public reply to each,
// shown to members under the review.
import type { GymPanelReview } from '@fitchoice/shared/api';
import { gymPanelReply } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../api/client';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { Spinner } from '../../ui/Spinner';
import { problemOf } from './problem';
import './messages';

/** `readOnly`: an admin reading the reviews, without the reply form. */
export function ReviewsSection({ gymId, readOnly = false }: { gymId: string; readOnly?: boolean }) {
  const intl = useIntl();
  const input = { params: { gymId } };
  const reviews = useQuery({ queryKey: apiQueryKey(routes.gymPanelReviews, input), queryFn: () => apiCall(routes.gymPanelReviews, input) });
  if (reviews.isPending) return <Spinner label={intl.formatMessage({ id: 'gymPanel.loading' })} />;
  if (reviews.isError) {
    return (
      <p className="notice notice--error" role="alert">
        <FormattedMessage id={problemOf(reviews.error)} />
      </p>
    );
  }
  if (reviews.data.reviews.length === 0) {
    return (
      <p>
        <FormattedMessage id="gymPanel.reviews.none" />
      </p>
    );
  }
  return (
    <ul className="review-list">
      {reviews.data.reviews.map((review) => (
        <ReviewItem key={review.id} gymId={gymId} review={review} readOnly={readOnly} />
      ))}
    </ul>
  );
}

function ReviewItem({ gymId, review, readOnly }: { gymId: string; review: GymPanelReview; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(review.reply?.text ?? '');
  const [state, setState] = useState<{ busy: boolean; published: boolean; refusal: MessageId | null }>({
    busy: false,
    published: false,
    refusal: null,
  });
  const intl = useIntl();
  const publish = async (event: React.FormEvent) => {
    event.preventDefault();
    setState({ busy: true, published: false, refusal: null });
    try {
      await apiCall(routes.gymPanelReply, { params: { gymId, reviewId: review.id }, body: { text } });
      await queryClient.invalidateQueries({ queryKey: apiQueryKey(routes.gymPanelReviews, { params: { gymId } }) });
      setState({ busy: false, published: true, refusal: null });
    } catch (error) {
      setState({ busy: false, published: false, refusal: problemOf(error) });
    }
  };
  return (
    <li className="review card">
      <div className="review__head">
        <strong>{review.authorName}</strong>
        <span aria-hidden="true">{'★'.repeat(review.stars)}</span>
        <span className="review__date">
          <FormattedDate value={review.createdAt} day="numeric" month="short" year="numeric" />
        </span>
      </div>
      <p className="review__text" dir="auto">
        {review.text}
      </p>
      {review.reportCount > 0 ? (
        <p className="field__hint">
          <FormattedMessage id="gymPanel.reviews.reported" values={{ count: review.reportCount }} />
        </p>
      ) : null}
      {readOnly ? (
        review.reply ? (
          <p className="review__reply">{review.reply.text}</p>
        ) : null
      ) : (
        <form className="panel-form" onSubmit={(event) => void publish(event)}>
          <TextAreaField
            label={intl.formatMessage({ id: 'gymPanel.reviews.reply' })}
            value={text}
            rows={3}
            {...gymPanelReply.text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant="secondary" busy={state.busy} disabled={!text.trim()}>
            <FormattedMessage id="gymPanel.reviews.publish" />
          </Button>
          {state.published ? (
            <p className="notice" role="status">
              <FormattedMessage id="gymPanel.reviews.published" />
            </p>
          ) : null}
          <FormRefusal messageId={state.refusal} />
        </form>
      )}
    </li>
  );
}
