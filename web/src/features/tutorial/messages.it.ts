// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { tutorialMessages } from './messages';

export const it = {
  'tutorial.progress': 'Passo {current} di {total}',
  'tutorial.back': 'Indietro',
  'tutorial.next': 'Avanti',
  'tutorial.close': 'Chiudi il tour',
  'tutorial.getStarted': 'Inizia',
  'tutorial.welcome.title': 'Ti diamo il benvenuto in FitChoice',
  'tutorial.welcome.body': 'Un tour di un minuto di ciò che userai di più. Chiudilo quando vuoi; puoi ricominciarlo dalle Impostazioni.',
  'tutorial.xp.title': 'Sistema XP',
  'tutorial.xp.body': 'Guadagni punti esperienza per ogni check-in, allenamento completato e sfida. Il tuo totale è sempre qui.',
  'tutorial.coins.title': 'SweatCoins',
  'tutorial.coins.body': 'I tuoi XP diventano SweatCoins, la valuta del negozio premi. Puoi anche acquistarli con ETH dal tuo wallet.',
  'tutorial.session.title': 'Sessione attiva',
  'tutorial.session.body':
    'I tuoi progressi a colpo d’occhio. Un check-in in palestra avvia la sessione, fa guadagnare XP e mantiene viva la tua serie.',
  'tutorial.discover.title': 'Scopri',
  'tutorial.discover.body':
    'Trova palestre vicino a te con recensioni, orari di apertura, disponibilità in tempo reale e prezzo a visita nella tua valuta.',
  'tutorial.bookings.title': 'Prenotazioni',
  'tutorial.bookings.body': 'Le tue visite e sessioni in programma con i relativi codici di check-in. Restano sul telefono, anche offline.',
  'tutorial.profile.title': 'Profilo',
  'tutorial.profile.body': 'Il tuo account e le impostazioni: tema, regione, lingua, posizione e questo tour.',
  'tutorial.social.title': 'Feed social',
  'tutorial.social.body': 'Allenamenti, check-in e traguardi delle persone che segui.',
  'tutorial.messaging.title': 'Messaggi',
  'tutorial.messaging.body': 'Qui arrivano conferme di prenotazione, promemoria e avvisi dalle palestre.',
  'tutorial.qr.title': 'Scanner QR',
  'tutorial.qr.body': 'Alla reception, scansiona il codice QR della palestra per fare il check-in e guadagnare XP per la visita.',
  'tutorial.leaderboards.title': 'Classifiche',
  'tutorial.leaderboards.body': 'Scopri la tua posizione di questa settimana per XP tra i membri della tua regione.',
  'tutorial.store.title': 'Negozio premi',
  'tutorial.store.body': 'Spendi i tuoi SweatCoins in ingressi giornalieri, corsi, attrezzatura e offerte dei partner. Buon allenamento!',
} satisfies Translation<typeof tutorialMessages>;
