import { PanelSignIn } from './PanelSignIn';

export function AdminPanelScreen() {
  return <PanelSignIn titleId="panels.admin" introId="panels.admin.body" />;
}
