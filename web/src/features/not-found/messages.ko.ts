// The Korean copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Korean is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { notFoundMessages } from './messages';

export const ko = {
  'notFound.title': '페이지를 찾을 수 없어요',
  'notFound.body': '{path}에 페이지가 없어요. 페이지가 이동했거나 링크가 잘못되었을 수 있어요.',
  'notFound.home': '홈 화면으로 이동',
  'notFound.help': '고객센터 방문',
} satisfies Translation<typeof notFoundMessages>;
