// The English copy of the mood tracker. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. es, fr and pt translate the same keys in i18n/messages/<code>.ts.
import { registerMessages } from '../../i18n/messages/registry';

export const moodTrackerMessages = registerMessages({
  'moodTracker.intro': 'Note how you feel before and after training and see how exercise changes your week.',
  'moodTracker.empty.title': 'No entries yet',
  'moodTracker.empty.body': 'Your entries appear here as a weekly chart. Mood AI uses them to suggest today’s workout.',
  'moodTracker.empty.moodAi': 'Open mood AI',
  'moodTracker.empty.activity': 'See your activity',
});
