import { PanelSignIn } from './PanelSignIn';
import './messages';

export function FitnessCenterPanelScreen() {
  return <PanelSignIn titleId="panels.fitnessCenter" introId="panels.fitnessCenter.body" />;
}
