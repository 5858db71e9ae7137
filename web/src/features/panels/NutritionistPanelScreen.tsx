import { PanelSignIn } from './PanelSignIn';
import './messages';

export function NutritionistPanelScreen() {
  return <PanelSignIn titleId="panels.nutritionist" introId="panels.nutritionist.body" />;
}
