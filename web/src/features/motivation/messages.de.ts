// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { motivationMessages } from './messages';

export const de = {
  'aiMotivation.title': 'KI-Motivation',
  'aiMotivation.intro': 'Kurze Anstöße, abgestimmt auf deine Serie und deinen Zeitplan, damit du dranbleibst.',
  'motivation.todayTitle': 'Deine Nachricht für heute',
  'motivation.offline': 'Auf diesem Gerät geschrieben, während du offline bist.',
  'motivation.byModel': 'Vom KI-Modell aus deinen Daten geschrieben.',
  'motivation.note.booking': 'Du hast {gym} für {at} gebucht. Alles andere kann warten.',
  'motivation.note.challenge':
    '{remaining, plural, one {Noch ein Schritt} other {Noch # Schritte}}, und die Challenge dieser Woche ist geschafft.',
  'motivation.note.streak': '{days} Tage in Folge. Halte die Serie heute am Leben.',
  'motivation.note.streak_start': 'Tag eins einer neuen Serie. Komm morgen wieder, dann sind es zwei.',
  'motivation.note.comeback': 'Dein letzter Besuch ist {days} Tage her. Auch eine kurze Einheit heute zählt.',
  'motivation.note.first_visit': 'Dein erster Check-in startet deine Serie. Such dir ein Studio in deiner Nähe aus.',
  'motivation.note.sessions_left':
    '{count, plural, one {Noch eine Einheit} other {Noch # Einheiten}} im Plan dieser Woche. Du schaffst das.',
  'motivation.note.week_done': 'Alle Einheiten im Plan dieser Woche sind erledigt. Erhol dich gut.',
  'motivation.note.mood_up': 'Deine Stimmung ist diese Woche gestiegen. Das Training trägt dazu bei.',
  'motivation.note.mood_down': 'Es war eine schwerere Woche. Schon zehn lockere Minuten können deine Stimmung heben.',
  'motivation.note.goal': 'Jede Einheit bringt dich deinem Ziel näher: {goal}.',
  'motivation.note.general_1': 'Hingehen, durchziehen, stolz nach Hause gehen.',
  'motivation.note.general_2': 'Kleine Schritte jeden Tag schlagen große Pläne irgendwann.',
  'motivation.note.general_3': 'Beweg dich heute ein bisschen. Dein zukünftiges Ich sagt Danke.',
  'motivation.reminder.title': 'Tägliche Erinnerung',
  'motivation.reminder.enabled': 'Erinnere mich jeden Tag',
  'motivation.reminder.time': 'Uhrzeit',
  'motivation.reminder.save': 'Erinnerung speichern',
  'motivation.reminder.saved': 'Erinnerung gespeichert. Sie kommt als Benachrichtigung, sofern dieses Gerät das erlaubt.',
  'motivation.history.title': 'Frühere Nachrichten',
  'motivation.history.empty': 'Hier erscheinen deine früheren Nachrichten.',
} satisfies Translation<typeof motivationMessages>;
