import { Page } from '../../ui/Page';
import { PanelGate } from './PanelGate';
import { PartnerPanelHome } from './PartnerPanelHome';
import './messages';

export function NutritionistPanelScreen() {
  return (
    <PanelGate panel="/nutritionist-panel" titleId="panels.nutritionist" introId="panels.nutritionist.body">
      <Page titleId="panels.nutritionist" introId="panels.nutritionist.body">
        <PartnerPanelHome kind="professional" />
      </Page>
    </PanelGate>
  );
}
