// The English copy of the Fitverse hub. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. es, fr and pt translate the same keys in i18n/messages/<code>.ts.
import { registerMessages } from '../../i18n/messages/registry';

export const fitverseMessages = registerMessages({
  'fitverse.intro': 'Every part of FitChoice on one wheel: pick where to go next.',
  'fitverse.wheel': 'FitChoice features',
});
