// The wallet screen (/wallet): the browser wallet's connection, account, network and balances, the
// SweatCoin purchase, the purchases still waiting in the outbox, the member's SweatCoin balance (the
// header's, with its pending changes) and ledger from the server.
import { formatEth4, parseEthToWei, shortenAddress } from '@fitchoice/shared';
import type { LedgerEntry, User } from '@fitchoice/shared/api';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { sessionQuery } from '../../api/queries';
import { formatCoins } from '../../i18n/formats';
import { isEntryOf } from '../../outbox/entries';
import { useUnsettledEntries } from '../../outbox/hooks';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/form/SelectField';
import { WalletIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { RefusedHere } from '../refusals/RefusedHere';
import { BuyPanel } from './BuyPanel';
import { useCoinBalance } from './coin-balance';
import { LEDGER_LABEL, ledgerLink, shortTransaction } from './ledger-words';
import { networkName } from './networks';
import { PendingCoins } from './PendingCoins';
import { ledgerQuery } from './queries';
import { PURCHASE_REFUSALS } from './refusals';
import { useWallet, WalletProvider } from './WalletProvider';
import './wallet.css';
import './messages';

export function WalletScreen() {
  return (
    <WalletProvider>
      <Page titleId="wallet.title" introId="wallet.intro">
        <div className="wallet-grid">
          <ConnectionCard />
          <BuyPanel />
          <PendingPurchases />
          <MemberLedger />
        </div>
      </Page>
    </WalletProvider>
  );
}

function ConnectionCard() {
  const intl = useIntl();
  const wallet = useWallet();
  const titleId = useId();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!wallet.account) return;
    try {
      await navigator.clipboard.writeText(wallet.account);
      setCopied(true);
    } catch (error) {
      console.error('Could not copy the address', error);
    }
  };

  return (
    <section className="card wallet-connection" aria-labelledby={titleId}>
      <div className="wallet-connection__head">
        <h2 className="section__title" id={titleId}>
          <FormattedMessage id="wallet.connection.title" />
        </h2>
        <span className={`chip wallet-status${wallet.isConnected ? ' wallet-status--on' : ''}`} data-testid="wallet-status">
          <FormattedMessage
            id={
              wallet.isConnecting
                ? 'wallet.connection.connecting'
                : wallet.isConnected
                  ? 'wallet.connection.connected'
                  : 'wallet.connection.disconnected'
            }
          />
        </span>
      </div>

      {wallet.isConnected && wallet.account ? (
        <>
          <dl className="wallet-facts">
            <div>
              <dt>
                <FormattedMessage id="wallet.account" />
              </dt>
              <dd className="wallet-facts__account">
                <span data-testid="wallet-account" title={wallet.account}>
                  {shortenAddress(wallet.account)}
                </span>
                <Button variant="ghost" className="wallet-copy" onClick={() => void copy()}>
                  <FormattedMessage id={copied ? 'wallet.copied' : 'wallet.copy'} />
                </Button>
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="wallet.network" />
              </dt>
              <dd data-testid="wallet-network">{networkName(intl, wallet.chainId)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="wallet.ethBalance" />
              </dt>
              <dd data-testid="wallet-eth-balance">
                <FormattedMessage id="wallet.ethBalance.value" values={{ eth: formatEth4(parseEthToWei(wallet.ethBalance)) }} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="wallet.sweatCoinValue" />
              </dt>
              <dd data-testid="wallet-sweatcoin-value">{wallet.sweatCoinBalance}</dd>
            </div>
          </dl>
          <Button variant="secondary" block onClick={() => void wallet.disconnect()}>
            <FormattedMessage id="wallet.disconnect" />
          </Button>
        </>
      ) : (
        <>
          <p className="card__body">
            <FormattedMessage id="wallet.connection.intro" />
          </p>
          {wallet.wallets.length > 1 ? (
            <SelectField
              label={intl.formatMessage({ id: 'wallet.chooser' })}
              className="wallet-chooser"
              value={wallet.selectedWalletId ?? ''}
              onChange={(event) => wallet.selectWallet(event.target.value)}
            >
              {wallet.wallets.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name ?? option.id}
                </option>
              ))}
            </SelectField>
          ) : null}
          <Button block busy={wallet.isConnecting} onClick={() => void wallet.connect()}>
            <FormattedMessage id="wallet.connect" />
          </Button>
        </>
      )}
    </section>
  );
}

