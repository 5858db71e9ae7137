// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { chatMessages } from './messages';

export const it = {
  'chat.back': 'Tutti i messaggi',
  'chat.older': 'Carica messaggi precedenti',
  'chat.messages.label': 'Messaggi',
  'chat.state.sending': 'invio in corso',
  'chat.state.failed': 'non inviato',
  'chat.state.sent': 'inviato',
  'chat.state.delivered': 'consegnato',
  'chat.state.read': 'letto',
  'chat.write': 'Scrivi un messaggio',
  'chat.placeholder': 'Messaggio',
  'chat.send': 'Invia',
  'chat.empty.title': 'Scegli una conversazione',
  'chat.empty.body': 'Aprine una dai tuoi messaggi, oppure trova un compagno di allenamento per iniziarne una.',
  'chat.empty.messages': 'Vedi i tuoi messaggi',
  'chat.empty.fitMatch': 'Trova un compagno di allenamento',
  'messages.intro': 'Le tue conversazioni con amici e compagni di allenamento.',
  'messages.unread': '{count, plural, one {# nuovo} many {# di nuovi} other {# nuovi}}',
  'messages.new.open': 'Nuova conversazione',
  'messages.new.title': 'Inizia una conversazione',
  'messages.new.noFriends': 'Puoi scrivere ai tuoi amici e ai tuoi match.',
  'messages.new.findFriends': 'Trova amici',
  'messages.new.who': 'Con chi (fino a {max})',
  'messages.new.groupName': 'Nome del gruppo (facoltativo)',
  'messages.new.start': 'Inizia',
  'messages.new.cancel': 'Annulla',
  'messages.new.queued': 'Salvata: la conversazione inizierà quando torni online.',
  'messages.new.refused': 'Impossibile iniziare questa conversazione.',
  'messages.empty.title': 'Ancora nessuna conversazione',
  'messages.empty.body': 'Iniziane una con un amico, oppure trova un compagno di allenamento.',
  'messages.empty.friends': 'Trova amici',
  'messages.empty.fitMatch': 'Trova un compagno di allenamento',
} satisfies Translation<typeof chatMessages>;
