import { PanelSignIn } from './PanelSignIn';
import './messages';

export function AdminPanelScreen() {
  return <PanelSignIn titleId="panels.admin" introId="panels.admin.body" />;
}
