// The frame of a partner panel while no partner is signed in: what the panel is for, and how in.
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { LockIcon } from '../../ui/icons';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import './messages';

export function PanelSignIn({ titleId, introId }: { titleId: MessageId; introId: MessageId }) {
  return (
    <Page titleId={titleId} introId={introId}>
      <section className="empty-state" aria-labelledby="panel-sign-in">
        <span className="empty-state__icon">
          <LockIcon />
        </span>
        <h2 className="empty-state__title" id="panel-sign-in">
          <FormattedMessage id="panels.signInRequired" />
        </h2>
        <p className="empty-state__body">
          <FormattedMessage id="panels.signInRequired.body" />
        </p>
        <div className="empty-state__actions">
          <LinkButton to="/partner-login">
            <FormattedMessage id="panels.signIn" />
          </LinkButton>
          <LinkButton to="/partner-registration" variant="secondary">
            <FormattedMessage id="panels.register" />
          </LinkButton>
        </div>
      </section>
    </Page>
  );
}