function PendingPurchases() {
  const intl = useIntl();
  const titleId = useId();
  const purchases = useUnsettledEntries().filter((entry) => isEntryOf(entry, 'wallet.purchase'));
  if (purchases.length === 0) return null;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 className="section__title" id={titleId}>
        <FormattedMessage id="wallet.pending.title" />
      </h2>
      <ul className="wallet-list" data-testid="wallet-pending">
        {purchases.map((entry) => {
          const body = entry.body;
          return (
            <li key={entry.id} className="wallet-list__item">
              <span>
                <FormattedMessage
                  id="wallet.pending.item"
                  values={{ eth: body?.ethAmount ?? '?', coins: body?.sweatCoinsAmount ? formatCoins(intl, body.sweatCoinsAmount) : '?' }}
                />
              </span>
              <span className={`wallet-list__state wallet-list__state--${entry.state}`}>
                <FormattedMessage
                  id={
                    entry.state === 'failed'
                      ? 'wallet.pending.state.refused'
                      : entry.state === 'sending'
                        ? 'wallet.pending.state.sending'
                        : 'wallet.pending.state.pending'
                  }
                />
              </span>
              {entry.state === 'failed' ? <RefusedHere entry={entry} refusals={PURCHASE_REFUSALS} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The same balance as the header's (coin-balance.ts), with what is still to be sent marked. */
function MemberBalance({ user }: { user: User }) {
  const intl = useIntl();
  const balance = useCoinBalance(user);
  return (
    <dl className="wallet-ledger__balance">
      <dt>
        <FormattedMessage id="wallet.balance" />
      </dt>
      <dd data-testid="member-sweatcoins">
        <FormattedMessage id="wallet.member.balance" values={{ coins: formatCoins(intl, balance.coins) }} />
      </dd>
      {balance.pending !== null ? (
        <dd className="wallet-ledger__pending" data-testid="member-sweatcoins-pending">
          <PendingCoins balance={balance} />
        </dd>
      ) : null}
    </dl>
  );
}

function MemberLedger() {
  const titleId = useId();
  const ledger = useQuery(ledgerQuery);
  // The session owns the member (app/auth.tsx); this only reads it.
  const user = useQuery({ ...sessionQuery, enabled: false }).data;
  return (
    <section className="card wallet-ledger" aria-labelledby={titleId}>
      <h2 className="section__title" id={titleId}>
        <FormattedMessage id="wallet.member.title" />
      </h2>
      {user ? <MemberBalance user={user} /> : null}
      {ledger.error ? (
        <p className="field__error" role="alert">
          <FormattedMessage id="wallet.member.loadFailed" />
        </p>
      ) : null}
      {ledger.data && ledger.data.entries.length === 0 ? (
        <EmptyState
          icon={<WalletIcon />}
          titleId="wallet.empty.title"
          bodyId="wallet.empty.body"
          actions={[
            { to: '/store', labelId: 'wallet.empty.store' },
            { to: '/activity', labelId: 'wallet.empty.activity' },
          ]}
        />
      ) : null}
      {ledger.data && ledger.data.entries.length > 0 ? (
        <>
          <h3 className="wallet-ledger__title">
            <FormattedMessage id="wallet.ledger.title" />
          </h3>
          <ul className="wallet-list" data-testid="wallet-ledger">
            {ledger.data.entries.map((entry) => (
              <LedgerRow key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const intl = useIntl();
  const credit = !entry.amount.startsWith('-');
  const link = ledgerLink(entry);
  return (
    <li className="wallet-list__item">
      <span>
        <strong>
          <FormattedMessage id={LEDGER_LABEL[entry.kind]} />
        </strong>
        <span className="wallet-list__meta">
          <FormattedDate value={entry.createdAt} dateStyle="medium" timeStyle="short" />
        </span>
        {link ? (
          <Link className="wallet-list__meta" to={link.to} hash={link.hash}>
            <FormattedMessage id={link.labelId} />
          </Link>
        ) : entry.transactionHash ? (
          <span className="wallet-list__meta">
            <FormattedMessage id="wallet.ledger.transaction" values={{ hash: shortTransaction(entry.transactionHash) }} />
          </span>
        ) : null}
      </span>
      <span className="wallet-list__amount">
        <span className={credit ? 'wallet-amount--credit' : 'wallet-amount--debit'}>{credit ? `+${entry.amount}` : entry.amount}</span>
        <span className="wallet-list__meta">
          <FormattedMessage id="wallet.ledger.balanceAfter" values={{ coins: formatCoins(intl, entry.balanceAfter) }} />
        </span>
      </span>
    </li>
  );
}
