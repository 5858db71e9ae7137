// /friends-features: find members (who allow it) by name or email, friend requests, friends
// (message, remove, block), blocked members, friends' shared activity, an invite link, and the
// member's social settings (who may find them, what they share, automatic posts, push kinds).
// Changes go through the outbox; the lists refresh when the server has answered.
import {
  type FriendActivityResponse,
  type FriendsResponse,
  type MemberCard,
  type MemberSearchResponse,
  PUSH_KINDS,
  type SocialSettings,
} from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { apiQueryKey, type CallInput, type RouteRef } from '../../api/client';
import { useAuth } from '../../app/auth';
import type { OutboxRouteId } from '../../outbox/entries';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { useRealtime } from '../chat/realtime';
import { MembersOnly } from '../social/MembersOnly';
import { PushPrompt } from '../social/PushPrompt';
import { offerPush } from '../social/push';
import { sendViaOutbox } from '../social/social-actions';
import './messages';
import './friends.css';

const FRIENDS_KEY = apiQueryKey(routes.friendsList);

function useFriendAction() {
  const queryClient = useQueryClient();
  const [queued, setQueued] = useState(false);
  const run = async <Id extends OutboxRouteId>(route: RouteRef<Id>, input: CallInput<Id>) => {
    const answer = await sendViaOutbox(route, input);
    setQueued(answer === null);
    await queryClient.invalidateQueries({ queryKey: FRIENDS_KEY });
    await queryClient.invalidateQueries({ queryKey: apiQueryKey(routes.friendsSearch), exact: false });
    return answer;
  };
  return { run, queued };
}

function RelationAction({ member, onRequest }: { member: MemberCard; onRequest: () => void }) {
  if (member.relation === 'none') {
    return (
      <Button variant="secondary" onClick={onRequest}>
        <FormattedMessage id="friendsFeatures.add" values={{ name: member.name }} />
      </Button>
    );
  }
  return (
    <span className="status-tag">
      <FormattedMessage id={`friendsFeatures.relation.${member.relation}`} />
    </span>
  );
}

type Friend = FriendsResponse['friends'][number];

/**
 * A friend's row: their name, then Message, Remove and Block. Without a friend, the same row with
 * a blank name and its buttons out of the tab order: the room a row takes, which the friends list
 * keeps (hidden) while the friends load, so the two cannot differ in size.
 */
function FriendRow({
  friend,
  onMessage,
  onRemove,
  onBlock,
}: {
  friend?: Friend;
  onMessage?: () => void;
  onRemove?: () => void;
  onBlock?: () => void;
}) {
  const tabIndex = friend ? undefined : -1;
  return (
    <li className="person">
      <span>{friend ? <bdi>{friend.name}</bdi> : <>&nbsp;</>}</span>
      <Button variant="secondary" tabIndex={tabIndex} onClick={onMessage}>
        <FormattedMessage id="friendsFeatures.friends.message" />
      </Button>
      <Button variant="ghost" tabIndex={tabIndex} onClick={onRemove}>
        <FormattedMessage id="friendsFeatures.friends.remove" />
      </Button>
      <Button variant="ghost" tabIndex={tabIndex} onClick={onBlock}>
        <FormattedMessage id="friendsFeatures.friends.block" />
      </Button>
    </li>
  );
}

