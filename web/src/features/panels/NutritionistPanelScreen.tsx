import { PanelSignIn } from './PanelSignIn';

export function NutritionistPanelScreen() {
  return <PanelSignIn titleId="panels.nutritionist" introId="panels.nutritionist.body" />;
}
