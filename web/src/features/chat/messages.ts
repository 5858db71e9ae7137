// The English copy of the chat and messages screens. It loads with the screens that show it:
// importing this module registers it (i18n/messages/registry.ts), and each file that shows one of
// these strings imports it. Its copy in the language being shown (messages.<code>.ts) starts
// loading as it registers, and the screen's route waits for it (withStrings in i18n/messages), so
// the screen never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const chatMessages = registerMessages(
  {
    'chat.back': 'All messages',
    'chat.older': 'Load older messages',
    'chat.messages.label': 'Messages',
    'chat.state.sending': 'sending',
    'chat.state.failed': 'not sent',
    'chat.refused.duplicate': 'This message was sent once already. Discard this copy.',
    'chat.refused.gone': 'This conversation no longer exists, or you are no longer in it. Discard this message.',
    'chat.state.sent': 'sent',
    'chat.state.delivered': 'delivered',
    'chat.state.read': 'read',
    'chat.write': 'Write a message',
    'chat.placeholder': 'Message',
    'chat.send': 'Send',
    'chat.empty.title': 'Choose a conversation',
    'chat.empty.body': 'Open one from your messages, or match with a workout partner to start one.',
    'chat.empty.messages': 'See your messages',
    'chat.empty.fitMatch': 'Find a workout partner',
    'messages.intro': 'Your conversations with friends and workout partners.',
    'messages.unread': '{count, plural, one {# new} other {# new}}',
    'messages.new.open': 'New conversation',
    'messages.new.title': 'Start a conversation',
    'messages.new.noFriends': 'You can message your friends and matches.',
    'messages.new.findFriends': 'Find friends',
    'messages.new.who': 'With whom (up to {max})',
    'messages.new.groupName': 'Group name (optional)',
    'messages.new.start': 'Start',
    'messages.new.cancel': 'Cancel',
    'messages.new.queued': "Saved: the conversation starts when you're back online.",
    'messages.new.refused': 'This conversation cannot be started.',
    'messages.empty.title': 'No conversations yet',
    'messages.empty.body': 'Start one with a friend, or match with a workout partner.',
    'messages.empty.friends': 'Find friends',
    'messages.empty.fitMatch': 'Find a workout partner',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    chat: typeof chatMessages;
  }
}
