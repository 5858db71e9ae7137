// The confirm step of a redemption: how many, the total and the balance after, then Confirm. The
// redemption goes into the outbox first; online the dialog waits for the answer and shows the code
// as text and as a QR code, or the refusal worded by its code (nothing charged; an unconfirmed email gets the
// email gate's notice); offline it says it was saved.
import { formatCoinCents, parseCoinsToCents } from '@fitchoice/shared';
import { MAX_REDEEM_QUANTITY, type Redemption, type StoreReward } from '@fitchoice/shared/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { answerShownHere } from '../../outbox/answer';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { CodeQr } from '../../ui/QrCode';
import { refusedForEmail } from '../account/email-gate';
import { VerifyEmailNoticeHere } from '../account/VerifyEmailNoticeHere';
import { rewardTitle } from '../preset-names/names';
import { redeemRefusalId } from './refusals';
import { queueRedemption, refreshStore } from './store-api';
import './messages';
import { formatCoins } from '../../i18n/formats';

type Outcome =
  | { kind: 'done'; redemption: Redemption }
  | { kind: 'failed'; reason: MessageId }
  | { kind: 'unverified' }
  | { kind: 'queued' }
  | null;

export function RedeemDialog({ reward, balance, onClose }: { reward: StoreReward | null; balance: string | null; onClose: () => void }) {
  const intl = useIntl();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!reward) return;
    setQuantity(1);
    setOutcome(null);
    dialog.current?.showModal();
  }, [reward]);

  if (!reward) return <dialog ref={dialog} className="sheet" />;
  const most = Math.max(
    1,
    Math.min(MAX_REDEEM_QUANTITY, reward.perMemberLimit - reward.redeemedByMe, reward.stockLeft ?? MAX_REDEEM_QUANTITY),
  );
  const total = parseCoinsToCents(reward.priceSweatCoins) * BigInt(quantity);
  const have = balance === null ? null : parseCoinsToCents(balance);
  const close = () => {
    dialog.current?.close();
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await answerShownHere(await queueRedemption({ rewardId: reward.id, quantity }, reward.priceSweatCoins));
      if (!answer) setOutcome({ kind: 'queued' });
      else if (refusedForEmail(answer)) setOutcome({ kind: 'unverified' });
      else if (answer.state === 'failed') setOutcome({ kind: 'failed', reason: redeemRefusalId(answer) });
      else setOutcome({ kind: 'done', redemption: answer.response.redemption });
      if (answer) await refreshStore(queryClient);
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialog} className="sheet redeem-sheet" aria-labelledby={`${ids}title`} onClose={onClose}>
      {outcome?.kind === 'done' ? (
        <>
          <h2 id={`${ids}title`}>
            <FormattedMessage id="store.done.title" />
          </h2>
          <p>
            <strong>
              {rewardTitle(intl, {
                id: outcome.redemption.rewardId,
                title: outcome.redemption.rewardTitle,
                gymName: outcome.redemption.gymName,
              })}
            </strong>
          </p>
          <CodeQr code={outcome.redemption.code} alt={intl.formatMessage({ id: 'store.qr.alt' })} testId="reward-code" />
          <p>
            <FormattedMessage id="store.done.body" />
          </p>
        </>
      ) : (
        <>
          <h2 id={`${ids}title`}>
            <FormattedMessage id="store.confirm.title" />
          </h2>
          <p>
            <strong>{rewardTitle(intl, reward)}</strong>
          </p>
          {most > 1 ? (
            <div className="field">
              <label className="field__label" htmlFor={`${ids}quantity`}>
                <FormattedMessage id="store.confirm.quantity" />
              </label>
              <select
                id={`${ids}quantity`}
                className="field__input"
                value={quantity}
                onChange={(event) => setQuantity(Number(event.target.value))}
                disabled={busy || outcome !== null}
              >
                {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <p>
            <strong>
              <FormattedMessage id="store.confirm.total" values={{ coins: formatCoins(intl, formatCoinCents(total)) }} />
            </strong>
          </p>
          {have === null ? null : have >= total ? (
            <p className="field__hint">
              <FormattedMessage id="store.confirm.after" values={{ coins: formatCoins(intl, formatCoinCents(have - total)) }} />
            </p>
          ) : (
            <p className="field__error">
              <FormattedMessage id="store.confirm.short" values={{ coins: formatCoins(intl, formatCoinCents(total - have)) }} />
            </p>
          )}
          <p className="field__hint">
            <FormattedMessage id="store.confirm.validity" values={{ days: reward.codeValidDays }} />
          </p>
          <FormRefusal messageId={outcome?.kind === 'failed' ? outcome.reason : null} />
          {outcome?.kind === 'unverified' ? <VerifyEmailNoticeHere /> : null}
          {outcome?.kind === 'queued' ? (
            <p className="notice" role="status">
              <FormattedMessage id="store.confirm.queued" />
            </p>
          ) : null}
          {outcome === null ? (
            <Button block busy={busy} onClick={confirm}>
              <FormattedMessage id="store.confirm.submit" />
            </Button>
          ) : null}
        </>
      )}
      <Button block variant="secondary" onClick={close} disabled={busy}>
        <FormattedMessage id={outcome === null ? 'store.confirm.cancel' : 'store.confirm.close'} />
      </Button>
    </dialog>
  );
}
