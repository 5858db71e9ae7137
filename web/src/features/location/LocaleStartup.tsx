// Mounted once in the app's providers: restores the stored language and region, then runs the
// location lookup. Renders nothing; location failures fall back silently (spec section 8).
import { useEffect } from 'react';
import { startLocale } from './location-service';

export function LocaleStartup() {
  useEffect(() => {
    startLocale().catch((error: unknown) => console.warn('Could not restore the region and language', error));
  }, []);
  return null;
}
