// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { notFoundMessages } from './messages';

export const ru = {
  'notFound.title': 'Страница не найдена',
  'notFound.body': 'По адресу {path} нет страницы. Возможно, она переехала или в ссылке опечатка.',
  'notFound.home': 'На главный экран',
  'notFound.help': 'Открыть справочный центр',
} satisfies Translation<typeof notFoundMessages>;
