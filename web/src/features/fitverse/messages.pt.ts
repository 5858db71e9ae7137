// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitverseMessages } from './messages';

export const pt = {
  'fitverse.intro': 'Todo o FitChoice numa roda: escolha para onde ir.',
  'fitverse.wheel': 'Recursos do FitChoice',
} satisfies Translation<typeof fitverseMessages>;
