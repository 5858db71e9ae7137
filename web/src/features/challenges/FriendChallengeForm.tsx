// "Challenge your friends": a member makes a private challenge (a goal, how long it runs) and invites
// friends to it. It goes through the outbox like joining, so one made on bad Wi-Fi is kept and made
// once; the server checks that everyone invited is a friend and says so at the field.
import { CHALLENGE_MEASURES, type ChallengeMeasure, type FriendsResponse, MAX_OPEN_CHALLENGES } from '@fitchoice/shared/api';
import { challengesCreate } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiQueryKey } from '../../api/client';
import { answerShownHere } from '../../outbox/answer';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { FieldGroup } from '../../ui/form/FieldGroup';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { SelectField } from '../../ui/form/SelectField';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import { LinkButton } from '../../ui/LinkButton';
import { Spinner } from '../../ui/Spinner';
import { queueFriendChallenge, refreshChallenges } from './challenges-api';
import './messages';
import { friendChallengeRefusalId } from './refusals';

const DURATIONS = [7, 14, 30] as const;

type Outcome = { id: 'challenges.friends.created' | 'challenges.friends.pending' } | { id: 'challenges.friends.failed'; reason: string };

export function FriendChallengeForm() {
  const intl = useIntl();
  const ids = useId();
  const queryClient = useQueryClient();
  const friends = useQuery<FriendsResponse>({ queryKey: apiQueryKey(routes.friendsList) });
  const empty = { title: '', measure: 'checkin_days' as ChallengeMeasure, target: '3', days: '7', invited: [] as string[] };
  const [draft, setDraft] = useState(empty);
  const [invalid, setInvalid] = useState<'title' | 'target' | 'friendIds' | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { ref, focusFirstError } = useErrorFocus();
  const t = (id: string) => intl.formatMessage({ id });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const target = Number(draft.target);
    const problem =
      draft.title.trim().length < challengesCreate.title.minLength
        ? 'title'
        : !Number.isInteger(target) || target < 1
          ? 'target'
          : draft.invited.length === 0
            ? 'friendIds'
            : null;
    setInvalid(problem);
    if (problem) {
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      const body = { title: draft.title.trim(), measure: draft.measure, target, days: Number(draft.days), friendIds: draft.invited };
      const answer = await answerShownHere(await queueFriendChallenge(body));
      if (!answer) setOutcome({ id: 'challenges.friends.pending' });
      else if (answer.state === 'failed')
        setOutcome({
          id: 'challenges.friends.failed',
          reason: intl.formatMessage({ id: friendChallengeRefusalId(answer) }, { count: MAX_OPEN_CHALLENGES }),
        });
      else {
        setOutcome({ id: 'challenges.friends.created' });
        setDraft(empty);
        await refreshChallenges(queryClient);
      }
    } finally {
      setBusy(false);
    }
  };

  const refused = outcome && 'reason' in outcome ? outcome : null;
  const toggle = (friendId: string, on: boolean) =>
    setDraft((d) => ({ ...d, invited: on ? [...d.invited, friendId] : d.invited.filter((id) => id !== friendId) }));

  return (
    <section className="section" aria-labelledby={`${ids}title`}>
      <h2 id={`${ids}title`} className="section__title">
        <FormattedMessage id="challenges.friends.title" />
      </h2>
      <p className="field__hint">
        <FormattedMessage id="challenges.friends.intro" />
      </p>
      {friends.isPending ? (
        <Spinner label={t('challenges.friends.loading')} />
      ) : friends.isError ? (
        <p className="notice">
          <FormattedMessage id="challenges.offline" />
        </p>
      ) : friends.data.friends.length === 0 ? (
        <div className="booking__actions">
          <p className="field__hint">
            <FormattedMessage id="challenges.friends.none" />
          </p>
          <LinkButton to="/friends-features" variant="secondary">
            <FormattedMessage id="challenges.friends.find" />
          </LinkButton>
        </div>
      ) : (
        <form ref={ref} className="card form" noValidate onSubmit={(event) => void submit(event)}>
          <Field
            label={t('challenges.friends.field.title')}
            value={draft.title}
            {...challengesCreate.title}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            error={invalid === 'title' ? t('challenges.friends.invalid.title') : undefined}
          />
          <SelectField
            label={intl.formatMessage({ id: 'challenges.friends.field.measure' })}
            value={draft.measure}
            onChange={(e) => setDraft({ ...draft, measure: e.target.value as ChallengeMeasure })}
          >
            {CHALLENGE_MEASURES.map((measure) => (
              <option key={measure} value={measure}>
                {t(`challenges.measure.${measure}`)}
              </option>
            ))}
          </SelectField>
          <Field
            label={t('challenges.friends.field.target')}
            inputMode="numeric"
            value={draft.target}
            onChange={(e) => setDraft({ ...draft, target: e.target.value })}
            error={invalid === 'target' ? t('challenges.friends.invalid.target') : undefined}
          />
          <SelectField
            label={intl.formatMessage({ id: 'challenges.friends.field.days' })}
            value={draft.days}
            onChange={(e) => setDraft({ ...draft, days: e.target.value })}
          >
            {DURATIONS.map((days) => (
              <option key={days} value={days}>
                {intl.formatMessage({ id: 'challenges.friends.days' }, { days })}
              </option>
            ))}
          </SelectField>
          <FieldGroup
            legend={<FormattedMessage id="challenges.friends.field.friends" />}
            error={invalid === 'friendIds' ? t('challenges.friends.invalid.friends') : undefined}
          >
            {friends.data.friends.map((friend) => (
              <label key={friend.id} className="choice choice--block">
                <input type="checkbox" checked={draft.invited.includes(friend.id)} onChange={(e) => toggle(friend.id, e.target.checked)} />
                <bdi>{friend.name}</bdi>
              </label>
            ))}
          </FieldGroup>
          <Button type="submit" busy={busy}>
            <FormattedMessage id="challenges.friends.create" />
          </Button>
          <p role="status">{outcome && !('reason' in outcome) ? <FormattedMessage id={outcome.id} /> : null}</p>
          <FormRefusal messageId={refused?.id} values={{ reason: refused?.reason }} />
        </form>
      )}
    </section>
  );
}
