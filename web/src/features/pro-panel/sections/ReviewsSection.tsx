// The professional's reviews (each from a client who attended a session), newest first, and a public
// reply to each, as a gym answers its reviews.
import type { ProfessionalKind, ProReview } from '@fitchoice/shared/api';
import { proPanelNutritionistReply, proPanelTrainerReply } from '@fitchoice/shared/api/field-limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../../api/client';
import type { MessageId } from '../../../i18n/messages';
import { Button } from '../../../ui/Button';
import { FormRefusal } from '../../../ui/form/FormRefusal';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import { Spinner } from '../../../ui/Spinner';
import { PANEL_ROUTES } from '../panel-api';
import { problemOf } from '../panel-hooks';
import '../messages';
import './messages';
import '../../gyms/gyms.css';

// The two panels' routes have the same schemas.
const REPLY_LIMITS = { trainer: proPanelTrainerReply, nutritionist: proPanelNutritionistReply };

export function ReviewsSection({ kind }: { kind: ProfessionalKind }) {
  const intl = useIntl();
  const reviews = useQuery({
    queryKey: apiQueryKey(PANEL_ROUTES[kind].reviews),
    queryFn: () => apiCall(PANEL_ROUTES[kind].reviews, {}),
  });
  return (
    <section aria-labelledby="panel-reviews">
      <h3 id="panel-reviews" className="section__title">
        <FormattedMessage id="proPanel.reviews.title" />
      </h3>
      {reviews.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'proPanel.loading' })} />
      ) : reviews.isError ? (
        <p className="notice notice--error">
          <FormattedMessage id={problemOf(reviews.error)} />
        </p>
      ) : reviews.data.reviews.length === 0 ? (
        <p className="notice">
          <FormattedMessage id="proPanel.reviews.none" />
        </p>
      ) : (
        <ul className="booking-list">
          {reviews.data.reviews.map((review) => (
            <ReviewRow key={review.id} kind={kind} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewRow({ kind, review }: { kind: ProfessionalKind; review: ProReview }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [text, setText] = useState(review.reply?.text ?? '');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ replied: true } | { refusal: MessageId } | null>(null);
  const send = async () => {
    setBusy(true);
    setNote(null);
    try {
      await apiCall(PANEL_ROUTES[kind].reply, { params: { reviewId: review.id }, body: { text } });
      await queryClient.invalidateQueries({ queryKey: apiQueryKey(PANEL_ROUTES[kind].reviews) });
      setNote({ replied: true });
    } catch (error) {
      setNote({ refusal: problemOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="booking-card">
      <h4 className="booking-card__title">
        <FormattedMessage id="proPanel.reviews.by" values={{ name: review.authorName, stars: review.stars }} />
      </h4>
      <p className="pro-card__meta">
        <span>
          <FormattedDate value={review.createdAt} day="numeric" month="short" year="numeric" />
        </span>
      </p>
      <p>{review.text}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) void send();
        }}
      >
        <TextAreaField
          label={intl.formatMessage({ id: review.reply ? 'proPanel.reviews.editReply' : 'proPanel.reviews.reply' })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          {...REPLY_LIMITS[kind].text}
        />
        <div className="booking-card__actions">
          <Button type="submit" busy={busy} disabled={!text.trim()}>
            <FormattedMessage id="proPanel.reviews.send" />
          </Button>
        </div>
      </form>
      {note && 'replied' in note ? (
        <p className="notice" role="status">
          <FormattedMessage id="proPanel.reviews.replied" />
        </p>
      ) : null}
      <FormRefusal messageId={note && 'refusal' in note ? note.refusal : null} />
    </li>
  );
}
