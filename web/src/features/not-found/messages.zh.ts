// The Simplified Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Simplified Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { notFoundMessages } from './messages';

export const zh = {
  'notFound.title': '页面未找到',
  'notFound.body': '{path} 没有页面。它可能已被移动，或链接有误。',
  'notFound.home': '前往首页',
  'notFound.help': '访问帮助中心',
} satisfies Translation<typeof notFoundMessages>;
