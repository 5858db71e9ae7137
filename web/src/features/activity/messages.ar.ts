// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { activityMessages } from './messages';

export const ar = {
  'activity.intro': 'تسجيلات حضورك وتمارينك ونقاط XP التي كسبتها من كل منها.',
  'activity.empty.title': 'لا نشاط بعد',
  'activity.empty.body': 'يُدرج هنا كل تسجيل حضور وكل تمرين منتهٍ مع نقاط XP التي كسبها وسلسلة أيامك الحالية.',
  'activity.empty.checkin': 'سجّل حضورك في صالة',
  'activity.empty.challenges': 'انضم إلى تحدٍّ',

  'activity.loading': 'جارٍ تحميل نشاطك',
  'activity.offline': 'يحتاج نشاطك إلى اتصال.',
  'activity.more': 'عرض النشاط الأقدم',
  'activity.xp': '{sign}{xp, number} XP',
  'activity.coins': '{sign}{coins} SweatCoins',
  'activity.entry.purchase': 'اشتريت SweatCoins بعملة ETH',
  'activity.entry.conversion': 'حوّلت {xp, number} XP إلى SweatCoins',
  'activity.entry.checkin': 'سجّلت حضورك في {gym}',
  'activity.entry.review': 'قيّمت {gym} ({stars}★)',
  'activity.entry.booking': 'حجزت {gym} في {when}',
  'activity.entry.cancellation': 'ألغيت {gym} في {when}',
  'activity.entry.redemption':
    '{quantity, plural, zero {استبدلت {reward}} one {استبدلت {reward}} two {استبدلت {reward} مرتين} few {استبدلت {reward} # مرات} many {استبدلت {reward} # مرة} other {استبدلت {reward} # مرة}}',
  'activity.entry.challenge': 'أكملت {challenges}',
  'activity.entry.workout': 'أنهيت {program}{mode, select, vr { في الواقع الافتراضي} other {}} ({minutes} دقيقة)',
} satisfies Translation<typeof activityMessages>;
