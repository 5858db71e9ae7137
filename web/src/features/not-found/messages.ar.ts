// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { notFoundMessages } from './messages';

export const ar = {
  'notFound.title': 'الصفحة غير موجودة',
  'notFound.body': 'لا توجد صفحة على \u2068{path}\u2069. ربما نُقلت، أو أن الرابط مكتوب بشكل خاطئ.',
  'notFound.home': 'الذهاب إلى الشاشة الرئيسية',
  'notFound.help': 'زيارة مركز المساعدة',
} satisfies Translation<typeof notFoundMessages>;
