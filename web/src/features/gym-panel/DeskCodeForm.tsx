// The front desk's one way to take a code from a member (a booking's check-in code, a reward's
// code): typed or scanned, sent once at a time, and the answer said where the staff look, in
// their words: done or kept for later as a status, a refusal as an alert.
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { FieldFrame } from '../../ui/form/Field';
import { problemOf } from './problem';

/** What a desk code's answer means for the staff: said (done, or queued until the connection returns), or refused. */
export type DeskOutcome = { kind: 'done' | 'queued'; says: ReactNode } | { kind: 'failed'; says: string };

/** A code form's state: the code typed so far, and `send` for a typed or a scanned code. */
export function useDeskCode(send: (code: string) => Promise<DeskOutcome>) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<DeskOutcome | null>(null);
  const submit = async (raw: string) => {
    const text = raw.trim();
    if (!text) return;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await send(text);
      setOutcome(answer);
      if (answer.kind === 'done') setCode('');
    } catch (error) {
      setOutcome({ kind: 'failed', says: intl.formatMessage({ id: problemOf(error) }) });
    } finally {
      setBusy(false);
    }
  };
  return { code, setCode, busy, outcome, submit };
}

export function DeskCodeForm({
  desk,
  labelId,
  submitId,
  placeholder,
}: {
  desk: ReturnType<typeof useDeskCode>;
  labelId: MessageId;
  submitId: MessageId;
  placeholder: string;
}) {
  const intl = useIntl();
  const { code, setCode, busy, outcome, submit } = desk;
  return (
    <>
      <form
        className="panel-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(code);
        }}
      >
        <FieldFrame label={intl.formatMessage({ id: labelId })}>
          {(control) => (
            <input
              {...control}
              className={`${control.className} checkin-input`}
              value={code}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholder}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </FieldFrame>
        <Button type="submit" busy={busy} disabled={!code.trim()}>
          <FormattedMessage id={submitId} />
        </Button>
      </form>
      {outcome ? (
        <div
          className={outcome.kind === 'failed' ? 'notice notice--error' : 'notice'}
          role={outcome.kind === 'failed' ? 'alert' : 'status'}
        >
          {outcome.says}
        </div>
      ) : null}
    </>
  );
}
