// /chat?c=<id>: one conversation. Messages in the server's order (seq), day separators, older
// ones loaded on scrolling up; your own messages show sending / sent / delivered / read. A message
// written offline is in the outbox (one group per conversation, so they go in order) and shows
// as "sending" at once; it appears once, in its place, when the server has it.
import type { ChatMessage } from '@fitchoice/shared/api';
import { chatSend } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { apiPath, type CallInput } from '../../api/client';
import { useAuth } from '../../app/auth';
import { useLiveQuery } from '../../db/live-query';
import { isEntryOf, type OutboxEntry, type SettledEntry } from '../../outbox/entries';
import { useAnswers, useEntriesOf } from '../../outbox/hooks';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ChatIcon } from '../../ui/icons';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { RefusedHere } from '../refusals/RefusedHere';
import { MembersOnly } from '../social/MembersOnly';
import { PushPrompt } from '../social/PushPrompt';
import { offerPush } from '../social/push';
import { conversationGroup, newClientId, sendViaOutbox } from '../social/social-actions';
import { cacheMessages, catchUp, conversation$, fetchMessages, type MessageState, messages$, stateOf } from './chat-cache';
import { conversationTitle } from './MessagesScreen';
import { useRealtime } from './realtime';
import { CHAT_REFUSALS } from './refusals';
import './messages';
import './chat.css';

/** How often an open chat fetches new messages while its socket is down. */
const POLL_WITHOUT_SOCKET_MS = 4000;
/** The outbox route of a message sent here. */
const SEND_ROUTES = [routes.chatSend.id] as const;

interface Shown {
  key: string;
  message: Pick<ChatMessage, 'senderId' | 'senderName' | 'text' | 'createdAt'>;
  state: MessageState;
  /** A message the server refused: why, with Retry and Discard under it. */
  refused?: SettledEntry<'chat.send'>;
}

const dayOf = (at: string) => new Date(at).toDateString();

