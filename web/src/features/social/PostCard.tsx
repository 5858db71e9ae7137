// One post of the feed: its author and time, its text (as text, links clickable), its photo, kudos (a
// toggle, once per member), comments, and report or delete. Kudos change the device's copy at once
// and go through the outbox; comments and reports too. A post or comment the server refused says why,
// with Retry and Discard.
import { type Comment, POST_PHOTO_EDGE, POST_PHOTO_THUMB_EDGE, type Post, REPORT_REASONS } from '@fitchoice/shared/api';
import { socialComment } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { apiPath, apiQueryKey, type CallInput } from '../../api/client';
import { isEntryOf, type OutboxEntry, type SettledEntry } from '../../outbox/entries';
import { useUnsettledEntries } from '../../outbox/hooks';
import { Button } from '../../ui/Button';
import { RefusedHere } from '../refusals/RefusedHere';
import { forgetPost, patchPost } from './feed-cache';
import { LinkifiedText } from './LinkifiedText';
import { COMMENT_REFUSALS, POST_REFUSALS } from './refusals';
import { newClientId, sendViaOutbox } from './social-actions';
import './messages';

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="post__time">
      <FormattedDate value={at} day="numeric" month="short" /> <FormattedTime value={at} />
    </time>
  );
}

function Comments({ post }: { post: Post }) {
  const intl = useIntl();
  const ids = useId();
  const queryClient = useQueryClient();
  const key = apiQueryKey(routes.socialComments, { params: { id: post.id } });
  const comments = useQuery<{ comments: Comment[] }>({ queryKey: key });
  const entries = useUnsettledEntries();
  const [text, setText] = useState('');
  const [reporting, setReporting] = useState<string | null>(null);
  const path = apiPath(routes.socialComment, { params: { id: post.id } } as CallInput<'social.comment'>);
  const shown = new Set((comments.data?.comments ?? []).map((comment) => comment.id));
  const pending = entries.filter(
    (entry): entry is OutboxEntry<'social.comment'> =>
      isEntryOf(entry, 'social.comment') && entry.path === path && !shown.has(entry.body?.clientId ?? ''),
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim() || [...text].length > socialComment.text.maxLength) return;
    const body = { clientId: newClientId(), text };
    setText('');
    const answer = await sendViaOutbox(routes.socialComment, { params: { id: post.id }, body });
    if (answer?.state === 'done') await queryClient.invalidateQueries({ queryKey: key });
  };
  return (
    <div className="post__comments">
      <ul className="comment-list" aria-label={intl.formatMessage({ id: 'social.comments.label' })}>
        {(comments.data?.comments ?? []).map((comment) => (
          <li key={comment.id} className="comment">
            <strong>
              <bdi>{comment.author.name}</bdi>
            </strong>{' '}
            <LinkifiedText text={comment.text} /> <When at={comment.createdAt} />
            {comment.mine ? null : (
              <Button
                variant="ghost"
                aria-expanded={reporting === comment.id}
                onClick={() => setReporting(reporting === comment.id ? null : comment.id)}
              >
                <FormattedMessage id="social.report.open" />
              </Button>
            )}
            {reporting === comment.id ? (
              <ReportForm
                report={(reason) =>
                  sendViaOutbox(routes.socialReportComment, {
                    params: { id: post.id, commentId: comment.id },
                    body: { reason },
                  })
                }
                onDone={() => setReporting(null)}
              />
            ) : null}
          </li>
        ))}
        {pending.map((entry) => (
          <li key={entry.id} className="comment comment--pending">
            <LinkifiedText text={(entry.body as { text: string }).text} />{' '}
            <span className="status-tag">
              <FormattedMessage id={entry.state === 'failed' ? 'social.state.failed' : 'social.state.sending'} />
            </span>
            {entry.state === 'failed' ? <RefusedHere entry={entry} refusals={COMMENT_REFUSALS} /> : null}
          </li>
        ))}
      </ul>
      <form className="comment-form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${ids}comment`}>
          <FormattedMessage id="social.comments.write" />
        </label>
        <input
          id={`${ids}comment`}
          className="field__input"
          value={text}
          maxLength={socialComment.text.maxLength}
          onChange={(event) => setText(event.target.value)}
          placeholder={intl.formatMessage({ id: 'social.comments.placeholder' })}
        />
        <Button type="submit" variant="secondary" disabled={!text.trim()}>
          <FormattedMessage id="social.comments.send" />
        </Button>
      </form>
    </div>
  );
}

