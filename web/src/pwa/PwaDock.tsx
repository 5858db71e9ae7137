// The cards the offline layer floats over any screen: the update prompt and the install card.
// Rendered once, inside the app's IntlProvider; the offline banner is RootLayout's own. The page
// keeps room for the dock at its end (--dock-height, read by layout.css), so scrolling brings
// everything above the cards: they never hide a screen's last button. Onboarding and the
// checkouts never show the install card (installCardFitsOn).
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { InstallPrompt } from './InstallPrompt';
import { installCardFitsOn } from './install-prompt';
import { UpdatePrompt } from './UpdatePrompt';
import './pwa.css';

export function PwaDock() {
  const dock = useRef<HTMLDivElement>(null);
  const installFits = useRouterState({ select: (state) => installCardFitsOn(state.location.pathname) });
  useEffect(() => {
    const element = dock.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--dock-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--dock-height');
    };
  }, []);
  return (
    <div className="pwa-dock" ref={dock}>
      <UpdatePrompt />
      {installFits ? <InstallPrompt /> : null}
    </div>
  );
}
