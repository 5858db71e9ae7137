// The English copy of the profile's settings section: region, language, location and local data. It
// loads with the screens that show it: importing this module registers it
// (i18n/messages/registry.ts), and each file that shows one of these strings imports it. Its copy
// in the language being shown (messages.<code>.ts) starts loading as it registers, and the screen's
// route waits for it (withStrings in i18n/messages), so the screen never shows English or ids
// first.
import { registerMessages } from '../../i18n/messages/registry';

export const settingsMessages = registerMessages(
  {
    'theme.label': 'Theme',
    'theme.light': 'Light',
    'theme.dark': 'Dark',
    'theme.system': 'System',
    'theme.systemHint': 'System follows your device’s light or dark setting.',
    'settings.region.hint': 'Prices show in {currency}. Choosing a region also switches to its language.',
    'settings.region.manual': 'Chosen by you.',
    'settings.region.automatic': 'Detected from your location.',
    'settings.region.follow': 'Detect my region from my location',
    'settings.language.fallback':
      'FitChoice is not translated into {language} yet: the text is in English, dates and numbers follow {language}.',
    'settings.location': 'Location',
    'settings.location.granted': 'Location access is allowed.',
    'settings.location.denied':
      'Location access is blocked. Allow it in your browser’s site settings to find the gyms nearest to you; until then we use an approximate location.',
    'settings.location.unknown': 'FitChoice has not asked for your location yet.',
    'settings.location.position': 'Current position: {source}, within {accuracy}.',
    'settings.location.source.gps': 'from your device',
    'settings.location.source.ip': 'from your internet connection',
    'settings.location.source.cache': 'saved on this device',
    'settings.location.source.default': 'estimated from your time zone',
    'settings.location.use': 'Use my location',
    'settings.location.locating': 'Finding your location…',
    'settings.tutorial': 'Guided tour',
    'settings.tutorial.body': 'A twelve-step tour of the app’s main screens.',
    'settings.tutorial.restart': 'Restart the tour',
    'settings.onboarding.reset': 'Reset onboarding',
    'settings.onboarding.reset.body': 'Shows the introduction slides again next time you sign out, and the tour after it.',
    'settings.onboarding.reset.done': 'Onboarding and the tour will show again.',
    'settings.password': 'Password',
    'settings.password.body': 'Change the password you sign in with. Other devices signed in to your account are signed out.',
    'settings.password.change': 'Change password',
    'settings.data': 'Data on this device',
    'settings.data.body': 'Removes your settings, saved screens and anything not yet sent from this device, and signs you out here.',
    'settings.data.clear': 'Clear local data',
    'settings.data.confirm': 'Clear all FitChoice data on this device? Actions not yet sent will be lost.',
    'settings.data.confirmYes': 'Yes, clear it',
    'settings.data.cancel': 'Cancel',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    settings: typeof settingsMessages;
  }
}
