// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { checkInMessages } from './messages';

export const it = {
  'qrScanner.title': 'Check-in',
  'qrScanner.intro': 'Scansiona il codice QR alla reception della palestra per fare il check-in e guadagnare XP per la visita.',
  'qrScanner.empty.bookings': 'Vedi le prenotazioni di oggi',
  'qr.camera.title': 'Scansiona con la fotocamera',
  'qr.camera.start': 'Avvia fotocamera',
  'qr.camera.stop': 'Ferma fotocamera',
  'qr.camera.video': 'Anteprima della fotocamera',
  'qr.camera.unsupported': 'Questo browser non può usare la fotocamera. Inserisci invece il codice qui sotto.',
  'qr.camera.denied': 'Impossibile avviare la fotocamera (permesso negato?). Inserisci invece il codice qui sotto.',
  'qr.manual.title': 'Oppure inserisci il codice',
  'qr.manual.label': 'Codice palestra',
  'qr.manual.hint': 'Si trova sotto il codice QR alla reception della palestra, ad esempio FG-7K2Q-M9XH, e cambia ogni 30 secondi.',
  'qr.manual.invalid': 'Questo non è un codice palestra. Scansiona il codice QR alla reception o inserisci gli 8 caratteri sotto di esso.',
  'qr.submit': 'Fai il check-in',
  'checkin.done': 'Check-in fatto presso {gym}!',
  'checkin.xp': '+{xp} XP · {total} XP in totale · livello {level}',
  'checkin.streak': '{days, plural, one {Serie di # giorno} many {Serie di # di giorni} other {Serie di # giorni}} (record: {best})',
  'checkin.seeProgress': 'Vedi i tuoi progressi',
  'checkin.queued': 'Salvato: il check-in verrà inviato quando torni online. Il risultato comparirà qui appena arriva.',
  'checkin.refused': 'Check-in rifiutato',
  'checkin.refused.noBooking':
    'Non hai visite per cui fare il check-in ora: il check-in apre 15 minuti prima della visita e chiude quando finisce.',
  'checkin.refused.wrongCode': 'Questo non è il codice attuale della palestra prenotata: scansiona di nuovo il codice alla sua reception.',
  'checkin.refused.payAtDesk':
    'Questa visita si paga alla reception: mostra lì il codice della prenotazione e lo staff ti farà il check-in quando paghi.',
  'checkin.refused.already': 'Hai già fatto il check-in per questa visita.',
  'checkin.refused.cancelled': 'Questa prenotazione è stata annullata, quindi non è possibile fare il check-in.',
  'checkin.refused.tooLate': 'Questo check-in è stato scansionato più di 6 ore fa e non può più essere accettato.',
  'checkin.refused.travel':
    'Questo check-in è troppo lontano dal precedente per il tempo trascorso tra i due. Fai il check-in nella palestra in cui ti trovi.',
  'checkin.refused.other': 'Il check-in non è andato a buon fine. Riprova.',
} satisfies Translation<typeof checkInMessages>;
