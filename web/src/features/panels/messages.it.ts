// The Italian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Italian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { panelsMessages } from './messages';

export const it = {
  'panels.admin': 'Pannello di amministrazione',
  'panels.admin.body': 'Membri, candidature dei partner, moderazione e registro attività.',
  'panels.analytics': 'Statistiche',
  'panels.analytics.body': 'Visite, prenotazioni, pagamenti incassati alle reception e SweatCoins nel tempo.',
  'panels.fitnessCenter': 'Pannello palestra',
  'panels.fitnessCenter.body': 'Orari di apertura, capienza, prezzi e codici di check-in della tua palestra.',
  'panels.trainer': 'Pannello trainer',
  'panels.trainer.body': 'Il tuo calendario, i tuoi clienti e i prezzi delle sessioni.',
  'panels.nutritionist': 'Pannello nutrizionista',
  'panels.nutritionist.body': 'Le tue consulenze, i tuoi clienti e i tuoi piani.',
  'panels.signInRequired': 'Accesso partner richiesto',
  'panels.signInRequired.body':
    'Questo pannello si apre dopo l’accesso con un account partner. Gli account partner sono separati dagli account dei membri.',
  'panels.signIn': 'Accesso partner',
  'panels.register': 'Diventa partner',
  'panels.notForYou.title': 'Non per il tuo account',
  'panels.notForYou.heading': '{panel} non è accessibile a questo account',
  'panels.notForYou.body':
    'Hai effettuato l’accesso come {account}, che non vi ha accesso. Ogni pannello si apre solo agli account partner o staff a cui è destinato.',
  'panels.notForYou.home': 'Torna all’app',
  'partnerPanel.signedInAs': 'Accesso effettuato come {account}',
  'partnerPanel.loadFailed': 'Impossibile caricare il tuo pannello. Controlla la connessione e riprova.',
  'partnerPanel.gyms': 'Le tue palestre',
  'partnerPanel.gyms.none': 'Nessuna palestra è ancora collegata a questo account.',
  'partnerPanel.gyms.draftHint':
    'I membri non vedono ancora una palestra in bozza: viene pubblicata quando dati, orari e prezzi sono completi.',
  'partnerPanel.status.draft': 'Bozza',
  'partnerPanel.status.listed': 'Pubblicata',
  'partnerPanel.changePassword': 'Cambia password',
  'partnerPanel.signOut': 'Esci',
  'partnerForm.kind.gym': 'Palestra o centro fitness',
  'partnerForm.kind.trainer': 'Personal trainer',
  'partnerForm.kind.nutritionist': 'Nutrizionista',
  'partnerForm.field.contactName': 'Nome del referente',
  'partnerForm.field.email': 'Email',
  'partnerForm.field.phone': 'Telefono',
  'partnerForm.field.city': 'Città',
  'partnerForm.field.address': 'Indirizzo',
  'partnerForm.field.specialties': 'Specialità',
  'partnerForm.field.languages': 'Lingue in cui lavori',
  'partnerForm.field.certifications': 'Certificazioni',
  'panels.zone.search': 'Cerca fusi orari',
  'panels.zone.list': 'Fuso orario',
  'panels.zone.matches':
    '{count, plural, =0 {Nessun fuso corrisponde} one {# fuso corrisponde} many {# fusi corrispondono} other {# fusi corrispondono}}',
  'panels.section.failed': 'Questa parte del pannello non è stata mostrata. Il resto del pannello funziona ancora.',
  'panels.section.retry': 'Riprova',
  'partnerPanel.status.suspended': 'Non pubblicata: il tuo account è sospeso',
  'partnerPanel.status.unlisted': 'Non pubblicata: rimossa dalla ricerca da FitChoice',
  'partnerPanel.gyms.unlistedHint':
    'I membri non possono trovare né prenotare una palestra che FitChoice ha rimosso dalla ricerca; le visite già prenotate restano. Scrivi al supporto per sapere perché e cosa cambiare.',
  'panels.tab.notifications': 'Notifiche',
} satisfies Translation<typeof panelsMessages>;
