// The form that writes a gym review, shown once the member has checked in there. Its own module,
// loaded when it shows: it validates with the shared schema, and zod (with every schema of the
// reviews module) stays off the gym page for everyone else.
import { createReviewRequestSchema } from '@fitchoice/shared/api';
import { reviewsCreate } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { enqueueCall } from '../../api/enqueue-call';
import { type FieldProblem, fieldProblemOf } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { FieldGroup } from '../../ui/form/FieldGroup';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import { REVIEW_FIELDS, reviewRefusalId } from './refusals';
import { useReviewAction } from './review-action';
import './messages';

export function ReviewForm({ gymId }: { gymId: string }) {
  const intl = useIntl();
  const ids = useId();
  const act = useReviewAction(gymId);
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<FieldProblem<keyof typeof REVIEW_FIELDS> | null>(null);
  const [refusal, setRefusal] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState(false);
  const { ref, focusFirstError } = useErrorFocus();
  const problemAt = (field: keyof typeof REVIEW_FIELDS) =>
    problem?.field === field ? intl.formatMessage({ id: problem.messageId }, { max: reviewsCreate.text.maxLength }) : undefined;
  const refuseAt = (found: FieldProblem<keyof typeof REVIEW_FIELDS> | null) => {
    setProblem(found);
    focusFirstError();
  };
  return (
    <form
      ref={ref}
      className="card review-form"
      aria-labelledby={`${ids}title`}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setRefusal(null);
        const parsed = createReviewRequestSchema.safeParse({ stars, text });
        if (!parsed.success) {
          refuseAt(fieldProblemOf({ field: String(parsed.error.issues[0]?.path[0] ?? '') }, REVIEW_FIELDS));
          return;
        }
        setProblem(null);
        setBusy(true);
        try {
          const answer = await act(enqueueCall(routes.reviewsCreate, { params: { id: gymId }, body: parsed.data }));
          if (answer?.state !== 'failed') return;
          const atField = fieldProblemOf(answer.response, REVIEW_FIELDS);
          if (atField) refuseAt(atField);
          else setRefusal(reviewRefusalId(answer));
        } finally {
          setBusy(false);
        }
      }}
    >
      <h3 id={`${ids}title`} className="card__title">
        <FormattedMessage id="reviews.form.title" />
      </h3>
      <FieldGroup legend={<FormattedMessage id="reviews.form.stars" />} error={problemAt('stars')} className="star-input">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="star-input__choice">
            <input type="radio" name={`${ids}stars`} value={n} checked={stars === n} onChange={() => setStars(n)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              <FormattedMessage id="reviews.stars" values={{ stars: n }} />
            </span>
          </label>
        ))}
      </FieldGroup>
      <TextAreaField
        label={intl.formatMessage({ id: 'reviews.form.text' })}
        rows={4}
        value={text}
        error={problemAt('text')}
        onChange={(e) => setText(e.target.value)}
        {...reviewsCreate.text}
      />
      <FormRefusal messageId={refusal} />
      <Button type="submit" busy={busy}>
        <FormattedMessage id="reviews.form.submit" />
      </Button>
    </form>
  );
}
