// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { notFoundMessages } from './messages';

export const hi = {
  'notFound.title': 'पेज नहीं मिला',
  'notFound.body': '{path} पर कोई पेज नहीं है। हो सकता है यह कहीं और चला गया हो, या लिंक गलत टाइप हुआ हो।',
  'notFound.home': 'होम स्क्रीन पर जाएं',
  'notFound.help': 'हेल्प सेंटर देखें',
} satisfies Translation<typeof notFoundMessages>;
