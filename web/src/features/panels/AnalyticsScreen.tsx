import { FormattedMessage } from 'react-intl';
import { Page } from '../../ui/Page';
import { PanelGate } from './PanelGate';
import './messages';

export function AnalyticsScreen() {
  return (
    <PanelGate panel="/analytics" titleId="panels.analytics" introId="panels.analytics.body">
      <Page titleId="panels.analytics" introId="panels.analytics.body">
        <p className="notice">
          <FormattedMessage id="panels.analytics.empty" />
        </p>
      </Page>
    </PanelGate>
  );
}
