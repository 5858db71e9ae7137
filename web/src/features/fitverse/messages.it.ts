// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitverseMessages } from './messages';

export const it = {
  'fitverse.intro':
    'Tutte le aree di FitChoice su una ruota, raggruppate per quello che vuoi fare. Falla girare per la proposta del giorno.',
  'fitverse.wheel': 'Aree di FitChoice',
  'fitverse.hint': 'I tasti freccia si muovono sulla ruota; Invio apre un’area; Esc torna indietro.',
  'fitverse.area.train': 'Allenati',
  'fitverse.area.book': 'Prenota',
  'fitverse.area.earn': 'Guadagna',
  'fitverse.area.connect': 'Connettiti',
  'fitverse.area.wellbeing': 'Benessere',
  'fitverse.item.checkin': 'Check-in QR',
  'fitverse.item.wallet': 'Wallet',
  'fitverse.item.moodAi': 'Umore IA',
  'fitverse.item.motivation': 'Motivazione IA',
  'fitverse.badge.book': '{count, plural, one {# prenotazione oggi} many {# di prenotazioni oggi} other {# prenotazioni oggi}}',
  'fitverse.badge.earn':
    '{count, plural, one {# sfida ancora aperta questa settimana} many {# di sfide ancora aperte questa settimana} other {# sfide ancora aperte questa settimana}}',
  'fitverse.spin': 'Gira',
  'fitverse.pick.title': 'La proposta di oggi',
  'fitverse.pick.none': 'Gira la ruota e sceglierà qualcosa per oggi.',
  'fitverse.pick.workout': '{name}, un allenamento guidato di {minutes} minuti.',
  'fitverse.pick.challenge': 'Completa la sfida di questa settimana: sei a {progress} su {target}.',
  'fitverse.pick.go': 'Andiamo',
} satisfies Translation<typeof fitverseMessages>;
