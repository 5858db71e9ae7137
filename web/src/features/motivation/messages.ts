// The English copy of the AI motivation screen: the daily messages (written from the member's own
// data), the daily reminder and the history. It loads with the screen (importing this module
// registers it); its es, fr and pt copies are beside it.
import { registerMessages } from '../../i18n/messages/registry';

export const motivationMessages = registerMessages(
  {
    'aiMotivation.title': 'AI motivation',
    'aiMotivation.intro': 'Short nudges tuned to your streak and schedule, to keep you showing up.',
    'motivation.todayTitle': 'Today’s message',
    'motivation.offline': 'Written on this device while you are offline.',
    'motivation.byModel': 'Written by the AI model from your data.',
    'motivation.note.booking': 'You have {gym} booked for {at}. Everything else can wait.',
    'motivation.note.challenge': '{remaining, plural, one {One more step} other {# more steps}} and this week’s challenge is done.',
    'motivation.note.streak': '{days} days in a row. Keep the streak alive today.',
    'motivation.note.streak_start': 'Day one of a new streak. Come back tomorrow to make it two.',
    'motivation.note.comeback': 'It has been {days} days since your last visit. A short session today still counts.',
    'motivation.note.first_visit': 'Your first check-in starts your streak. Pick a gym near you.',
    'motivation.note.sessions_left': '{count, plural, one {One session} other {# sessions}} left in this week’s plan. You have got this.',
    'motivation.note.week_done': 'Every session of this week’s plan is done. Rest well.',
    'motivation.note.mood_up': 'Your mood has been climbing this week. Training is part of that.',
    'motivation.note.mood_down': 'It has been a heavier week. Even ten easy minutes can lift your mood.',
    'motivation.note.goal': 'Every session moves you toward your goal: {goal}.',
    'motivation.note.general_1': 'Show up, do the work, go home proud.',
    'motivation.note.general_2': 'Small steps every day beat big plans someday.',
    'motivation.note.general_3': 'Move a little today. Future you says thanks.',
    'motivation.reminder.title': 'Daily reminder',
    'motivation.reminder.enabled': 'Remind me every day',
    'motivation.reminder.time': 'Time',
    'motivation.reminder.save': 'Save reminder',
    'motivation.reminder.saved': 'Reminder saved. It reaches you as a notification where this device allows them.',
    'motivation.history.title': 'Earlier messages',
    'motivation.history.empty': 'Your earlier messages will appear here.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    motivation: typeof motivationMessages;
  }
}
