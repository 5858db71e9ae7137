// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { panelsMessages } from './messages';

export const de = {
  'panels.admin': 'Admin-Bereich',
  'panels.admin.body': 'Mitglieder, Partnerbewerbungen, Moderation und das Audit-Log.',
  'panels.analytics': 'Analysen',
  'panels.analytics.body': 'Besuche, Buchungen, am Empfang kassierte Zahlungen und SweatCoins im Zeitverlauf.',
  'panels.fitnessCenter': 'Studio-Bereich',
  'panels.fitnessCenter.body': 'Öffnungszeiten, Kapazität, Preise und Check-in-Codes für dein Studio.',
  'panels.trainer': 'Trainer-Bereich',
  'panels.trainer.body': 'Dein Terminplan, deine Kunden und deine Preise pro Termin.',
  'panels.nutritionist': 'Ernährungsberater-Bereich',
  'panels.nutritionist.body': 'Deine Beratungen, Kunden und Pläne.',
  'panels.signInRequired': 'Partner-Anmeldung erforderlich',
  'panels.signInRequired.body':
    'Dieser Bereich öffnet sich, nachdem du dich mit einem Partnerkonto angemeldet hast. Partnerkonten sind von Mitgliedskonten getrennt.',
  'panels.signIn': 'Partner-Anmeldung',
  'panels.register': 'Partner werden',
  'panels.notForYou.title': 'Nicht für dein Konto',
  'panels.notForYou.heading': '{panel} ist für dieses Konto nicht zugänglich',
  'panels.notForYou.body':
    'Du bist als {account} angemeldet, und dieses Konto hat keinen Zugriff. Jeder Bereich öffnet sich nur für die Partner- oder Mitarbeiterkonten, für die er gedacht ist.',
  'panels.notForYou.home': 'Zurück zur App',
  'partnerPanel.signedInAs': 'Angemeldet als {account}',
  'partnerPanel.loadFailed': 'Dein Bereich konnte nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  'partnerPanel.gyms': 'Deine Studios',
  'partnerPanel.gyms.none': 'Mit diesem Konto ist noch kein Studio verknüpft.',
  'partnerPanel.gyms.draftHint':
    'Mitglieder sehen ein Studio im Entwurf noch nicht: Es wird gelistet, sobald Angaben, Öffnungszeiten und Preise vollständig sind.',
  'partnerPanel.status.draft': 'Entwurf',
  'partnerPanel.status.listed': 'Gelistet',
  'partnerPanel.changePassword': 'Passwort ändern',
  'partnerPanel.signOut': 'Abmelden',
  'partnerForm.kind.gym': 'Studio oder Fitnesscenter',
  'partnerForm.kind.trainer': 'Personal Trainer',
  'partnerForm.kind.nutritionist': 'Ernährungsberater',
  'partnerForm.field.contactName': 'Ansprechpartner',
  'partnerForm.field.email': 'E-Mail',
  'partnerForm.field.phone': 'Telefon',
  'partnerForm.field.city': 'Ort',
  'partnerForm.field.address': 'Straße und Hausnummer',
  'partnerForm.field.specialties': 'Fachgebiete',
  'partnerForm.field.languages': 'Sprachen, in denen du arbeitest',
  'partnerForm.field.certifications': 'Zertifikate',
  'panels.zone.search': 'Zeitzonen suchen',
  'panels.zone.list': 'Zeitzone',
  'panels.zone.matches': '{count, plural, =0 {Keine Zeitzone passt} one {# Zeitzone passt} other {# Zeitzonen passen}}',
  'panels.section.failed': 'Dieser Teil des Panels konnte nicht angezeigt werden. Der Rest des Panels funktioniert weiter.',
  'panels.section.retry': 'Erneut versuchen',
  'partnerPanel.status.suspended': 'Nicht gelistet: Dein Konto ist gesperrt',
  'partnerPanel.status.unlisted': 'Nicht gelistet: von FitChoice aus der Suche genommen',
  'partnerPanel.gyms.unlistedHint':
    'Mitglieder können ein Studio, das FitChoice aus der Suche genommen hat, nicht finden oder buchen; bereits gebuchte Besuche bleiben. Schreib dem Support, um den Grund zu erfahren und was zu ändern ist.',
  'panels.tab.notifications': 'Benachrichtigungen',
} satisfies Translation<typeof panelsMessages>;
