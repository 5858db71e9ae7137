// /messages: the member's conversations (one-to-one and groups), latest first, with the last
// message and the unread count, read from the device's copy; and starting a new conversation with
// friends (a group when more than one is chosen).
import { type Conversation, type FriendsResponse, GROUP_MAX_MEMBERS } from '@fitchoice/shared/api';
import { chatCreate } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiQueryKey } from '../../api/client';
import { useAuth } from '../../app/auth';
import { useLiveQuery } from '../../db/live-query';
import { isolate } from '../../i18n/bidi';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/form/Field';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { MailIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { MembersOnly } from '../social/MembersOnly';
import { sendViaOutbox } from '../social/social-actions';
import { conversations$, refreshConversations } from './chat-cache';
import { realtime, useRealtime } from './realtime';
import './messages';
import './chat.css';

/** What a conversation is called: its name, or the other members' names, each in its own direction. */
export function conversationTitle(conversation: Conversation, userId: string): string {
  if (conversation.name) return isolate(conversation.name);
  return conversation.members
    .filter((member) => member.id !== userId)
    .map((member) => isolate(member.name))
    .join(', ');
}

const REFRESH_WITHOUT_SOCKET_MS = 10_000;
/** How long the screen leaves the first fetch to a socket that is opening. */
const SOCKET_GRACE_MS = 3000;

function NewConversation({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const ids = useId();
  const navigate = useNavigate();
  const friends = useQuery<FriendsResponse>({ queryKey: apiQueryKey(routes.friendsList) });
  const [chosen, setChosen] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'queued' | 'refused'>('idle');
  const toggle = (id: string) => setChosen((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return;
    setState('busy');
    const group = chosen.length > 1;
    const answer = await sendViaOutbox(routes.chatCreate, {
      body: { memberIds: chosen, ...(group && name.trim() ? { name: name.trim() } : {}) },
    });
    if (answer?.state === 'done') {
      const { conversation } = answer.response;
      await navigate({ to: '/chat', search: { c: conversation.id } });
    } else setState(answer ? 'refused' : 'queued');
  };
  const list = friends.data?.friends ?? [];
  return (
    <form className="card new-conversation" onSubmit={submit} aria-labelledby={`${ids}title`}>
      <h2 id={`${ids}title`} className="card__title">
        <FormattedMessage id="messages.new.title" />
      </h2>
      {list.length === 0 && friends.isSuccess ? (
        <p>
          <FormattedMessage id="messages.new.noFriends" />{' '}
          <Link to="/friends-features">{intl.formatMessage({ id: 'messages.new.findFriends' })}</Link>
        </p>
      ) : null}
      <fieldset className="choice-group">
        <legend className="choice-group__legend">
          <FormattedMessage id="messages.new.who" values={{ max: GROUP_MAX_MEMBERS - 1 }} />
        </legend>
        <div className="choice-group__options">
          {list.map((friend) => (
            <label key={friend.id} className="choice">
              <input type="checkbox" checked={chosen.includes(friend.id)} onChange={() => toggle(friend.id)} />
              <bdi>{friend.name}</bdi>
            </label>
          ))}
        </div>
      </fieldset>
      {chosen.length > 1 ? (
        <Field
          label={intl.formatMessage({ id: 'messages.new.groupName' })}
          value={name}
          onChange={(event) => setName(event.target.value)}
          {...chatCreate.name}
        />
      ) : null}
      {state === 'queued' ? (
        <p className="notice" role="status">
          <FormattedMessage id="messages.new.queued" />
        </p>
      ) : null}
      <FormRefusal messageId={state === 'refused' ? 'messages.new.refused' : null} />
      <div className="new-conversation__actions">
        <Button type="submit" busy={state === 'busy'} disabled={chosen.length === 0}>
          <FormattedMessage id="messages.new.start" />
        </Button>
        <Button variant="ghost" onClick={onClose}>
          <FormattedMessage id="messages.new.cancel" />
        </Button>
      </div>
    </form>
  );
}

function Conversations() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const conversations = useLiveQuery(() => conversations$(userId), userId);
  const [creating, setCreating] = useState(false);
  const connected = useRealtime(userId);
  const refresh = useCallback(() => refreshConversations(userId).catch(() => undefined), [userId]);

  useEffect(() => {
    if (!userId) return;
    // A socket still opening fetches the list once open (its `resume`: after that, nothing can fall
    // in between); the screen fetches it only when no socket is opening, or it does not open soon.
    if (!realtime.isConnecting()) {
      void refresh();
      return;
    }
    const fallback = setTimeout(() => {
      if (!realtime.isConnected()) void refresh();
    }, SOCKET_GRACE_MS);
    return () => clearTimeout(fallback);
  }, [userId, refresh]);
  useEffect(() => {
    // An open socket fetched the list when it connected (its `resume`) and its events keep it: poll only without one.
    if (!userId || connected) return;
    const timer = setInterval(() => void refresh(), REFRESH_WITHOUT_SOCKET_MS);
    return () => clearInterval(timer);
  }, [userId, connected, refresh]);

  return (
    <Page
      titleId="messages.title"
      introId="messages.intro"
      tutorialId="messaging"
      aside={
        creating ? null : (
          <Button variant="secondary" onClick={() => setCreating(true)}>
            <FormattedMessage id="messages.new.open" />
          </Button>
        )
      }
    >
      {creating ? <NewConversation onClose={() => setCreating(false)} /> : null}
      {conversations && conversations.length > 0 ? (
        <ul className="conversation-list">
          {conversations.map(({ conversation }) => (
            <li key={conversation.id}>
              <Link to="/chat" search={{ c: conversation.id }} className="conversation">
                <span className="conversation__title">{conversationTitle(conversation, userId)}</span>
                {conversation.unread > 0 ? (
                  <span className="badge">
                    <FormattedMessage id="messages.unread" values={{ count: conversation.unread }} />
                  </span>
                ) : null}
                <span className="conversation__last">
                  {conversation.lastMessage ? `${conversation.lastMessage.senderName}: ${conversation.lastMessage.text}` : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {conversations && conversations.length === 0 && !creating ? (
        <EmptyState
          icon={<MailIcon />}
          titleId="messages.empty.title"
          bodyId="messages.empty.body"
          actions={[
            { to: '/friends-features', labelId: 'messages.empty.friends' },
            { to: '/fit-match', labelId: 'messages.empty.fitMatch' },
          ]}
        />
      ) : null}
    </Page>
  );
}

export function MessagesScreen() {
  const { isGuest } = useAuth();
  return isGuest ? (
    <Page titleId="messages.title" introId="messages.intro" tutorialId="messaging">
      <MembersOnly>{null}</MembersOnly>
    </Page>
  ) : (
    <Conversations />
  );
}
