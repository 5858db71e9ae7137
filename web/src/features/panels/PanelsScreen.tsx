// /panels: the index of partner and staff panels.
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import type { LinkTarget } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';

const PANELS: { to: LinkTarget; titleId: MessageId; bodyId: MessageId }[] = [
  { to: '/fitness-center-panel', titleId: 'panels.fitnessCenter', bodyId: 'panels.fitnessCenter.body' },
  { to: '/trainer-panel', titleId: 'panels.trainer', bodyId: 'panels.trainer.body' },
  { to: '/nutritionist-panel', titleId: 'panels.nutritionist', bodyId: 'panels.nutritionist.body' },
  { to: '/admin-panel', titleId: 'panels.admin', bodyId: 'panels.admin.body' },
  { to: '/analytics', titleId: 'panels.analytics', bodyId: 'panels.analytics.body' },
];

export function PanelsScreen() {
  return (
    <Page titleId="panels.title" introId="panels.intro">
      <ul className="card-grid">
        {PANELS.map((panel) => (
          <li key={panel.to}>
            <Link to={panel.to} className="card-link">
              <span className="card-link__title">
                <FormattedMessage id={panel.titleId} />
              </span>
              <span className="card-link__body">
                <FormattedMessage id={panel.bodyId} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/partner-login">
          <FormattedMessage id="panels.signIn" />
        </Link>
      </p>
    </Page>
  );
}
