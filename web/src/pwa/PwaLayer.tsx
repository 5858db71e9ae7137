// Everything the offline layer shows on top of any screen: the offline banner, the update prompt
// and the install card. Rendered once, inside the app's IntlProvider.
import { InstallPrompt } from './InstallPrompt';
import { OfflineBanner } from './OfflineBanner';
import { UpdatePrompt } from './UpdatePrompt';
import './pwa.css';

export function PwaLayer() {
  return (
    <>
      <OfflineBanner />
      <div className="pwa-dock">
        <UpdatePrompt />
        <InstallPrompt />
      </div>
    </>
  );
}