function Search({ request }: { request: (userId: string) => Promise<void> }) {
  const intl = useIntl();
  const ids = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const results = useQuery<MemberSearchResponse>({
    queryKey: apiQueryKey(routes.friendsSearch, { query: { q: query } }),
    enabled: query.length >= 2,
  });
  return (
    <section className="section" aria-labelledby={`${ids}title`}>
      <h2 id={`${ids}title`} className="section__title">
        <FormattedMessage id="friendsFeatures.search.title" />
      </h2>
      <form
        className="friends-search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(text.trim());
        }}
      >
        <label className="field__label" htmlFor={`${ids}q`}>
          <FormattedMessage id="friendsFeatures.search.label" />
        </label>
        <input
          id={`${ids}q`}
          className="field__input"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          minLength={2}
        />
        <Button type="submit" disabled={text.trim().length < 2}>
          <FormattedMessage id="friendsFeatures.search.submit" />
        </Button>
      </form>
      {results.data ? (
        results.data.members.length === 0 ? (
          <p>
            <FormattedMessage id="friendsFeatures.search.none" />
          </p>
        ) : (
          <ul className="people" aria-label={intl.formatMessage({ id: 'friendsFeatures.search.results' })}>
            {results.data.members.map((member) => (
              <li key={member.id} className="person">
                <span>
                  <bdi>{member.name}</bdi>
                </span>
                <RelationAction member={member} onRequest={() => void request(member.id)} />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

function Invite({ inviterId, request }: { inviterId: string; request: (userId: string) => Promise<void> }) {
  const card = useQuery<MemberCard>({ queryKey: apiQueryKey(routes.friendsMember, { params: { id: inviterId } }) });
  if (!card.data || card.data.relation === 'self') return null;
  return (
    <section className="card invite-card" aria-live="polite">
      <p className="card__title">
        <FormattedMessage id="friendsFeatures.invite.from" values={{ name: card.data.name }} />
      </p>
      <RelationAction member={card.data} onRequest={() => void request(card.data.id)} />
    </section>
  );
}

function Settings({ settings: stored }: { settings: SocialSettings }) {
  const ids = useId();
  const queryClient = useQueryClient();
  // What the boxes show changes in the click itself: the query's cache tells its readers a tick
  // later, and a controlled checkbox would show the old state until then.
  const [settings, setSettings] = useState(stored);
  useEffect(() => setSettings(stored), [stored]);
  const save = async (next: SocialSettings) => {
    setSettings(next);
    queryClient.setQueryData(apiQueryKey(routes.friendsSettings), next);
    await sendViaOutbox(routes.friendsSaveSettings, { body: next });
  };
  const box = (labelId: string, checked: boolean, change: (value: boolean) => SocialSettings) => (
    <label className="choice" key={labelId}>
      <input type="checkbox" checked={checked} onChange={(event) => void save(change(event.target.checked))} />
      <FormattedMessage id={labelId} />
    </label>
  );
  return (
    <section className="section" aria-labelledby={`${ids}title`}>
      <h2 id={`${ids}title`} className="section__title">
        <FormattedMessage id="friendsFeatures.settings.title" />
      </h2>
      <fieldset className="choice-group">
        <legend className="choice-group__legend">
          <FormattedMessage id="friendsFeatures.settings.privacy" />
        </legend>
        <div className="choice-group__options">
          {box('friendsFeatures.settings.findable', settings.findable, (findable) => ({ ...settings, findable }))}
          {(['checkins', 'challenges', 'sessions'] as const).map((kind) =>
            box(`friendsFeatures.settings.share.${kind}`, settings.share[kind], (on) => ({
              ...settings,
              share: { ...settings.share, [kind]: on },
            })),
          )}
          {(['checkins', 'challenges'] as const).map((kind) =>
            box(`friendsFeatures.settings.autoPost.${kind}`, settings.autoPost[kind], (on) => ({
              ...settings,
              autoPost: { ...settings.autoPost, [kind]: on },
            })),
          )}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend className="choice-group__legend">
          <FormattedMessage id="friendsFeatures.settings.push" />
        </legend>
        <div className="choice-group__options">
          {PUSH_KINDS.map((kind) =>
            box(`friendsFeatures.settings.push.${kind}`, settings.push[kind] !== false, (on) => ({
              ...settings,
              push: { ...settings.push, [kind]: on },
            })),
          )}
        </div>
      </fieldset>
    </section>
  );
}

function FriendsFeatures() {
  const intl = useIntl();
  const ids = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { invite } = useSearch({ from: '/member/friends-features' });
  const friends = useQuery<FriendsResponse>({ queryKey: FRIENDS_KEY });
  const activity = useQuery<FriendActivityResponse>({ queryKey: apiQueryKey(routes.friendsActivity) });
  const settings = useQuery<SocialSettings>({ queryKey: apiQueryKey(routes.friendsSettings) });
  const { run, queued } = useFriendAction();
  const [copied, setCopied] = useState(false);
  useRealtime(
    user?.id,
    useCallback(
      (event: { type: string }) => {
        if (event.type === 'friends') void queryClient.invalidateQueries({ queryKey: FRIENDS_KEY });
      },
      [queryClient],
    ),
  );

  const request = async (userId: string) => {
    await run(routes.friendsRequest, { body: { userId } });
    offerPush();
  };
  const message = async (friendId: string) => {
    const answer = await sendViaOutbox(routes.chatCreate, { body: { memberIds: [friendId] } });
    if (answer?.state === 'done') await navigate({ to: '/chat', search: { c: answer.response.conversation.id } });
  };
  const inviteLink = user ? `${location.origin}/friends-features?invite=${encodeURIComponent(user.id)}` : '';
  const copyInvite = async () => {
    await navigator.clipboard.writeText(inviteLink);
    setCopied(true);
  };
  const data = friends.data;

  return (
    <Page titleId="friendsFeatures.title" introId="friendsFeatures.intro">
      {invite ? <Invite inviterId={invite} request={request} /> : null}
      {queued ? (
        <p className="notice" role="status">
          <FormattedMessage id="friendsFeatures.queued" />
        </p>
      ) : null}
      <PushPrompt />
      <Search request={request} />

      {data && (data.incoming.length > 0 || data.outgoing.length > 0) ? (
        <section className="section" aria-labelledby={`${ids}requests`}>
          <h2 id={`${ids}requests`} className="section__title">
            <FormattedMessage id="friendsFeatures.requests.title" />
          </h2>
          <ul className="people">
            {data.incoming.map((incoming) => (
              <li key={incoming.id} className="person">
                <span>
                  <FormattedMessage id="friendsFeatures.requests.from" values={{ name: incoming.from.name }} />
                </span>
                <Button onClick={() => void run(routes.friendsAccept, { params: { id: incoming.id } })}>
                  <FormattedMessage id="friendsFeatures.requests.accept" />
                </Button>
                <Button variant="ghost" onClick={() => void run(routes.friendsDropRequest, { params: { id: incoming.id } })}>
                  <FormattedMessage id="friendsFeatures.requests.decline" />
                </Button>
              </li>
            ))}
            {data.outgoing.map((outgoing) => (
              <li key={outgoing.id} className="person">
                <span>
                  <FormattedMessage id="friendsFeatures.requests.to" values={{ name: outgoing.to.name }} />
                </span>
                <Button variant="ghost" onClick={() => void run(routes.friendsDropRequest, { params: { id: outgoing.id } })}>
                  <FormattedMessage id="friendsFeatures.requests.cancel" />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="section" aria-labelledby={`${ids}friends`}>
        <h2 id={`${ids}friends`} className="section__title">
          <FormattedMessage id="friendsFeatures.friends.title" values={{ count: data?.friends.length ?? 0 }} />
        </h2>
        {/* While the friends load, and when there are none, a friend's row keeps its room (hidden), so
            the sections below do not move when they come; "no friends yet" fills that room. */}
        <div className="reserved">
          {data && data.friends.length > 0 ? null : (
            <ul className="people reserved__room" aria-hidden="true">
              <FriendRow />
            </ul>
          )}
          <div className="reserved__content">
            {data && data.friends.length === 0 ? (
              <p className="people-empty">
                <FormattedMessage id="friendsFeatures.empty.body" />
              </p>
            ) : (
              <ul className="people">
                {(data?.friends ?? []).map((friend) => (
                  <FriendRow
                    key={friend.id}
                    friend={friend}
                    onMessage={() => void message(friend.id)}
                    onRemove={() => void run(routes.friendsRemove, { params: { userId: friend.id } })}
                    onBlock={() => void run(routes.friendsBlock, { params: { id: friend.id } })}
                  />
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      {data && data.blocked.length > 0 ? (
        <section className="section" aria-labelledby={`${ids}blocked`}>
          <h2 id={`${ids}blocked`} className="section__title">
            <FormattedMessage id="friendsFeatures.blocked.title" />
          </h2>
          <ul className="people">
            {data.blocked.map((blocked) => (
              <li key={blocked.id} className="person">
                <span>
                  <bdi>{blocked.name}</bdi>
                </span>
                <Button variant="ghost" onClick={() => void run(routes.friendsUnblock, { params: { id: blocked.id } })}>
                  <FormattedMessage id="friendsFeatures.blocked.unblock" />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="section" aria-labelledby={`${ids}activity`}>
        <h2 id={`${ids}activity`} className="section__title">
          <FormattedMessage id="friendsFeatures.activity.title" />
        </h2>
        {/* While the activity loads, the line saying there is none keeps its room (hidden). */}
        {!activity.data || activity.data.entries.length === 0 ? (
          <p className={activity.data ? undefined : 'reserved__room'} aria-hidden={activity.data ? undefined : true}>
            <FormattedMessage id="friendsFeatures.activity.none" />
          </p>
        ) : null}
        <ul className="link-list link-list--plain">
          {(activity.data?.entries ?? []).map((entry) => (
            <li key={entry.id}>
              <strong>
                <bdi>{entry.friend.name}</bdi>
              </strong>{' '}
              <FormattedMessage id={`friendsFeatures.activity.${entry.kind}`} /> ·{' '}
              {entry.gymName ? (
                <>
                  <bdi>{entry.gymName}</bdi> ·{' '}
                </>
              ) : null}
              <FormattedDate value={entry.at} day="numeric" month="short" />
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby={`${ids}invite`}>
        <h2 id={`${ids}invite`} className="section__title">
          <FormattedMessage id="friendsFeatures.invite.title" />
        </h2>
        <p className="invite-link">
          <code>{inviteLink}</code>{' '}
          <Button
            variant="secondary"
            onClick={() => void copyInvite()}
            aria-label={intl.formatMessage({ id: 'friendsFeatures.invite.copy' })}
          >
            <FormattedMessage id={copied ? 'friendsFeatures.invite.copied' : 'friendsFeatures.invite.copy'} />
          </Button>
        </p>
      </section>

      {settings.data ? <Settings settings={settings.data} /> : null}
    </Page>
  );
}

export function FriendsFeaturesScreen() {
  const { isGuest } = useAuth();
  return isGuest ? (
    <Page titleId="friendsFeatures.title" introId="friendsFeatures.intro">
      <MembersOnly>{null}</MembersOnly>
    </Page>
  ) : (
    <FriendsFeatures />
  );
}
