// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { activityMessages } from './messages';

export const it = {
  'activity.intro': 'I tuoi check-in, i tuoi allenamenti e gli XP che ti ha fatto guadagnare ciascuno.',
  'activity.empty.title': 'Ancora nessuna attività',
  'activity.empty.body': 'Ogni check-in e ogni allenamento completato compare qui con gli XP guadagnati e la tua serie attuale.',
  'activity.empty.checkin': 'Fai il check-in in palestra',
  'activity.empty.challenges': 'Partecipa a una sfida',
  'activity.loading': 'Caricamento della tua attività',
  'activity.offline': 'Per vedere la tua attività serve una connessione.',
  'activity.more': 'Mostra attività precedenti',
  'activity.xp': '{sign}{xp, number} XP',
  'activity.coins': '{sign}{coins} SweatCoins',
  'activity.entry.purchase': 'SweatCoins acquistati con ETH',
  'activity.entry.conversion': '{xp, number} XP convertiti in SweatCoins',
  'activity.entry.checkin': 'Check-in presso {gym}',
  'activity.entry.review': 'Recensione di {gym} ({stars}★)',
  'activity.entry.booking': 'Prenotazione presso {gym}: {when}',
  'activity.entry.cancellation': 'Prenotazione annullata presso {gym}: {when}',
  'activity.entry.redemption':
    '{quantity, plural, one {Riscattato: {reward}} many {Riscattati: # × {reward}} other {Riscattati: # × {reward}}}',
  'activity.entry.challenge': 'Completata: {challenges}',
  'activity.entry.workout': 'Completato: {program}{mode, select, vr { in VR} other {}} ({minutes} min)',
  'activity.entry.sessionBooked': 'Prenotata una sessione con {name} per il {when}',
  'activity.entry.sessionCancelled': 'Annullata la sessione con {name} del {when}',
  'activity.entry.sessionAttended': 'Partecipato a una sessione con {name} il {when}',
} satisfies Translation<typeof activityMessages>;
