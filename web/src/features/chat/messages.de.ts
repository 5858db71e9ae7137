// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { chatMessages } from './messages';

export const de = {
  'chat.back': 'Alle Nachrichten',
  'chat.older': 'Ältere Nachrichten laden',
  'chat.messages.label': 'Nachrichten',
  'chat.state.sending': 'wird gesendet',
  'chat.state.failed': 'nicht gesendet',
  'chat.state.sent': 'gesendet',
  'chat.state.delivered': 'zugestellt',
  'chat.state.read': 'gelesen',
  'chat.write': 'Nachricht schreiben',
  'chat.placeholder': 'Nachricht',
  'chat.send': 'Senden',
  'chat.empty.title': 'Wähle eine Unterhaltung',
  'chat.empty.body': 'Öffne eine aus deinen Nachrichten oder finde einen Trainingspartner, um eine zu beginnen.',
  'chat.empty.messages': 'Zu deinen Nachrichten',
  'chat.empty.fitMatch': 'Trainingspartner finden',
  'messages.intro': 'Deine Unterhaltungen mit Freunden und Trainingspartnern.',
  'messages.unread': '{count, plural, one {# neue} other {# neue}}',
  'messages.new.open': 'Neue Unterhaltung',
  'messages.new.title': 'Unterhaltung beginnen',
  'messages.new.noFriends': 'Du kannst deinen Freunden und Matches schreiben.',
  'messages.new.findFriends': 'Freunde finden',
  'messages.new.who': 'Mit wem (bis zu {max})',
  'messages.new.groupName': 'Gruppenname (optional)',
  'messages.new.start': 'Beginnen',
  'messages.new.cancel': 'Abbrechen',
  'messages.new.queued': 'Gespeichert: Die Unterhaltung beginnt, sobald du wieder online bist.',
  'messages.new.refused': 'Diese Unterhaltung kann nicht begonnen werden.',
  'messages.empty.title': 'Noch keine Unterhaltungen',
  'messages.empty.body': 'Beginne eine mit einem Freund oder finde einen Trainingspartner.',
  'messages.empty.friends': 'Freunde finden',
  'messages.empty.fitMatch': 'Trainingspartner finden',
} satisfies Translation<typeof chatMessages>;
