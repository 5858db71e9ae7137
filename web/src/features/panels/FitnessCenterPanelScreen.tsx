import { PanelSignIn } from './PanelSignIn';

export function FitnessCenterPanelScreen() {
  return <PanelSignIn titleId="panels.fitnessCenter" introId="panels.fitnessCenter.body" />;
}
