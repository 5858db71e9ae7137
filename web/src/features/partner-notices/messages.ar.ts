// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { partnerNoticesMessages } from './messages';

export const ar = {
  'partnerNotices.title': 'ما تُبلَّغ به',
  'partnerNotices.intro': 'اختر كيف تعرف بالحجوزات الجديدة والإلغاءات والتقييمات: بتنبيه على أجهزتك أو بالبريد أو بكليهما.',
  'partnerNotices.kind.booking': 'الحجوزات الجديدة (والجلسات التي نقلها عميل)',
  'partnerNotices.kind.cancellation': 'الإلغاءات',
  'partnerNotices.kind.review': 'التقييمات',
  'partnerNotices.channel.push': 'تنبيه',
  'partnerNotices.channel.mail': 'البريد',
  'partnerNotices.save': 'حفظ',
  'partnerNotices.saved': 'تم الحفظ.',
  'partnerNotices.loading': 'جارٍ التحميل…',
  'partnerNotices.failed': 'لم ينجح ذلك ولم يتغيّر شيء. حاول مرة أخرى بعد قليل.',
  'partnerNotices.forbidden': 'هذه الإعدادات لحسابات الشركاء.',
  'partnerNotices.offline': 'لم يُرسَل ولم يتغيّر شيء. تحقّق من الاتصال وحاول مرة أخرى.',
  'partnerNotices.adminNote': 'يختار كل شريك إشعاراته من لوحته.',
  'partnerNotices.push.unsupported': 'لا يستطيع هذا المتصفح عرض التنبيهات.',
  'partnerNotices.push.off': 'التنبيهات متوقفة على هذا الجهاز.',
  'partnerNotices.push.on': 'يعرض هذا الجهاز التنبيهات.',
  'partnerNotices.push.blocked': 'تنبيهات FitChoice محظورة في إعدادات هذا المتصفح.',
  'partnerNotices.push.enable': 'شغّل التنبيهات على هذا الجهاز',
  'partnerNotices.push.failed': 'تعذّر تشغيل التنبيهات هنا. حاول لاحقًا.',
} satisfies Translation<typeof partnerNoticesMessages>;
