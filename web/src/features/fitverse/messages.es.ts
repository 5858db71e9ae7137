// The Spanish copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Spanish is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitverseMessages } from './messages';

export const es = {
  'fitverse.intro': 'Todo FitChoice en una rueda: elige adónde ir.',
  'fitverse.wheel': 'Funciones de FitChoice',
} satisfies Translation<typeof fitverseMessages>;
