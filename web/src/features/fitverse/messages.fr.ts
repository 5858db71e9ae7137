// The French copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when French is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitverseMessages } from './messages';

export const fr = {
  'fitverse.intro': 'Tout FitChoice sur une roue : choisissez où aller.',
  'fitverse.wheel': 'Fonctionnalités de FitChoice',
} satisfies Translation<typeof fitverseMessages>;
