// /fit-match: opt in with a training profile (goals, level, area, usual gyms, times, what you are
// looking for), then like or pass on suggested partners; a mutual like is a match with a chat.
// Unmatch and block always work; opting out hides you at once. No place finer than the region is shown.

import { REGIONS } from '@fitchoice/shared';
import {
  FIT_GOALS,
  FIT_LEVELS,
  type FitProfileRequest,
  type FitProfileResponse,
  type Gym,
  LOOKING_FOR,
  type MatchesResponse,
  type Suggestion,
  type SuggestionsResponse,
  TRAINING_TIMES,
} from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { catchError, of } from 'rxjs';
import { apiQueryKey } from '../../api/client';
import { useAuth } from '../../app/auth';
import { getGymDatabase } from '../../db/gym-collections';
import { useLiveQuery } from '../../db/live-query';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { SelectField } from '../../ui/form/SelectField';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { useRealtime } from '../chat/realtime';
import { cachedGyms$ } from '../gyms/gym-cache';
import { useRegion } from '../location/region-store';
import { MembersOnly } from '../social/MembersOnly';
import { PushPrompt } from '../social/PushPrompt';
import { offerPush } from '../social/push';
import { sendViaOutbox } from '../social/social-actions';
import './messages';
import '../friends/friends.css';

const PROFILE_KEY = apiQueryKey(routes.fitMatchProfile);
const SUGGESTIONS_KEY = apiQueryKey(routes.fitMatchSuggestions);
const MATCHES_KEY = apiQueryKey(routes.fitMatchMatches);

/**
 * The gyms kept on the device in `region`, live: `initial` until the first read (undefined: not read
 * yet). A device whose local database cannot be read keeps none.
 */
function useKeptGyms(region: string, initial?: Gym[]): Gym[] | undefined {
  const none = () => of<Gym[]>([]);
  return useLiveQuery(() => getGymDatabase().then((db) => cachedGyms$(db, region).pipe(catchError(none)), none), region, initial);
}

