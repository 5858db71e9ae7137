// The cards the offline layer floats over any screen: the update prompt and the install card.
// Rendered once, inside the app's IntlProvider; the offline banner is RootLayout's own.
import { InstallPrompt } from './InstallPrompt';
import { UpdatePrompt } from './UpdatePrompt';
import './pwa.css';

export function PwaDock() {
  return (
    <div className="pwa-dock">
      <UpdatePrompt />
      <InstallPrompt />
    </div>
  );
}
