import { Page } from '../../ui/Page';
import { PanelGate } from './PanelGate';
import { PartnerPanelHome } from './PartnerPanelHome';
import './messages';

export function FitnessCenterPanelScreen() {
  return (
    <PanelGate panel="/fitness-center-panel" titleId="panels.fitnessCenter" introId="panels.fitnessCenter.body">
      <Page titleId="panels.fitnessCenter" introId="panels.fitnessCenter.body">
        <PartnerPanelHome />
      </Page>
    </PanelGate>
  );
}
