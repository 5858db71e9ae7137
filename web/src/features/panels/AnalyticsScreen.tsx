import { PanelSignIn } from './PanelSignIn';

export function AnalyticsScreen() {
  return <PanelSignIn titleId="panels.analytics" introId="panels.analytics.body" />;
}
