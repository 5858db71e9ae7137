// The Japanese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Japanese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { notFoundMessages } from './messages';

export const ja = {
  'notFound.title': 'ページが見つかりません',
  'notFound.body': '{path}にページはありません。移動したか、リンクが間違っている可能性があります。',
  'notFound.home': 'ホーム画面へ',
  'notFound.help': 'ヘルプセンターへ',
} satisfies Translation<typeof notFoundMessages>;
