import { PanelSignIn } from './PanelSignIn';
import './messages';

export function TrainerPanelScreen() {
  return <PanelSignIn titleId="panels.trainer" introId="panels.trainer.body" />;
}
