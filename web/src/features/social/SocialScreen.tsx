// The social feed (/social): write a post (public, friends or only me), read the feed newest
// first from the device's copy (so it reads offline), give kudos, comment, report, delete your own.
// Everything written goes through the outbox and shows as "sending" until the server has it.
import { POST_TEXT_MAX, type Post, type Visibility } from '@fitchoice/shared/api';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { routes } from '../../api/client';
import { useAuth } from '../../app/auth';
import { useUnsettledEntries } from '../../outbox/hooks';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ChatIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { useLocal } from '../gyms/gym-cache';
import { feed$, fetchFeedPage } from './feed-cache';
import { MembersOnly } from './MembersOnly';
import { PostCard } from './PostCard';
import { PushPrompt } from './PushPrompt';
import { newClientId, SOCIAL_ACTION, sendViaOutbox } from './social-actions';
import './messages';
import './social.css';

function Composer({ onPosted }: { onPosted: () => void }) {
  const intl = useIntl();
  const ids = useId();
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('friends');
  const [busy, setBusy] = useState(false);
  const length = [...text].length;
  const tooLong = length > POST_TEXT_MAX;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim().length === 0 || tooLong) return;
    setBusy(true);
    try {
      const answer = await sendViaOutbox(SOCIAL_ACTION.post, routes.socialCreatePost, {
        body: { clientId: newClientId(), text, visibility },
      });
      setText('');
      if (answer?.state === 'done') onPosted();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card composer" onSubmit={submit} aria-labelledby={`${ids}title`}>
      <h2 id={`${ids}title`} className="visually-hidden">
        <FormattedMessage id="social.compose.title" />
      </h2>
      <label className="field__label" htmlFor={`${ids}text`}>
        <FormattedMessage id="social.compose.label" />
      </label>
      <textarea
        id={`${ids}text`}
        className="field__input composer__text"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${ids}count`}
        aria-invalid={tooLong || undefined}
      />
      <div className="composer__row">
        <label className="composer__visibility">
          <span className="visually-hidden">
            <FormattedMessage id="social.compose.visibility" />
          </span>
          <select className="field__input" value={visibility} onChange={(event) => setVisibility(event.target.value as Visibility)}>
            {(['public', 'friends', 'private'] as const).map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `social.visibility.${value}` })}
              </option>
            ))}
          </select>
        </label>
        <span id={`${ids}count`} className={tooLong ? 'composer__count composer__count--over' : 'composer__count'}>
          <FormattedMessage id="social.compose.count" values={{ length, max: POST_TEXT_MAX }} />
        </span>
        <Button type="submit" busy={busy} disabled={text.trim().length === 0 || tooLong}>
          <FormattedMessage id="social.compose.submit" />
        </Button>
      </div>
    </form>
  );
}

function SocialFeed() {
  const intl = useIntl();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const posts = useLocal(() => feed$(userId), userId);
  const entries = useUnsettledEntries();
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [offline, setOffline] = useState(false);

  const refresh = useCallback(async () => {
    if (!userId) return;
    setLoading(true);
    try {
      setCursor(await fetchFeedPage(userId, null));
      setOffline(false);
    } catch {
      // Offline or failing: the device's copy stays on screen.
      setOffline(true);
    } finally {
      setLoading(false);
    }
  }, [userId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    try {
      setCursor(await fetchFeedPage(userId, cursor));
    } catch {
      setOffline(true);
    } finally {
      setLoading(false);
    }
  };

  const createPath = routes.socialCreatePost.path;
  const pending = entries.filter((entry) => entry.kind === SOCIAL_ACTION.post && entry.path === createPath);
  const shownIds = new Set((posts ?? []).map((post) => post.id));
  const pendingPosts: { post: Post; failed: boolean }[] = pending
    .map((entry) => {
      const body = entry.body as { clientId: string; text: string; visibility: Visibility };
      return {
        failed: entry.state === 'failed',
        post: {
          id: body.clientId,
          author: { id: userId, name: user?.name ?? '' },
          kind: 'text' as const,
          text: body.text,
          visibility: body.visibility,
          createdAt: new Date(entry.createdAt).toISOString(),
          kudosCount: 0,
          commentCount: 0,
          kudosByMe: false,
          mine: true,
        },
      };
    })
    .filter((item) => !shownIds.has(item.post.id))
    .reverse();

  return (
    <Page titleId="social.title" introId="social.intro" tutorialId="social-feed">
      <Composer onPosted={() => void refresh()} />
      <PushPrompt />
      {offline ? (
        <p className="notice" role="status">
          <FormattedMessage id="social.offline" />
        </p>
      ) : null}
      <section className="feed" aria-label={intl.formatMessage({ id: 'social.feed.label' })}>
        {pendingPosts.map(({ post, failed }) => (
          <PostCard key={post.id} post={post} userId={userId} pending={failed ? 'failed' : 'sending'} />
        ))}
        {(posts ?? []).map((post) => (
          <PostCard key={post.id} post={post} userId={userId} />
        ))}
      </section>
      {posts === undefined || (loading && (posts ?? []).length === 0) ? <Spinner /> : null}
      {posts && posts.length === 0 && pendingPosts.length === 0 && !loading ? (
        <EmptyState
          icon={<ChatIcon />}
          titleId="social.empty.title"
          bodyId="social.empty.body"
          actions={[
            { to: '/friends-features', labelId: 'social.empty.friends' },
            { to: '/fit-match', labelId: 'social.empty.fitMatch' },
          ]}
        />
      ) : null}
      {cursor ? (
        <Button variant="secondary" busy={loading} onClick={() => void loadMore()}>
          <FormattedMessage id="social.feed.more" />
        </Button>
      ) : null}
    </Page>
  );
}

export function SocialScreen() {
  const { isGuest } = useAuth();
  return isGuest ? (
    <Page titleId="social.title" introId="social.intro" tutorialId="social-feed">
      <MembersOnly>{null}</MembersOnly>
    </Page>
  ) : (
    <SocialFeed />
  );
}
