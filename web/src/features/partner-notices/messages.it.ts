// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { partnerNoticesMessages } from './messages';

export const it = {
  'partnerNotices.title': 'Di cosa ti avvisiamo',
  'partnerNotices.intro':
    'Scegli come sapere di nuove prenotazioni, annullamenti e recensioni: con una notifica sui tuoi dispositivi, via email o in entrambi i modi.',
  'partnerNotices.kind.booking': 'Nuove prenotazioni (e sessioni spostate da un cliente)',
  'partnerNotices.kind.cancellation': 'Annullamenti',
  'partnerNotices.kind.review': 'Recensioni',
  'partnerNotices.channel.push': 'Notifica',
  'partnerNotices.channel.mail': 'Email',
  'partnerNotices.save': 'Salva',
  'partnerNotices.saved': 'Salvato.',
  'partnerNotices.loading': 'Caricamento…',
  'partnerNotices.failed': 'Non ha funzionato e non è cambiato nulla. Riprova tra un momento.',
  'partnerNotices.forbidden': 'Queste impostazioni sono per gli account partner.',
  'partnerNotices.offline': 'Non è andato a buon fine: non è cambiato nulla. Controlla la connessione e riprova.',
  'partnerNotices.adminNote': 'Ogni partner sceglie i propri avvisi nel suo pannello.',
  'partnerNotices.push.unsupported': 'Questo browser non può mostrare notifiche.',
  'partnerNotices.push.off': 'Le notifiche sono disattivate su questo dispositivo.',
  'partnerNotices.push.on': 'Questo dispositivo mostra le notifiche.',
  'partnerNotices.push.blocked': 'Le notifiche di FitChoice sono bloccate nelle impostazioni di questo browser.',
  'partnerNotices.push.enable': 'Attiva le notifiche su questo dispositivo',
  'partnerNotices.push.failed': 'Non è stato possibile attivare le notifiche qui. Riprova più tardi.',
} satisfies Translation<typeof partnerNoticesMessages>;
