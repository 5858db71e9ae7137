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
  'activity.xp': '\u2068{sign}{xp, number}\u2069 XP',
  'activity.coins': '\u2068{sign}{coins}\u2069 SweatCoins',
  'activity.entry.purchase': 'اشتريت SweatCoins بعملة ETH',
  'activity.entry.conversion': 'حوّلت {xp, number} XP إلى SweatCoins',
  'activity.entry.checkin': 'سجّلت حضورك في \u2068{gym}\u2069',
  'activity.entry.review': 'قيّمت \u2068{gym}\u2069 (\u2068{stars}\u2069★)',
  'activity.entry.booking': 'حجزت \u2068{gym}\u2069 في \u2068{when}\u2069',
  'activity.entry.cancellation': 'ألغيت \u2068{gym}\u2069 في \u2068{when}\u2069',
  'activity.entry.redemption':
    '{quantity, plural, zero {استبدلت \u2068{reward}\u2069} one {استبدلت \u2068{reward}\u2069} two {استبدلت \u2068{reward}\u2069 مرتين} few {استبدلت \u2068{reward}\u2069 # مرات} many {استبدلت \u2068{reward}\u2069 # مرة} other {استبدلت \u2068{reward}\u2069 # مرة}}',
  'activity.entry.challenge': 'أكملت \u2068{challenges}\u2069',
  'activity.entry.workout': 'أنهيت \u2068{program}\u2069{mode, select, vr { في الواقع الافتراضي} other {}} (\u2068{minutes}\u2069 دقيقة)',
  'activity.entry.sessionBooked': 'حجزت جلسة مع \u2068{name}\u2069 في \u2068{when}\u2069',
  'activity.entry.sessionCancelled': 'ألغيت الجلسة مع \u2068{name}\u2069 في \u2068{when}\u2069',
  'activity.entry.sessionAttended': 'حضرت جلسة مع \u2068{name}\u2069 في \u2068{when}\u2069',
} satisfies Translation<typeof activityMessages>;
