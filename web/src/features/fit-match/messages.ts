// The English copy of the fit match screen. It loads with the screens that show it:
// importing this module registers it (i18n/messages/registry.ts), and each file that shows one of
// these strings imports it. Its copy in the language being shown (messages.<code>.ts) starts
// loading as it registers, and the screen's route waits for it (withStrings in i18n/messages), so
// the screen never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const fitMatchMessages = registerMessages(
  {
    'fitMatch.intro': 'Meet people who train at your gyms, at your times and at your level.',
    'fitMatch.profile.title': 'Join fit match',
    'fitMatch.profile.edit': 'Edit my profile',
    'fitMatch.profile.goals': 'Your goals',
    'fitMatch.profile.level': 'Your level',
    'fitMatch.profile.area': 'Where you train',
    'fitMatch.profile.gyms': 'Your usual gyms (up to 5)',
    'fitMatch.profile.times': 'When you train',
    'fitMatch.profile.lookingFor': "What you're looking for",
    'fitMatch.profile.optIn': 'Show me partners',
    'fitMatch.profile.save': 'Save',
    'fitMatch.goal.strength': 'Strength',
    'fitMatch.goal.weight_loss': 'Weight loss',
    'fitMatch.goal.endurance': 'Endurance',
    'fitMatch.goal.mobility': 'Mobility',
    'fitMatch.goal.muscle': 'Muscle',
    'fitMatch.goal.general': 'General fitness',
    'fitMatch.level.beginner': 'Beginner',
    'fitMatch.level.intermediate': 'Intermediate',
    'fitMatch.level.advanced': 'Advanced',
    'fitMatch.time.early_morning': 'Early morning',
    'fitMatch.time.morning': 'Morning',
    'fitMatch.time.midday': 'Midday',
    'fitMatch.time.evening': 'Evening',
    'fitMatch.time.night': 'Night',
    'fitMatch.time.weekend': 'Weekends',
    'fitMatch.want.spotter': 'A spotter',
    'fitMatch.want.running_partner': 'A running partner',
    'fitMatch.want.class_buddy': 'A class buddy',
    'fitMatch.want.accountability': 'Someone to keep me going',
    'fitMatch.queued': "Saved: it is sent when you're back online.",
    'fitMatch.refused': 'Your profile could not be saved.',
    'fitMatch.refused.notOptedIn': 'Turn on fit match with your profile first, then retry it.',
    'fitMatch.overlap':
      '{area, select, yes {Same area} other {Another area}} · {gyms, plural, =0 {no shared gym} one {# shared gym} other {# shared gyms}} · shared times: {times}',
    'fitMatch.matched': "It's a match with {name}!",
    'fitMatch.openChat': 'Open the chat',
    'fitMatch.like': 'Like {name}',
    'fitMatch.likeShort': 'Like',
    'fitMatch.pass': 'Pass on {name}',
    'fitMatch.passShort': 'Pass',
    'fitMatch.block': 'Block {name}',
    'fitMatch.blockShort': 'Block',
    'fitMatch.optOut': 'Leave fit match',
    'fitMatch.matches': 'Your matches',
    'fitMatch.unmatch': 'Unmatch',
    'fitMatch.suggestions': 'Suggested partners',
    'fitMatch.noSuggestions': 'No suggestions right now: come back when more members join.',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    fitMatch: typeof fitMatchMessages;
  }
}
