// /panels: the index of partner and staff panels.
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { type CardLinkItem, CardLinks } from '../../ui/CardLinks';
import { Page } from '../../ui/Page';
import './messages';

const PANELS: CardLinkItem[] = [
  { to: '/fitness-center-panel', titleId: 'panels.fitnessCenter', bodyId: 'panels.fitnessCenter.body' },
  { to: '/trainer-panel', titleId: 'panels.trainer', bodyId: 'panels.trainer.body' },
  { to: '/nutritionist-panel', titleId: 'panels.nutritionist', bodyId: 'panels.nutritionist.body' },
  { to: '/admin-panel', titleId: 'panels.admin', bodyId: 'panels.admin.body' },
  { to: '/analytics', titleId: 'panels.analytics', bodyId: 'panels.analytics.body' },
];

export function PanelsScreen() {
  return (
    <Page titleId="panels.title" introId="panels.intro">
      <CardLinks items={PANELS} />
      <p>
        <Link to="/partner-login">
          <FormattedMessage id="panels.signIn" />
        </Link>
      </p>
    </Page>
  );
}
