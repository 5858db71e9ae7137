// The social feed (/social): write a post (public, friends or only me, with a photo if you like),
// read the feed newest first from the device's copy (so it reads offline), give kudos, comment,
// report, delete your own. Everything written goes through the outbox and shows as "sending" until
// the server has it. A photo is uploaded before its post is queued, so it needs a connection: offline,
// the composer keeps the post and the photo and says so, and text alone can still be sent. A post
// for others to see needs a confirmed email: one refused for that shows the email gate's notice.
import type { Post, Visibility } from '@fitchoice/shared/api';
import { socialCreatePost } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../../app/auth';
import { useLiveQuery } from '../../db/live-query';
import type { MessageId } from '../../i18n/messages';
import { answeredNotListed, type SettledEntry } from '../../outbox/entries';
import { useAnswers, useEntriesOf } from '../../outbox/hooks';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { ChatIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { refusedForEmail } from '../account/email-gate';
import { VerifyEmailNoticeHere } from '../account/VerifyEmailNoticeHere';
import { cachePost, feed$, fetchFeedPage } from './feed-cache';
import { MembersOnly } from './MembersOnly';
import { PostCard } from './PostCard';
import { PushPrompt } from './PushPrompt';
import { type PreparedPhoto, preparePhoto, uploadPhoto } from './post-photo';
import { newClientId, sendViaOutbox } from './social-actions';
import './messages';
import './social.css';

/** The outbox route of a post the member writes here. */
const POST_ROUTES = [routes.socialCreatePost.id] as const;

const PHOTO_PROBLEM_MESSAGE = {
  unreadable: 'social.photo.unreadable',
  needsConnection: 'social.photo.needsConnection',
  failed: 'social.photo.failed',
} as const satisfies Record<string, MessageId>;
type PhotoProblem = keyof typeof PHOTO_PROBLEM_MESSAGE;

/** The composer's photo: pick (camera or file), a preview of the resized copy, a description, remove. */
function PhotoPicker({
  photo,
  alt,
  preparing,
  onPick,
  onAlt,
  onRemove,
}: {
  photo: PreparedPhoto | null;
  alt: string;
  preparing: boolean;
  onPick: (file: File) => void;
  onAlt: (alt: string) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const ids = useId();
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo.feed) : null), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  if (!photo || !preview) {
    return (
      <div className="composer__photo-pick">
        {/* A real file input inside its label: keyboard, screen readers and the phone's camera-or-library sheet all work. */}
        <label className="button button--secondary composer__photo-button">
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            aria-describedby={`${ids}hint`}
            disabled={preparing}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onPick(file);
            }}
          />
          <FormattedMessage id={preparing ? 'social.photo.preparing' : 'social.photo.add'} />
        </label>
        <span id={`${ids}hint`} className="composer__hint">
          <FormattedMessage id="social.photo.hint" />
        </span>
      </div>
    );
  }
  return (
    <div className="composer__photo">
      <img src={preview} className="composer__preview" alt={intl.formatMessage({ id: 'social.photo.preview' })} />
      <div className="composer__photo-fields">
        <label className="field__label" htmlFor={`${ids}alt`}>
          <FormattedMessage id="social.photo.alt" />
        </label>
        <input
          id={`${ids}alt`}
          className="field__input"
          value={alt}
          maxLength={socialCreatePost['photo.alt'].maxLength}
          placeholder={intl.formatMessage({ id: 'social.photo.altPlaceholder' })}
          onChange={(event) => onAlt(event.target.value)}
        />
        <Button variant="ghost" onClick={onRemove}>
          <FormattedMessage id="social.photo.remove" />
        </Button>
      </div>
    </div>
  );
}

