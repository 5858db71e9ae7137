// The English copy of the not-found screen. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. es, fr and pt translate the same keys in i18n/messages/<code>.ts.
import { registerMessages } from '../../i18n/messages/registry';

export const notFoundMessages = registerMessages({
  'notFound.title': 'Page not found',
  'notFound.body': 'There is no page at {path}. It may have moved, or the link may be mistyped.',
  'notFound.home': 'Go to the home screen',
  'notFound.help': 'Visit the help centre',
});