function Choices<T extends string>({
  legendId,
  options,
  chosen,
  labelId,
  onChange,
  single,
}: {
  legendId: string;
  options: readonly T[];
  chosen: readonly T[];
  labelId: (option: T) => string;
  onChange: (next: T[]) => void;
  single?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">
        <FormattedMessage id={legendId} />
      </legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option} className="choice">
            <input
              type={single ? 'radio' : 'checkbox'}
              name={name}
              checked={chosen.includes(option)}
              onChange={(event) =>
                onChange(single ? [option] : event.target.checked ? [...chosen, option] : chosen.filter((value) => value !== option))
              }
            />
            <FormattedMessage id={labelId(option)} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ProfileForm({
  initial,
  keptGyms,
  onSaved,
}: {
  initial: FitProfileRequest | null;
  /** The gyms kept in the form's first area, already read: the form shows with its gyms group in place. */
  keptGyms: { region: string; gyms: Gym[] };
  onSaved: () => void;
}) {
  const intl = useIntl();
  const ids = useId();
  const region = useRegion();
  const [profile, setProfile] = useState<FitProfileRequest>(
    initial ?? { goals: [], level: 'beginner', region: region.code, gymIds: [], times: [], lookingFor: [] },
  );
  const gyms = useKeptGyms(profile.region, profile.region === keptGyms.region ? keptGyms.gyms : undefined) ?? [];
  const [state, setState] = useState<'idle' | 'busy' | 'queued' | 'refused'>('idle');
  const complete = profile.goals.length > 0 && profile.times.length > 0 && profile.lookingFor.length > 0;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    setState('busy');
    const answer = await sendViaOutbox(routes.fitMatchSaveProfile, { body: profile });
    setState(answer === null ? 'queued' : answer.state === 'done' ? 'idle' : 'refused');
    if (answer?.state === 'done') onSaved();
  };
  return (
    <form className="card fit-profile" onSubmit={submit} aria-labelledby={`${ids}title`}>
      <h2 id={`${ids}title`} className="card__title">
        <FormattedMessage id={initial ? 'fitMatch.profile.edit' : 'fitMatch.profile.title'} />
      </h2>
      <Choices
        legendId="fitMatch.profile.goals"
        options={FIT_GOALS}
        chosen={profile.goals}
        labelId={(goal) => `fitMatch.goal.${goal}`}
        onChange={(goals) => setProfile({ ...profile, goals })}
      />
      <Choices
        legendId="fitMatch.profile.level"
        options={FIT_LEVELS}
        chosen={[profile.level]}
        labelId={(level) => `fitMatch.level.${level}`}
        single
        onChange={([level]) => setProfile({ ...profile, level: level ?? 'beginner' })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'fitMatch.profile.area' })}
        value={profile.region}
        onChange={(event) => setProfile({ ...profile, region: event.target.value as FitProfileRequest['region'], gymIds: [] })}
      >
        {REGIONS.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </SelectField>
      {gyms.length > 0 ? (
        <fieldset className="choice-group">
          <legend className="choice-group__legend">
            <FormattedMessage id="fitMatch.profile.gyms" />
          </legend>
          <div className="choice-group__options">
            {gyms.slice(0, 12).map((gym) => (
              <label key={gym.id} className="choice">
                <input
                  type="checkbox"
                  checked={profile.gymIds.includes(gym.id)}
                  disabled={!profile.gymIds.includes(gym.id) && profile.gymIds.length >= 5}
                  onChange={(event) =>
                    setProfile({
                      ...profile,
                      gymIds: event.target.checked ? [...profile.gymIds, gym.id] : profile.gymIds.filter((id) => id !== gym.id),
                    })
                  }
                />
                <bdi>{gym.name}</bdi>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <Choices
        legendId="fitMatch.profile.times"
        options={TRAINING_TIMES}
        chosen={profile.times}
        labelId={(time) => `fitMatch.time.${time}`}
        onChange={(times) => setProfile({ ...profile, times })}
      />
      <Choices
        legendId="fitMatch.profile.lookingFor"
        options={LOOKING_FOR}
        chosen={profile.lookingFor}
        labelId={(want) => `fitMatch.want.${want}`}
        onChange={(lookingFor) => setProfile({ ...profile, lookingFor })}
      />
      {state === 'queued' ? (
        <p className="notice" role="status">
          <FormattedMessage id="fitMatch.queued" />
        </p>
      ) : null}
      <FormRefusal messageId={state === 'refused' ? 'fitMatch.refused' : null} />
      <Button type="submit" busy={state === 'busy'} disabled={!complete}>
        <FormattedMessage id={initial ? 'fitMatch.profile.save' : 'fitMatch.profile.optIn'} />
      </Button>
    </form>
  );
}

function SuggestionCard({ suggestion, onChoice }: { suggestion: Suggestion; onChoice: () => void }) {
  const intl = useIntl();
  const ids = useId();
  const [matched, setMatched] = useState<string | null>(null);
  const choose = async (choice: 'like' | 'pass' | 'block') => {
    const params = { userId: suggestion.userId };
    if (choice === 'block') {
      await sendViaOutbox(routes.friendsBlock, { params: { id: suggestion.userId } });
    } else {
      const answer = await sendViaOutbox(choice === 'like' ? routes.fitMatchLike : routes.fitMatchPass, { params });
      const result = answer?.state === 'done' ? answer.response : null;
      if (result && 'matched' in result && result.matched && result.conversationId) {
        setMatched(result.conversationId);
        offerPush();
        return;
      }
    }
    onChoice();
  };
  const list = (ids: string[]) => ids.map((id) => intl.formatMessage({ id })).join(', ');
  return (
    <article className="card suggestion" aria-labelledby={`${ids}name`}>
      <h3 id={`${ids}name`} className="card__title">
        <bdi>{suggestion.name}</bdi>
      </h3>
      <p className="card__body">
        <FormattedMessage id={`fitMatch.level.${suggestion.level}`} /> · {list(suggestion.goals.map((goal) => `fitMatch.goal.${goal}`))}
      </p>
      <p className="card__body">
        <FormattedMessage
          id="fitMatch.overlap"
          values={{
            area: suggestion.sameArea ? 'yes' : 'no',
            gyms: suggestion.sharedGyms,
            times: list(suggestion.sharedTimes.map((time) => `fitMatch.time.${time}`)) || '—',
          }}
        />
      </p>
      <p className="card__body">{list(suggestion.lookingFor.map((want) => `fitMatch.want.${want}`))}</p>
      {matched ? (
        <p className="notice" role="status">
          <FormattedMessage id="fitMatch.matched" values={{ name: suggestion.name }} />{' '}
          <Link to="/chat" search={{ c: matched }}>
            {intl.formatMessage({ id: 'fitMatch.openChat' })}
          </Link>
        </p>
      ) : (
        <div className="suggestion__actions">
          <Button onClick={() => void choose('like')} aria-label={intl.formatMessage({ id: 'fitMatch.like' }, { name: suggestion.name })}>
            <FormattedMessage id="fitMatch.likeShort" />
          </Button>
          <Button
            variant="secondary"
            onClick={() => void choose('pass')}
            aria-label={intl.formatMessage({ id: 'fitMatch.pass' }, { name: suggestion.name })}
          >
            <FormattedMessage id="fitMatch.passShort" />
          </Button>
          <Button
            variant="ghost"
            onClick={() => void choose('block')}
            aria-label={intl.formatMessage({ id: 'fitMatch.block' }, { name: suggestion.name })}
          >
            <FormattedMessage id="fitMatch.blockShort" />
          </Button>
        </div>
      )}
    </article>
  );
}

function FitMatch() {
  const ids = useId();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const profile = useQuery<FitProfileResponse>({ queryKey: PROFILE_KEY });
  const optedIn = Boolean(profile.data?.profile);
  const suggestions = useQuery<SuggestionsResponse>({ queryKey: SUGGESTIONS_KEY, enabled: optedIn });
  const matches = useQuery<MatchesResponse>({ queryKey: MATCHES_KEY, enabled: optedIn });
  const [editing, setEditing] = useState(false);
  // The form's gyms group shows only when the device keeps gyms in its area: they are read with the
  // profile, not after it, and the form waits for both, so its groups below never move down.
  const region = useRegion();
  const formRegion = profile.data?.profile?.region ?? region.code;
  const keptGyms = useKeptGyms(formRegion);
  // Matches show above the suggestions: both show once both answers are in (or failed, or cannot
  // come offline), so the suggestions never move down when the matches come.
  const read = (query: { isPending: boolean; fetchStatus: string }) => !query.isPending || query.fetchStatus !== 'fetching';
  const partnersRead = read(suggestions) && read(matches);
  const refresh = useCallback(async () => {
    await Promise.all([PROFILE_KEY, SUGGESTIONS_KEY, MATCHES_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [queryClient]);
  useRealtime(
    user?.id,
    useCallback(
      (event: { type: string }) => {
        if (event.type === 'match') void queryClient.invalidateQueries({ queryKey: MATCHES_KEY });
      },
      [queryClient],
    ),
  );
  const optOut = async () => {
    await sendViaOutbox(routes.fitMatchOptOut, {});
    queryClient.setQueryData(PROFILE_KEY, { profile: null });
  };
  const unmatch = async (userId: string) => {
    await sendViaOutbox(routes.fitMatchUnmatch, { params: { userId } });
    await queryClient.invalidateQueries({ queryKey: MATCHES_KEY });
  };
  const saved = profile.data?.profile ?? null;

  return (
    <Page titleId="fitMatch.title" introId="fitMatch.intro">
      <PushPrompt />
      {profile.isSuccess && (!saved || editing) && keptGyms ? (
        <ProfileForm
          initial={saved}
          keptGyms={{ region: formRegion, gyms: keptGyms }}
          onSaved={() => {
            setEditing(false);
            void refresh();
          }}
        />
      ) : null}
      {saved && !editing ? (
        <div className="fit-match__bar">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <FormattedMessage id="fitMatch.profile.edit" />
          </Button>
          <Button variant="ghost" onClick={() => void optOut()}>
            <FormattedMessage id="fitMatch.optOut" />
          </Button>
        </div>
      ) : null}
      {optedIn && partnersRead && (matches.data?.matches.length ?? 0) > 0 ? (
        <section className="section" aria-labelledby={`${ids}matches`}>
          <h2 id={`${ids}matches`} className="section__title">
            <FormattedMessage id="fitMatch.matches" />
          </h2>
          <ul className="people">
            {matches.data!.matches.map((match) => (
              <li key={match.userId} className="person">
                <span>
                  <bdi>{match.name}</bdi>
                </span>
                <LinkButton to="/chat" search={{ c: match.conversationId }} variant="secondary">
                  <FormattedMessage id="fitMatch.openChat" />
                </LinkButton>
                <Button variant="ghost" onClick={() => void unmatch(match.userId)}>
                  <FormattedMessage id="fitMatch.unmatch" />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {optedIn && partnersRead ? (
        <section className="section" aria-labelledby={`${ids}suggestions`}>
          <h2 id={`${ids}suggestions`} className="section__title">
            <FormattedMessage id="fitMatch.suggestions" />
          </h2>
          {suggestions.data && suggestions.data.suggestions.length === 0 ? (
            <p>
              <FormattedMessage id="fitMatch.noSuggestions" />
            </p>
          ) : null}
          <div className="card-grid">
            {(suggestions.data?.suggestions ?? []).map((suggestion) => (
              <SuggestionCard key={suggestion.userId} suggestion={suggestion} onChoice={() => void refresh()} />
            ))}
          </div>
        </section>
      ) : null}
    </Page>
  );
}

export function FitMatchScreen() {
  const { isGuest } = useAuth();
  return isGuest ? (
    <Page titleId="fitMatch.title" introId="fitMatch.intro">
      <MembersOnly>{null}</MembersOnly>
    </Page>
  ) : (
    <FitMatch />
  );
}
