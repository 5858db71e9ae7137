// The German copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when German is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { notFoundMessages } from './messages';

export const de = {
  'notFound.title': 'Seite nicht gefunden',
  'notFound.body': 'Unter {path} gibt es keine Seite. Vielleicht wurde sie verschoben, oder der Link ist falsch geschrieben.',
  'notFound.home': 'Zur Startseite',
  'notFound.help': 'Zum Hilfe-Center',
} satisfies Translation<typeof notFoundMessages>;
