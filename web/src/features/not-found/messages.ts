// The English copy of the not-found screen. It loads with the screens that show it: importing this
// module registers it (i18n/messages/registry.ts), and each file that shows one of these strings
// imports it. Its copy in the language being shown (messages.<code>.ts) starts loading as it
// registers, and the screen's route waits for it (withStrings in i18n/messages), so the screen
// never shows English or ids first.
import { registerMessages } from '../../i18n/messages/registry';

export const notFoundMessages = registerMessages(
  {
    'notFound.title': 'Page not found',
    'notFound.body': 'There is no page at {path}. It may have moved, or the link may be mistyped.',
    'notFound.home': 'Go to the home screen',
    'notFound.help': 'Visit the help centre',
  },
  // Its copies beside it (messages.<code>.ts), each loaded in its own chunk when that language is shown.
  import.meta.glob('./messages.*.ts'),
);

declare module '../../i18n/messages' {
  interface FeatureCatalogues {
    notFound: typeof notFoundMessages;
  }
}
