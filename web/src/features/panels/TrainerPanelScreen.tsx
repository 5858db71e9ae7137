import { PanelSignIn } from './PanelSignIn';

export function TrainerPanelScreen() {
  return <PanelSignIn titleId="panels.trainer" introId="panels.trainer.body" />;
}
