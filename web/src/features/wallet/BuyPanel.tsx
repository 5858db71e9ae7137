// Buy SweatCoins with ETH: the member types an ETH amount, sees what it buys at the fixed rate, and
// buys. Shown on the wallet screen and in the rewards store; needs a WalletProvider above it.
import { formatEth4, parseEthToWei, shortenAddress } from '@fitchoice/shared';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatCoins } from '../../i18n/formats';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { networkName } from './networks';
import { previewSweatCoins, SWEATCOIN_RATE, useWallet } from './WalletProvider';
import './messages';

const DEFAULT_AMOUNT = '0.01';

/** `withConnect`: the panel stands alone (the rewards store), so it offers the connection itself. */
export function BuyPanel({ withConnect = false }: { withConnect?: boolean }) {
  const intl = useIntl();
  const wallet = useWallet();
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const titleId = useId();
  const inputId = useId();
  const coins = previewSweatCoins(amount);
  const config = wallet.purchaseConfig;
  // Chain mode credits a linked wallet only: until the wallet signed the link message, say so and offer it.
  const needsLink = config?.purchaseMode === 'chain' && wallet.isConnected && wallet.linkStatus !== 'linked';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await wallet.buySweatCoins(amount);
  };

  return (
    <section className="card wallet-buy" aria-labelledby={titleId}>
      <h2 className="section__title" id={titleId}>
        <FormattedMessage id="wallet.buy.title" />
      </h2>
      <p className="card__body">
        <FormattedMessage id="wallet.buy.rate" values={{ rate: intl.formatNumber(Number(SWEATCOIN_RATE)) }} />
      </p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            <FormattedMessage id="wallet.buy.amount" />
          </label>
          <input
            id={inputId}
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-describedby={`${inputId}-preview`}
          />
          <p id={`${inputId}-preview`} className="wallet-buy__preview" aria-live="polite">
            {coins === null ? (
              <FormattedMessage id="wallet.error.amount" />
            ) : (
              <FormattedMessage id="wallet.buy.preview" values={{ coins: <strong>{formatCoins(intl, coins)}</strong> }} />
            )}
          </p>
        </div>
        {config?.purchaseMode === 'chain' && config.treasuryAddress ? (
          <p className="card__body">
            <FormattedMessage
              id="wallet.buy.chain"
              values={{ treasury: shortenAddress(config.treasuryAddress), network: networkName(intl, config.chainId) }}
            />
          </p>
        ) : null}
        {!wallet.isConnected ? (
          <p className="card__body">
            <FormattedMessage id="wallet.buy.connectFirst" />
          </p>
        ) : null}
        {withConnect && !wallet.isConnected ? (
          <Button variant="secondary" block busy={wallet.isConnecting} onClick={() => void wallet.connect()}>
            <FormattedMessage id="wallet.connect" />
          </Button>
        ) : null}
        {withConnect && wallet.isConnected && wallet.account ? (
          <p className="card__body" data-testid="buy-wallet">
            {shortenAddress(wallet.account)}
            {' · '}
            <FormattedMessage id="wallet.ethBalance.value" values={{ eth: formatEth4(parseEthToWei(wallet.ethBalance)) }} />
          </p>
        ) : null}
        {needsLink ? (
          <div className="wallet-link" role="status">
            <p className="card__body">
              <FormattedMessage id={wallet.linkStatus === 'linking' ? 'wallet.link.linking' : 'wallet.link.needed'} />
            </p>
            {wallet.linkStatus === 'unlinked' ? (
              <Button variant="secondary" block onClick={() => void wallet.linkWallet()}>
                <FormattedMessage id="wallet.link.button" />
              </Button>
            ) : null}
          </div>
        ) : null}
        <FormRefusal text={wallet.isConnecting ? null : wallet.error} />
        <Button type="submit" block busy={wallet.isProcessing} disabled={coins === null || needsLink}>
          {wallet.isProcessing ? <FormattedMessage id="wallet.buy.processing" /> : <FormattedMessage id="wallet.buy.submit" />}
        </Button>
      </form>
    </section>
  );
}
