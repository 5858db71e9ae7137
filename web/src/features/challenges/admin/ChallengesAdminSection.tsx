// Admin > Challenges: the public challenges with their dates, members and reward; create one (a goal
// counted from verified events, its dates, its reward, optionally a region) and retire one (no new
// members; those in it may still finish). Admin changes are made online: the answer shows at once.
import { REGIONS, type RegionCode } from '@fitchoice/shared';
import { type AdminChallenge, CHALLENGE_MEASURES, type ChallengeInput } from '@fitchoice/shared/api';
import { challengesAdminCreate } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { FormRefusal } from '../../../ui/form/FormRefusal';
import { SelectField } from '../../../ui/form/SelectField';
import { useErrorFocus } from '../../../ui/form/use-error-focus';
import { QueryList } from '../../../ui/QueryList';
import { useRegionName } from '../../settings/RegionLanguageSelects';
import { rewardText } from '../ChallengeCard';
import { CHALLENGE_LIMITS, type ChallengeField, challengeAdminProblemOf } from './refusals';
import '../../gyms/gyms.css';
import '../challenges.css';
import '../messages';

const listKey = apiQueryKey(routes.challengesAdminList, {});
const LIMITS = challengesAdminCreate;

/** A `datetime-local` value (the admin's own clock) as an ISO instant; empty stays empty for the server to name. */
const instant = (local: string) => (local ? new Date(local).toISOString() : local);

function ChallengeForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const ids = useId();
  const regionName = useRegionName();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState({
    title: '',
    description: '',
    startsAt: '',
    endsAt: '',
    measure: 'checkin_days' as ChallengeInput['measure'],
    target: '5',
    rewardXp: '300',
    rewardCoins: '0',
    region: '' as RegionCode | '',
  });
  const [problem, setProblem] = useState<ReturnType<typeof challengeAdminProblemOf> | null>(null);
  const { ref, focusFirstError } = useErrorFocus();
  const set = (key: keyof typeof draft, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const create = useMutation({
    mutationFn: () =>
      apiCall(routes.challengesAdminCreate, {
        body: {
          title: draft.title,
          description: draft.description,
          startsAt: instant(draft.startsAt),
          endsAt: instant(draft.endsAt),
          measure: draft.measure,
          target: Number(draft.target),
          rewardXp: Number(draft.rewardXp),
          rewardCoins: draft.rewardCoins.trim(),
          region: draft.region === '' ? null : draft.region,
        },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: listKey });
      onDone();
    },
    onError: (error) => {
      setProblem(challengeAdminProblemOf(error));
      focusFirstError();
    },
  });
  const errorOf = (field: ChallengeField) =>
    problem?.field === field ? intl.formatMessage({ id: problem.messageId }, CHALLENGE_LIMITS) : undefined;
  const field = (key: ChallengeField, type = 'text') => (
    <Field
      label={intl.formatMessage({ id: `challenges.admin.field.${key}` })}
      type={type}
      value={draft[key]}
      onChange={(e) => set(key, e.target.value)}
      error={errorOf(key)}
      inputMode={type === 'text' && (key === 'target' || key === 'rewardXp' || key === 'rewardCoins') ? 'decimal' : undefined}
      {...(key === 'title' || key === 'description' ? LIMITS[key] : {})}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    create.mutate();
  };
  return (
    <form ref={ref} className="card form" onSubmit={submit} noValidate aria-labelledby={`${ids}title`}>
      <h3 className="card__title" id={`${ids}title`}>
        <FormattedMessage id="challenges.admin.new" />
      </h3>
      {field('title')}
      {field('description')}
      {field('startsAt', 'datetime-local')}
      {field('endsAt', 'datetime-local')}
      <SelectField
        label={intl.formatMessage({ id: 'challenges.admin.field.measure' })}
        value={draft.measure}
        onChange={(e) => set('measure', e.target.value)}
      >
        {CHALLENGE_MEASURES.map((measure) => (
          <option key={measure} value={measure}>
            {intl.formatMessage({ id: `challenges.measure.${measure}` as 'challenges.measure.streak' })}
          </option>
        ))}
      </SelectField>
      {field('target')}
      {field('rewardXp')}
      {field('rewardCoins')}
      <SelectField
        label={intl.formatMessage({ id: 'challenges.admin.field.region' })}
        value={draft.region}
        onChange={(e) => set('region', e.target.value)}
      >
        <option value="">{intl.formatMessage({ id: 'challenges.admin.region.any' })}</option>
        {REGIONS.map((region) => (
          <option key={region.code} value={region.code}>
            {regionName(region.code, region.name)}
          </option>
        ))}
      </SelectField>
      <FormRefusal messageId={problem?.field === null ? problem.messageId : null} />
      <div className="booking__actions">
        <Button type="submit" busy={create.isPending}>
          <FormattedMessage id="challenges.admin.create" />
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <FormattedMessage id="challenges.admin.cancel" />
        </Button>
      </div>
    </form>
  );
}

function ChallengeRow({ challenge }: { challenge: AdminChallenge }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const retire = useMutation({
    mutationFn: () => apiCall(routes.challengesAdminRetire, { params: { id: challenge.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  const active = challenge.status === 'active';
  return (
    <li className="card challenge" data-testid="admin-challenge">
      <div className="challenge__head">
        <h3 className="card__title">
          <bdi>{challenge.title}</bdi>
        </h3>
        {active ? null : (
          <span className="badge">
            <FormattedMessage id="challenges.admin.retired" />
          </span>
        )}
      </div>
      <p className="challenge__goal">
        <FormattedMessage id={`challenges.goal.${challenge.measure}`} values={{ target: challenge.target }} />
      </p>
      <p className="challenge__facts">
        <strong className="challenge__reward">{rewardText(intl, challenge.reward)}</strong>
        <span>
          <FormattedDate value={challenge.startsAt} dateStyle="medium" /> – <FormattedDate value={challenge.endsAt} dateStyle="medium" />
        </span>
        <span>
          <FormattedMessage id="challenges.participants" values={{ count: challenge.participants }} />
        </span>
      </p>
      {active && challenge.state !== 'ended' ? (
        <div className="booking__actions">
          <Button variant="danger" busy={retire.isPending} onClick={() => retire.mutate()}>
            <FormattedMessage id="challenges.admin.retire" />
          </Button>
        </div>
      ) : null}
      <FormRefusal messageId={retire.error ? challengeAdminProblemOf(retire.error).messageId : null} />
    </li>
  );
}

export default function ChallengesAdminSection() {
  const intl = useIntl();
  const list = useQuery({ queryKey: listKey, queryFn: () => apiCall(routes.challengesAdminList, {}) });
  const [creating, setCreating] = useState(false);
  return (
    <div className="admin-challenges">
      <p className="page__intro">
        <FormattedMessage id="challenges.admin.intro" />
      </p>
      {creating ? (
        <ChallengeForm onDone={() => setCreating(false)} />
      ) : (
        <Button onClick={() => setCreating(true)}>
          <FormattedMessage id="challenges.admin.new" />
        </Button>
      )}
      <QueryList
        query={list}
        rows={list.data?.challenges ?? []}
        emptyId="challenges.admin.none"
        errorId="challenges.admin.error.load"
        loadingLabel={intl.formatMessage({ id: 'challenges.loading' })}
      >
        {(challenges) => (
          <ul className="challenge-list">
            {challenges.map((challenge) => (
              <ChallengeRow key={challenge.id} challenge={challenge} />
            ))}
          </ul>
        )}
      </QueryList>
    </div>
  );
}
