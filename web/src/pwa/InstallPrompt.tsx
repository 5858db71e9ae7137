// The floating install card at the bottom of the screen (spec section 2): the standard variant
// with Install Now / Later / close, and the iOS variant with its three steps and a close button.
import { PRODUCT_NAME } from '@fitchoice/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { acceptInstall, dismissInstall } from './install-prompt';
import { usePwaStore } from './pwa-store';

export function InstallPrompt() {
  const intl = useIntl();
  const variant = usePwaStore((state) => state.install);
  if (!variant) return null;
  const close = (
    <button
      type="button"
      className="pwa-card__close"
      aria-label={intl.formatMessage({ id: 'install.close' })}
      onClick={() => void dismissInstall()}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
  if (variant === 'ios') {
    return (
      <section className="pwa-card pwa-card--install" aria-labelledby="install-title">
        {close}
        <h2 id="install-title" className="pwa-card__title">
          <FormattedMessage id="install.ios.title" values={{ product: PRODUCT_NAME }} />
        </h2>
        <ol className="pwa-card__steps">
          <li>
            <FormattedMessage id="install.ios.step1" />
          </li>
          <li>
            <FormattedMessage id="install.ios.step2" />
          </li>
          <li>
            <FormattedMessage id="install.ios.step3" />
          </li>
        </ol>
      </section>
    );
  }
  return (
    <section className="pwa-card pwa-card--install" aria-labelledby="install-title">
      {close}
      <h2 id="install-title" className="pwa-card__title">
        <FormattedMessage id="install.title" values={{ product: PRODUCT_NAME }} />
      </h2>
      <p className="pwa-card__body">
        <FormattedMessage id="install.body" values={{ product: PRODUCT_NAME }} />
      </p>
      <ul className="pwa-card__benefits">
        <li>
          <FormattedMessage id="install.benefit.offline" />
        </li>
        <li>
          <FormattedMessage id="install.benefit.faster" />
        </li>
        <li>
          <FormattedMessage id="install.benefit.push" />
        </li>
      </ul>
      <div className="pwa-card__actions">
        <button type="button" className="button button--primary" onClick={() => void acceptInstall()}>
          <FormattedMessage id="install.now" />
        </button>
        <button type="button" className="button button--ghost" onClick={() => void dismissInstall()}>
          <FormattedMessage id="install.later" />
        </button>
      </div>
    </section>
  );
}