/** Reports a post or a comment (`report` queues the call with the chosen reason). */
function ReportForm({ report, onDone }: { report: (reason: (typeof REPORT_REASONS)[number]) => Promise<unknown>; onDone: () => void }) {
  const intl = useIntl();
  const ids = useId();
  const [reason, setReason] = useState<(typeof REPORT_REASONS)[number]>('spam');
  const [sent, setSent] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    await report(reason);
    setSent(true);
  };
  if (sent) {
    return (
      <p className="notice" role="status">
        <FormattedMessage id="social.report.sent" />{' '}
        <Button variant="ghost" onClick={onDone}>
          <FormattedMessage id="social.report.close" />
        </Button>
      </p>
    );
  }
  return (
    <form className="report-form" onSubmit={submit}>
      <label htmlFor={`${ids}reason`}>
        <FormattedMessage id="social.report.reason" />
      </label>
      <select
        id={`${ids}reason`}
        className="field__input"
        value={reason}
        onChange={(event) => setReason(event.target.value as typeof reason)}
      >
        {REPORT_REASONS.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage({ id: `social.reason.${value}` })}
          </option>
        ))}
      </select>
      <Button type="submit" variant="danger">
        <FormattedMessage id="social.report.submit" />
      </Button>
      <Button variant="ghost" onClick={onDone}>
        <FormattedMessage id="social.report.cancel" />
      </Button>
    </form>
  );
}

export function PostCard({
  post,
  userId,
  pending,
  refused,
}: {
  post: Post;
  userId: string;
  pending?: 'sending' | 'failed';
  /** The post's entry, when the server refused it: why, with Retry and Discard. */
  refused?: SettledEntry<'social.createPost'>;
}) {
  const intl = useIntl();
  const ids = useId();
  const [showComments, setShowComments] = useState(false);
  const [reporting, setReporting] = useState(false);

  const toggleKudos = async () => {
    const on = !post.kudosByMe;
    await patchPost(userId, post.id, (p) => ({ ...p, kudosByMe: on, kudosCount: Math.max(p.kudosCount + (on ? 1 : -1), 0) }));
    const answer = await sendViaOutbox(on ? routes.socialGiveKudos : routes.socialTakeKudos, {
      params: { id: post.id },
    });
    const result = answer?.state === 'done' ? answer.response : null;
    if (result) await patchPost(userId, post.id, (p) => ({ ...p, kudosCount: result.kudosCount, kudosByMe: result.kudosByMe }));
  };

  const remove = async () => {
    if (!window.confirm(intl.formatMessage({ id: 'social.post.confirmDelete' }))) return;
    await forgetPost(userId, post.id);
    await sendViaOutbox(routes.socialDeletePost, { params: { id: post.id } });
  };

  return (
    <article className="card post" aria-labelledby={`${ids}author`}>
      <header className="post__header">
        <strong id={`${ids}author`}>
          <bdi>{post.author.name}</bdi>
        </strong>
        <span className="post__meta">
          <When at={post.createdAt} /> · <FormattedMessage id={`social.visibility.${post.visibility}`} />
        </span>
        {pending ? (
          <span className="status-tag" role="status">
            <FormattedMessage id={pending === 'failed' ? 'social.state.failed' : 'social.state.sending'} />
          </span>
        ) : null}
      </header>
      <p className="post__text" dir={post.kind === 'text' ? 'auto' : undefined}>
        {post.kind === 'text' ? (
          <LinkifiedText text={post.text} />
        ) : (
          // Automatic posts carry the gym's name; the words are the app's, in the member's language.
          <FormattedMessage id={post.kind === 'checkin' ? 'social.auto.checkin' : 'social.auto.challenge'} values={{ gym: post.text }} />
        )}
      </p>
      {post.photo ? (
        // The thumbnail serves narrow, low-density screens; the feed-size copy the rest.
        <img
          className="post__photo"
          src={post.photo.url}
          srcSet={`${post.photo.thumbUrl} ${POST_PHOTO_THUMB_EDGE}w, ${post.photo.url} ${POST_PHOTO_EDGE}w`}
          sizes="(max-width: 40rem) 100vw, 40rem"
          alt={post.photo.alt ?? intl.formatMessage({ id: 'social.photo.altDefault' }, { name: post.author.name })}
          loading="lazy"
        />
      ) : null}
      {refused ? <RefusedHere entry={refused} refusals={POST_REFUSALS} /> : null}
      {pending ? null : (
        <div className="post__actions">
          <Button variant={post.kudosByMe ? 'primary' : 'secondary'} aria-pressed={post.kudosByMe} onClick={() => void toggleKudos()}>
            <FormattedMessage id="social.kudos" values={{ count: post.kudosCount }} />
          </Button>
          <Button variant="ghost" aria-expanded={showComments} onClick={() => setShowComments(!showComments)}>
            <FormattedMessage id="social.comments.toggle" values={{ count: post.commentCount }} />
          </Button>
          {post.mine ? (
            <Button variant="ghost" onClick={() => void remove()}>
              <FormattedMessage id="social.post.delete" />
            </Button>
          ) : (
            <Button variant="ghost" aria-expanded={reporting} onClick={() => setReporting(!reporting)}>
              <FormattedMessage id="social.report.open" />
            </Button>
          )}
        </div>
      )}
      {reporting ? (
        <ReportForm
          report={(reason) => sendViaOutbox(routes.socialReportPost, { params: { id: post.id }, body: { reason } })}
          onDone={() => setReporting(false)}
        />
      ) : null}
      {showComments ? <Comments post={post} /> : null}
    </article>
  );
}
