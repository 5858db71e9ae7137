// What a signed-in user sees at a panel their roles do not open: a plain "not for your account",
// never the panel (the server refuses its API too).
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../app/auth';
import type { MessageId } from '../../i18n/messages';
import { LockIcon } from '../../ui/icons';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import './messages';

export function NotForYourAccount({ panelId }: { panelId: MessageId }) {
  const { user } = useAuth();
  return (
    <Page titleId="panels.notForYou.title">
      <section className="empty-state" aria-labelledby="not-for-you">
        <span className="empty-state__icon">
          <LockIcon />
        </span>
        <h2 className="empty-state__title" id="not-for-you">
          <FormattedMessage id="panels.notForYou.heading" values={{ panel: <FormattedMessage id={panelId} /> }} />
        </h2>
        <p className="empty-state__body">
          <FormattedMessage id="panels.notForYou.body" values={{ account: user?.email ?? user?.name ?? '' }} />
        </p>
        <div className="empty-state__actions">
          <LinkButton to="/">
            <FormattedMessage id="panels.notForYou.home" />
          </LinkButton>
          <LinkButton to="/panels" variant="secondary">
            <FormattedMessage id="panels.title" />
          </LinkButton>
        </div>
      </section>
    </Page>
  );
}
