// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { adminMessages } from './messages';

export const it = {
  'admin.intro': 'Candidature dei partner, membri, contenuti segnalati e il registro di ogni modifica.',
  'admin.sections': 'Sezioni di amministrazione',
  'admin.section.applications': 'Candidature',
  'admin.section.users': 'Utenti',
  'admin.section.moderation': 'Recensioni segnalate',
  'admin.section.posts': 'Post segnalati',
  'admin.section.audit': 'Registro attività',
  'admin.section.certifications': 'Certificazioni',
  'admin.section.tickets': 'Richieste di assistenza',
  'admin.section.leads': 'Richieste aziendali',
  'admin.section.rewards': 'Premi',
  'admin.section.challenges': 'Sfide',
  'admin.error.load': 'Impossibile caricare. Controlla la connessione e riprova.',
  'admin.error.failed': 'Non ha funzionato. Controlla la connessione e riprova.',
  'admin.error.reasonRequired': 'Scrivi il motivo',
  'admin.applications.filter': 'Mostra candidature',
  'admin.applications.pending': 'In attesa',
  'admin.applications.approved': 'Approvate',
  'admin.applications.rejected': 'Rifiutate',
  'admin.applications.none': 'Nessuna candidatura qui.',
  'admin.applications.caption': 'Candidature dei partner',
  'admin.applications.name': 'Nome',
  'admin.applications.kind': 'Si candida come',
  'admin.applications.submitted': 'Inviata',
  'admin.applications.decided': 'Decisa',
  'admin.applications.catalogueGym': 'Palestra del catalogo',
  'admin.applications.emailVerified': '(confermata)',
  'admin.applications.emailUnverified': '(non ancora confermata)',
  'admin.applications.certification': '{name}, rilasciata da {issuer}, n. {number}',
  'admin.applications.gymId': 'Collega a una palestra del catalogo (il suo ID)',
  'admin.applications.gymId.hint': 'Lascia vuoto per creare una nuova palestra in bozza dalla candidatura.',
  'admin.applications.approve': 'Approva',
  'admin.applications.reason': 'Motivo del rifiuto',
  'admin.applications.reject': 'Rifiuta',
  'admin.applications.error.gym': 'Nessuna palestra ha questo ID',
  'admin.applications.error.decided': 'Su questa candidatura è già stata presa una decisione.',
  'admin.section.gyms': 'Palestre',
  'admin.applications.confirmed': 'Email confermata',
  'admin.applications.notConfirmed': 'Email non ancora confermata',
  'admin.applications.unconfirmed':
    'Il richiedente non ha ancora aperto il link di conferma inviato a {email}. La candidatura si potrà approvare dopo.',
  'admin.applications.resend': 'Invia di nuovo il link di conferma',
  'admin.applications.resent': 'Un nuovo link di conferma è stato inviato a {email}.',
  'admin.applications.error.unconfirmed':
    'Questa candidatura non si può ancora approvare: il richiedente non ha confermato l’email. Invia di nuovo il link o aspetta che lo apra.',
  'admin.applications.mailedWelcome': 'Approvata. Abbiamo inviato a {email} un link per scegliere una password e accedere al pannello.',
  'admin.applications.mailedExisting':
    'Approvata. {email} aveva già un account: ora apre il pannello, e gli abbiamo scritto di accedere come sempre.',
  'admin.applications.notMailed':
    'Approvata, ma non è stato possibile inviare l’email a {email}. Chiedi di usare «Password dimenticata?» nell’accesso partner.',
} satisfies Translation<typeof adminMessages>;
