import { Page } from '../../ui/Page';
import { PanelGate } from './PanelGate';
import { PartnerPanelHome } from './PartnerPanelHome';
import './messages';

export function TrainerPanelScreen() {
  return (
    <PanelGate panel="/trainer-panel" titleId="panels.trainer" introId="panels.trainer.body">
      <Page titleId="panels.trainer" introId="panels.trainer.body">
        <PartnerPanelHome kind="professional" />
      </Page>
    </PanelGate>
  );
}