/** `needsEmail`: a post of this member's came back refused for an unconfirmed email (sent now or from the outbox). */
function Composer({ onPosted, needsEmail }: { onPosted: () => void; needsEmail: boolean }) {
  const intl = useIntl();
  const ids = useId();
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('friends');
  const [photo, setPhoto] = useState<PreparedPhoto | null>(null);
  const [alt, setAlt] = useState('');
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const length = [...text].length;
  const tooLong = length > socialCreatePost.text.maxLength;
  const pick = async (file: File) => {
    setProblem(null);
    setPreparing(true);
    try {
      setPhoto(await preparePhoto(file));
    } catch {
      setProblem('unreadable');
    } finally {
      setPreparing(false);
    }
  };
  const removePhoto = () => {
    setPhoto(null);
    setAlt('');
    setProblem(null);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim().length === 0 || tooLong || preparing) return;
    setProblem(null);
    // Said before trying: an upload cannot wait in the outbox, and the member keeps what they wrote.
    if (photo && !navigator.onLine) {
      setProblem('needsConnection');
      return;
    }
    setBusy(true);
    try {
      let photoRef: { id: string; alt?: string } | undefined;
      if (photo) {
        try {
          photoRef = { id: await uploadPhoto(photo), ...(alt.trim() ? { alt: alt.trim() } : {}) };
        } catch {
          setProblem(navigator.onLine ? 'failed' : 'needsConnection');
          return;
        }
      }
      const answer = await sendViaOutbox(routes.socialCreatePost, {
        body: { clientId: newClientId(), text, visibility, ...(photoRef ? { photo: photoRef } : {}) },
      });
      setText('');
      removePhoto();
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
      <PhotoPicker photo={photo} alt={alt} preparing={preparing} onPick={(file) => void pick(file)} onAlt={setAlt} onRemove={removePhoto} />
      <FormRefusal messageId={problem ? PHOTO_PROBLEM_MESSAGE[problem] : null} />
      {needsEmail ? <VerifyEmailNoticeHere /> : null}
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
          <FormattedMessage id="social.compose.count" values={{ length, max: socialCreatePost.text.maxLength }} />
        </span>
        <Button type="submit" busy={busy} disabled={text.trim().length === 0 || tooLong || preparing}>
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
  const posts = useLiveQuery(() => feed$(userId), userId);
  // The posts waiting or refused, and those answered since the screen opened: an answer shows until
  // the feed's copy has it (useAnswers writes it there a moment later).
  const entries = useEntriesOf(POST_ROUTES);
  // The member's own post goes in the feed the moment the server answers it: it is not left to a read.
  useAnswers(POST_ROUTES, (entry) => {
    if (entry.state === 'done' && userId) void cachePost(userId, entry.response.post);
  });
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
  const pending = entries.filter((entry) => entry.path === createPath && entry.state !== 'done');
  const shownIds = new Set((posts ?? []).map((post) => post.id));
  const answeredPosts = answeredNotListed(entries, routes.socialCreatePost.id, (answer) => answer.post, posts ?? []);
  const pendingPosts: { post: Post; refused: SettledEntry<'social.createPost'> | null }[] = pending
    .flatMap((entry) => {
      const body = entry.body;
      if (!body) return [];
      return {
        refused: entry.state === 'failed' ? entry : null,
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
      <Composer onPosted={() => void refresh()} needsEmail={pending.some(refusedForEmail)} />
      <PushPrompt />
      {offline ? (
        <p className="notice" role="status">
          <FormattedMessage id="social.offline" />
        </p>
      ) : null}
      <section className="feed" aria-label={intl.formatMessage({ id: 'social.feed.label' })}>
        {pendingPosts.map(({ post, refused }) => (
          <PostCard key={post.id} post={post} userId={userId} pending={refused ? 'failed' : 'sending'} refused={refused ?? undefined} />
        ))}
        {[...answeredPosts, ...(posts ?? [])].map((post) => (
          <PostCard key={post.id} post={post} userId={userId} />
        ))}
      </section>
      {posts === undefined || (loading && (posts ?? []).length === 0) ? <Spinner /> : null}
      {posts && posts.length === 0 && pendingPosts.length === 0 && answeredPosts.length === 0 && !loading ? (
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
