// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { motivationMessages } from './messages';

export const it = {
  'aiMotivation.title': 'Motivazione IA',
  'aiMotivation.intro': 'Brevi spinte calibrate sulla tua serie e sui tuoi orari, per farti continuare a venire.',
  'motivation.todayTitle': 'Il messaggio di oggi',
  'motivation.offline': 'Scritto su questo dispositivo mentre sei offline.',
  'motivation.byModel': 'Scritto dal modello di IA a partire dai tuoi dati.',
  'motivation.note.booking': 'Hai prenotato {gym} per {at}. Tutto il resto può aspettare.',
  'motivation.note.challenge':
    '{remaining, plural, one {Ancora un passo} many {Ancora # di passi} other {Ancora # passi}} e la sfida di questa settimana è completata.',
  'motivation.note.streak': '{days} giorni di fila. Mantieni viva la serie anche oggi.',
  'motivation.note.streak_start': 'Primo giorno di una nuova serie. Torna domani per arrivare a due.',
  'motivation.note.comeback': 'Sono passati {days} giorni dalla tua ultima visita. Anche una sessione breve oggi conta.',
  'motivation.note.first_visit': 'Il tuo primo check-in avvia la tua serie. Scegli una palestra vicino a te.',
  'motivation.note.sessions_left':
    '{count, plural, one {Manca una sessione} many {Mancano # di sessioni} other {Mancano # sessioni}} per completare il piano di questa settimana. Ce la fai.',
  'motivation.note.week_done': 'Hai fatto tutte le sessioni del piano di questa settimana. Riposati bene.',
  'motivation.note.mood_up': 'Questa settimana il tuo umore è in crescita. L’allenamento ci ha messo del suo.',
  'motivation.note.mood_down': 'È stata una settimana più pesante. Anche dieci minuti tranquilli possono tirarti su il morale.',
  'motivation.note.goal': 'Ogni sessione ti avvicina al tuo obiettivo: {goal}.',
  'motivation.note.general_1': 'Presentati, fai il lavoro, torna a casa soddisfatto.',
  'motivation.note.general_2': 'Piccoli passi ogni giorno battono grandi piani un giorno.',
  'motivation.note.general_3': 'Muoviti un po’ oggi. Il te del futuro ringrazia.',
  'motivation.reminder.title': 'Promemoria giornaliero',
  'motivation.reminder.enabled': 'Ricordamelo ogni giorno',
  'motivation.reminder.time': 'Ora',
  'motivation.reminder.save': 'Salva promemoria',
  'motivation.reminder.saved': 'Promemoria salvato. Ti arriverà come notifica, se questo dispositivo lo consente.',
  'motivation.history.title': 'Messaggi precedenti',
  'motivation.history.empty': 'Qui compariranno i tuoi messaggi precedenti.',
} satisfies Translation<typeof motivationMessages>;
