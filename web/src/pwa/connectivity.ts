// Online and offline events toggle the offline marker (spec section 4): the store's flag, which
// the banner shows, and data-offline on <html>, which styles can use.
import { usePwaStore } from './pwa-store';

export const OFFLINE_ATTRIBUTE = 'data-offline';

export function watchConnectivity(): () => void {
  const apply = () => {
    const offline = !navigator.onLine;
    usePwaStore.setState({ offline });
    document.documentElement.toggleAttribute(OFFLINE_ATTRIBUTE, offline);
  };
  apply();
  window.addEventListener('online', apply);
  window.addEventListener('offline', apply);
  return () => {
    window.removeEventListener('online', apply);
    window.removeEventListener('offline', apply);
  };
}