function Conversation({ conversationId, userId }: { conversationId: string; userId: string }) {
  const intl = useIntl();
  const ids = useId();
  const cached = useLiveQuery(() => conversation$(userId, conversationId), `${userId}|${conversationId}`);
  const messages = useLiveQuery(() => messages$(userId, conversationId), `${userId}|${conversationId}`);
  // The messages waiting or refused, and those the server took since the screen opened.
  const entries = useEntriesOf(SEND_ROUTES);
  // A message the server took goes into the conversation's copy at once, whether or not the socket
  // brings it back; until it is there its answer is shown.
  useAnswers(SEND_ROUTES, (entry) => {
    if (entry.state === 'done') void cacheMessages(userId, [entry.response.message]).catch(() => undefined);
  });
  const connected = useRealtime(userId);
  const [text, setText] = useState('');
  const [olderDone, setOlderDone] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const readSent = useRef(0);
  const listRef = useRef<HTMLOListElement>(null);

  const sync = useCallback(() => catchUp(userId, conversationId).catch(() => undefined), [userId, conversationId]);

  useEffect(() => {
    void sync();
    if (connected) return;
    const timer = setInterval(() => void sync(), POLL_WITHOUT_SOCKET_MS);
    return () => clearInterval(timer);
  }, [connected, sync]);

  // Read up to the newest message on screen (once per new message).
  const newest = messages?.at(-1)?.seq ?? 0;
  useEffect(() => {
    if (newest <= readSent.current || document.visibilityState !== 'visible') return;
    readSent.current = newest;
    void sendViaOutbox(routes.chatRead, { params: { id: conversationId }, body: { seq: newest } }, { group: `read:${conversationId}` });
  }, [newest, conversationId]);

  // Keep the newest message in view when one arrives.
  const count = messages?.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the number of messages changes
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const loadOlder = async () => {
    const oldest = messages?.[0]?.seq;
    if (!oldest || oldest <= 1 || loadingOlder) {
      setOlderDone(true);
      return;
    }
    setLoadingOlder(true);
    try {
      const page = await fetchMessages(userId, conversationId, { before: oldest });
      if (!page.hasMore) setOlderDone(true);
    } catch {
      // Offline: the button stays for a later try.
    } finally {
      setLoadingOlder(false);
    }
  };

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim() || [...text].length > chatSend.text.maxLength) return;
    const body = { clientId: newClientId(), text };
    setText('');
    offerPush();
    await sendViaOutbox(routes.chatSend, { params: { id: conversationId }, body }, { group: conversationGroup(conversationId) });
  };

  // Its outbox entries' path (a message's body is not part of it).
  const sendPath = apiPath(routes.chatSend, { params: { id: conversationId } } as CallInput<'chat.send'>);
  const held = new Set((messages ?? []).map((message) => message.clientId));
  const members = cached?.members ?? [];
  const group = members.length > 2;
  const shown: Shown[] = [
    ...(messages ?? []).map((message) => ({
      key: message.id,
      message,
      state: message.senderId === userId ? stateOf(message, members) : ('sent' as const),
    })),
    ...entries
      .filter((entry): entry is OutboxEntry<'chat.send'> => isEntryOf(entry, 'chat.send') && entry.path === sendPath)
      .filter((entry) => !held.has(entry.body?.clientId ?? ''))
      .map((entry) =>
        entry.state === 'done'
          ? { key: entry.id, message: entry.response.message, state: stateOf(entry.response.message, members) }
          : {
              key: entry.id,
              message: {
                senderId: userId,
                senderName: '',
                text: entry.body?.text ?? '',
                createdAt: new Date(entry.createdAt).toISOString(),
              },
              state: entry.state === 'failed' ? ('failed' as const) : ('sending' as const),
              refused: entry.state === 'failed' ? entry : undefined,
            },
      ),
  ];

  const title = cached ? conversationTitle(cached.conversation, userId) : '';
  return (
    <section className="chat" aria-labelledby={`${ids}title`}>
      <h2 id={`${ids}title`} className="chat__title">
        {title}
      </h2>
      {olderDone || (messages?.[0]?.seq ?? 1) <= 1 ? null : (
        <Button variant="ghost" busy={loadingOlder} onClick={() => void loadOlder()}>
          <FormattedMessage id="chat.older" />
        </Button>
      )}
      <ol
        ref={listRef}
        className="chat__messages"
        aria-label={intl.formatMessage({ id: 'chat.messages.label' })}
        aria-live="polite"
        onScroll={(event) => {
          if (event.currentTarget.scrollTop === 0) void loadOlder();
        }}
      >
        {shown.map((item, index) => {
          const mine = item.message.senderId === userId;
          const previous = shown[index - 1];
          const newDay = !previous || dayOf(previous.message.createdAt) !== dayOf(item.message.createdAt);
          return (
            <li key={item.key} className="chat__item">
              {newDay ? (
                <p className="chat__day">
                  <FormattedDate value={item.message.createdAt} weekday="long" day="numeric" month="long" />
                </p>
              ) : null}
              <div className={mine ? 'bubble bubble--mine' : 'bubble'}>
                {mine ? null : (
                  // A one-to-one chat's title already names the other member: their name is read, not shown.
                  <span className={group ? 'bubble__sender' : 'visually-hidden'}>{item.message.senderName}</span>
                )}
                <span className="bubble__text" dir="auto">
                  {item.message.text}
                </span>
                <span className="bubble__meta">
                  <FormattedTime value={item.message.createdAt} />
                  {mine ? (
                    <>
                      {' · '}
                      <FormattedMessage id={`chat.state.${item.state}`} />
                    </>
                  ) : null}
                </span>
              </div>
              {item.refused ? <RefusedHere entry={item.refused} refusals={CHAT_REFUSALS} /> : null}
            </li>
          );
        })}
      </ol>
      <form className="chat__composer" onSubmit={send}>
        <label className="visually-hidden" htmlFor={`${ids}text`}>
          <FormattedMessage id="chat.write" />
        </label>
        <input
          id={`${ids}text`}
          className="field__input"
          value={text}
          maxLength={chatSend.text.maxLength}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          placeholder={intl.formatMessage({ id: 'chat.placeholder' })}
        />
        <Button type="submit" disabled={!text.trim()}>
          <FormattedMessage id="chat.send" />
        </Button>
      </form>
      <PushPrompt />
    </section>
  );
}

export function ChatScreen() {
  const { user } = useAuth();
  const conversationId = useSearch({ from: '/member/chat' }).c;
  return (
    <Page
      titleId="chat.title"
      aside={
        conversationId ? (
          <LinkButton to="/messages" variant="secondary">
            <FormattedMessage id="chat.back" />
          </LinkButton>
        ) : null
      }
    >
      {conversationId && user ? (
        <MembersOnly>
          <Conversation conversationId={conversationId} userId={user.id} />
        </MembersOnly>
      ) : (
        <EmptyState
          icon={<ChatIcon />}
          titleId="chat.empty.title"
          bodyId="chat.empty.body"
          actions={[
            { to: '/messages', labelId: 'chat.empty.messages' },
            { to: '/fit-match', labelId: 'chat.empty.fitMatch' },
          ]}
        />
      )}
    </Page>
  );
}
