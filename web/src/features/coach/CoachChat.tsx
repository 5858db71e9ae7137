// The chat with the coach: ask to swap an exercise, shorten today or explain a movement. Answers
// appear at once from the rules (offline too); with an AI model online, its words stream in.

import { coachChat } from '@fitchoice/shared/api/field-limits';
import type { Plan } from '@fitchoice/shared/coach';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useMessages } from './coach-data';
import { useCoachWords } from './library-texts';
import { sendChat } from './send-chat';
import './messages';

interface Props {
  userId: string;
  plan: Plan | null;
  model: boolean;
}

export function CoachChat({ userId, plan, model }: Props) {
  const intl = useIntl();
  const words = useCoachWords();
  const messages = useMessages(userId);
  const [text, setText] = useState('');
  const [writing, setWriting] = useState<string | null>(null);
  const inputId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const asked = text.trim();
    if (!asked || writing !== null) return;
    setText('');
    setWriting('');
    try {
      await sendChat({
        userId,
        text: asked,
        plan,
        words,
        useModel: model && navigator.onLine,
        onWords: (piece) => setWriting((current) => (current ?? '') + piece),
      });
    } finally {
      setWriting(null);
    }
  };

  if (messages === undefined) return <Spinner />;
  return (
    <div className="coach-chat">
      <h2 className="visually-hidden">
        <FormattedMessage id="coach.chat.history" />
      </h2>
      {messages.length === 0 ? (
        <p className="coach-chat__empty">
          <FormattedMessage id="coach.chat.empty" />
        </p>
      ) : null}
      <ol className="coach-chat__messages" aria-live="polite">
        {messages.map((message) => (
          <li key={message.id} className={`coach-chat__message coach-chat__message--${message.role}`}>
            <span className="coach-chat__who">
              <FormattedMessage id={message.role === 'member' ? 'coach.chat.you' : 'coach.chat.coach'} />
            </span>
            <p>{message.text ?? (message.note ? words.note(message.note) : '')}</p>
          </li>
        ))}
        {writing !== null ? (
          <li className="coach-chat__message coach-chat__message--coach">
            <span className="coach-chat__who">
              <FormattedMessage id="coach.chat.coach" />
            </span>
            <p>{writing || intl.formatMessage({ id: 'coach.chat.writing' })}</p>
          </li>
        ) : null}
      </ol>
      <form className="coach-chat__form" onSubmit={(event) => void submit(event)}>
        <label htmlFor={inputId} className="field__label">
          <FormattedMessage id="coach.chat.label" />
        </label>
        <div className="coach-chat__row">
          <input
            id={inputId}
            className="field__input"
            value={text}
            maxLength={coachChat.text.maxLength}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit" busy={writing !== null} disabled={text.trim() === ''}>
            <FormattedMessage id="coach.chat.send" />
          </Button>
        </div>
      </form>
    </div>
  );
}
