// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the member's day when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { todayMessages } from './messages';

export const it = {
  'today.today': 'La tua giornata',
  'today.next': 'Prossima visita',
  'today.next.visit': '{gym}, {when}',
  'today.next.none': 'Ancora nessuna visita prenotata.',
  'today.next.checkin': 'Fai il check-in ora',
  'today.next.opens': 'Il check-in apre alle {time}.',
  'today.streak.start': 'Fai il check-in oggi per iniziare una serie.',
  'today.streak.keep':
    '{days, plural, one {Serie di # giorno} many {Serie di # di giorni} other {Serie di # giorni}}: fai il check-in oggi per mantenerla.',
  'today.streak.kept':
    '{days, plural, one {Serie di # giorno} many {Serie di # di giorni} other {Serie di # giorni}}: oggi hai fatto il check-in.',
  'today.week': 'Questa settimana: {visits, plural, =0 {ancora nessuna visita} one {# visita} many {# di visite} other {# visite}}',
  'today.findGym': 'Trova una palestra',
  'today.challenge': 'Quasi completata',
  'today.challenge.open': 'Vedi la sfida',
  'today.challenge.none': 'Partecipa a una sfida per vedere qui i tuoi progressi.',
  'today.challenge.find': 'Trova una sfida',
  'today.suggestion.coach': 'La sessione di oggi del tuo coach',
  'today.suggestion.session': '{focus}, circa {minutes} min',
  'today.suggestion.openPlan': 'Apri il mio piano',
  'today.suggestion.gym': 'Posti liberi ora qui vicino',
  'today.suggestion.gymWhy': 'Aperta ora, con posti liberi · {distance}',
  'today.suggestion.openGym': 'Vedi la palestra',
} satisfies Translation<typeof todayMessages>;
