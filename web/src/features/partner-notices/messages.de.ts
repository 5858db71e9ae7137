// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { partnerNoticesMessages } from './messages';

export const de = {
  'partnerNotices.title': 'Worüber du informiert wirst',
  'partnerNotices.intro':
    'Wähle, wie du von neuen Buchungen, Stornierungen und Bewertungen erfährst: per Push auf deinen Geräten, per E-Mail oder beides.',
  'partnerNotices.kind.booking': 'Neue Buchungen (und von Kundschaft verschobene Termine)',
  'partnerNotices.kind.cancellation': 'Stornierungen',
  'partnerNotices.kind.review': 'Bewertungen',
  'partnerNotices.channel.push': 'Push-Benachrichtigung',
  'partnerNotices.channel.mail': 'E-Mail',
  'partnerNotices.save': 'Speichern',
  'partnerNotices.saved': 'Gespeichert.',
  'partnerNotices.loading': 'Wird geladen …',
  'partnerNotices.failed': 'Das hat nicht geklappt, und nichts wurde geändert. Versuch es gleich noch einmal.',
  'partnerNotices.forbidden': 'Diese Einstellungen gibt es für Partnerkonten.',
  'partnerNotices.offline': 'Das kam nicht an: Nichts wurde geändert. Prüfe die Verbindung und versuch es erneut.',
  'partnerNotices.adminNote': 'Alle Partner wählen ihre Hinweise selbst in ihrem Panel.',
  'partnerNotices.push.unsupported': 'Dieser Browser kann keine Push-Benachrichtigungen anzeigen.',
  'partnerNotices.push.off': 'Push-Benachrichtigungen sind auf diesem Gerät aus.',
  'partnerNotices.push.on': 'Dieses Gerät zeigt Push-Benachrichtigungen.',
  'partnerNotices.push.blocked': 'Benachrichtigungen von FitChoice sind in den Einstellungen dieses Browsers blockiert.',
  'partnerNotices.push.enable': 'Push-Benachrichtigungen auf diesem Gerät einschalten',
  'partnerNotices.push.failed': 'Push-Benachrichtigungen ließen sich hier nicht einschalten. Versuch es später noch einmal.',
} satisfies Translation<typeof partnerNoticesMessages>;
