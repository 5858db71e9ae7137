import { PanelSignIn } from './PanelSignIn';
import './messages';

export function AnalyticsScreen() {
  return <PanelSignIn titleId="panels.analytics" introId="panels.analytics.body" />;
}
