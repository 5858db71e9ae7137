// "My rewards": the member's redemptions with their status (active, used, expired) and code, and
// the redemptions still in the outbox: pending, or refused with the reason worded by its code (nothing was
// charged; for an unconfirmed email, the email gate's notice) with Try again and Dismiss.
import type { Redemption } from '@fitchoice/shared/api';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { loadOutbox } from '../../outbox/entries';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { CodeQr } from '../../ui/QrCode';
import { VerifyEmailNoticeHere } from '../account/VerifyEmailNoticeHere';
import { rewardTitle } from '../preset-names/names';
import type { MyRewardRow } from './my-rewards';
import './messages';
import { formatCoins } from '../../i18n/formats';

function RedemptionRow({ redemption }: { redemption: Redemption }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const date = (iso: string) => <FormattedDate value={iso} dateStyle="medium" />;
  return (
    <li className="card redemption" data-testid="redemption">
      <div className="redemption__head">
        <h3 className="card__title">
          {redemption.quantity > 1 ? <FormattedMessage id="store.mine.quantity" values={{ quantity: redemption.quantity }} /> : null}{' '}
          {rewardTitle(intl, { id: redemption.rewardId, title: redemption.rewardTitle, gymName: redemption.gymName })}
        </h3>
        <span className={`badge badge--${redemption.status === 'active' ? 'open' : 'closed'}`}>
          <FormattedMessage id={`store.mine.status.${redemption.status}`} />
        </span>
      </div>
      <p className="field__hint">
        {redemption.status === 'used' && redemption.usedAt ? (
          <FormattedMessage id="store.mine.usedAt" values={{ date: date(redemption.usedAt) }} />
        ) : redemption.status === 'expired' ? (
          <FormattedMessage id="store.mine.expired" values={{ date: date(redemption.expiresAt) }} />
        ) : (
          <FormattedMessage id="store.mine.expires" values={{ date: date(redemption.expiresAt) }} />
        )}{' '}
        · <FormattedMessage id="store.mine.paid" values={{ coins: formatCoins(intl, redemption.sweatCoins) }} />
      </p>
      {redemption.status === 'active' ? (
        <>
          <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
            <FormattedMessage id={open ? 'store.mine.hideCode' : 'store.mine.showCode'} />
          </Button>
          {open ? <CodeQr code={redemption.code} alt={intl.formatMessage({ id: 'store.qr.alt' })} testId="reward-code" /> : null}
        </>
      ) : null}
    </li>
  );
}

function QueuedRow({ row }: { row: Extract<MyRewardRow, { type: 'queued' }> }) {
  const intl = useIntl();
  return (
    <li className={`card redemption redemption--${row.state}`} data-testid="redemption">
      <div className="redemption__head">
        <h3 className="card__title">
          {row.request.quantity && row.request.quantity > 1 ? (
            <FormattedMessage id="store.mine.quantity" values={{ quantity: row.request.quantity }} />
          ) : null}{' '}
          {row.reward ? rewardTitle(intl, row.reward) : row.request.rewardId}
        </h3>
        <span className={`badge badge--${row.state}`}>
          <FormattedMessage id={`store.mine.status.${row.state}`} />
        </span>
      </div>
      {row.state === 'pending' ? (
        <p className="field__hint">
          <FormattedMessage id="store.mine.pending" />
        </p>
      ) : (
        <>
          {row.unverified ? (
            <VerifyEmailNoticeHere />
          ) : (
            <FormRefusal
              messageId="store.mine.failed"
              values={{ reason: row.refusalId ? intl.formatMessage({ id: row.refusalId }) : null }}
            />
          )}
          <div className="booking__actions">
            <Button variant="secondary" onClick={async () => (await loadOutbox()).retryEntry(row.entry.id)}>
              <FormattedMessage id="store.mine.retry" />
            </Button>
            <Button variant="ghost" onClick={async () => (await loadOutbox()).discardEntry(row.entry.id)}>
              <FormattedMessage id="store.mine.dismiss" />
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

export function MyRewards({ rows }: { rows: MyRewardRow[] }) {
  if (rows.length === 0) {
    return (
      <p className="notice">
        <FormattedMessage id="store.mine.empty" />
      </p>
    );
  }
  return (
    <ul className="redemption-list">
      {rows.map((row) =>
        row.type === 'queued' ? (
          <QueuedRow key={row.entry.id} row={row} />
        ) : (
          <RedemptionRow key={row.redemption.id} redemption={row.redemption} />
        ),
      )}
    </ul>
  );
}
