// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { adminMessages } from './messages';

export const de = {
  'admin.intro': 'Partnerbewerbungen, Mitglieder, gemeldete Inhalte und das Protokoll jeder Änderung.',
  'admin.sections': 'Admin-Bereiche',
  'admin.section.applications': 'Bewerbungen',
  'admin.section.users': 'Nutzer',
  'admin.section.moderation': 'Gemeldete Bewertungen',
  'admin.section.posts': 'Gemeldete Beiträge',
  'admin.section.audit': 'Audit-Log',
  'admin.section.certifications': 'Zertifikate',
  'admin.section.tickets': 'Support-Tickets',
  'admin.section.leads': 'Firmenanfragen',
  'admin.section.rewards': 'Prämien',
  'admin.section.challenges': 'Challenges',
  'admin.error.load': 'Das konnte nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  'admin.error.failed': 'Das hat nicht geklappt. Prüfe deine Verbindung und versuch es noch einmal.',
  'admin.error.reasonRequired': 'Gib den Grund an',
  'admin.applications.filter': 'Bewerbungen anzeigen',
  'admin.applications.pending': 'Offen',
  'admin.applications.approved': 'Angenommen',
  'admin.applications.rejected': 'Abgelehnt',
  'admin.applications.none': 'Hier gibt es keine Bewerbungen.',
  'admin.applications.caption': 'Partnerbewerbungen',
  'admin.applications.name': 'Name',
  'admin.applications.kind': 'Bewirbt sich als',
  'admin.applications.submitted': 'Eingereicht',
  'admin.applications.decided': 'Entschieden',
  'admin.applications.catalogueGym': 'Studio im Katalog',
  'admin.applications.emailVerified': '(bestätigt)',
  'admin.applications.emailUnverified': '(noch nicht bestätigt)',
  'admin.applications.certification': '{name}, ausgestellt von {issuer}, Nr. {number}',
  'admin.applications.gymId': 'Mit einem Studio im Katalog verknüpfen (seine ID)',
  'admin.applications.gymId.hint': 'Leer lassen, um aus der Bewerbung einen neuen Studio-Entwurf zu erstellen.',
  'admin.applications.approve': 'Annehmen',
  'admin.applications.reason': 'Grund für die Ablehnung',
  'admin.applications.reject': 'Ablehnen',
  'admin.applications.error.gym': 'Kein Studio hat diese ID',
  'admin.applications.error.decided': 'Über diese Bewerbung wurde bereits entschieden.',
  'admin.section.gyms': 'Studios',
  'admin.applications.confirmed': 'E-Mail bestätigt',
  'admin.applications.notConfirmed': 'E-Mail noch nicht bestätigt',
  'admin.applications.unconfirmed':
    'Der Bewerber hat den an {email} gesendeten Bestätigungslink noch nicht geöffnet. Danach kann die Bewerbung freigegeben werden.',
  'admin.applications.resend': 'Bestätigungslink erneut senden',
  'admin.applications.resent': 'Ein neuer Bestätigungslink ist an {email} unterwegs.',
  'admin.applications.error.unconfirmed':
    'Diese Bewerbung kann noch nicht freigegeben werden: Der Bewerber hat die E-Mail nicht bestätigt. Sende den Link erneut oder warte, bis er ihn öffnet.',
  'admin.applications.mailedWelcome':
    'Freigegeben. Wir haben {email} einen Link geschickt, um ein Passwort zu wählen und sich im Panel anzumelden.',
  'admin.applications.mailedExisting':
    'Freigegeben. {email} hatte schon ein Konto: Es öffnet jetzt das Panel, und wir haben per Mail Bescheid gegeben, sich wie gewohnt anzumelden.',
  'admin.applications.notMailed':
    'Freigegeben, aber die Mail an {email} konnte nicht gesendet werden. Bitte um „Passwort vergessen?“ bei der Partner-Anmeldung.',
} satisfies Translation<typeof adminMessages>;
