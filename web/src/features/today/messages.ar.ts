// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { todayMessages } from './messages';

export const ar = {
  'today.today': 'يومك',
  'today.next': 'الزيارة القادمة',
  'today.next.visit': '\u2068{gym}\u2069، \u2068{when}\u2069',
  'today.next.none': 'لم تحجز أي زيارة بعد.',
  'today.next.checkin': 'سجّل حضورك الآن',
  'today.next.opens': 'يبدأ تسجيل الحضور الساعة \u2068{time}\u2069.',
  'today.streak.start': 'سجّل حضورك اليوم لتبدأ سلسلة أيام متتالية.',
  'today.streak.keep':
    '{days, plural, zero {سلسلة # يوم} one {سلسلة يوم واحد} two {سلسلة يومين} few {سلسلة # أيام} many {سلسلة # يومًا} other {سلسلة # يوم}}: سجّل حضورك اليوم لتحافظ عليها.',
  'today.streak.kept':
    '{days, plural, zero {سلسلة # يوم} one {سلسلة يوم واحد} two {سلسلة يومين} few {سلسلة # أيام} many {سلسلة # يومًا} other {سلسلة # يوم}}: سجّلت حضورك اليوم.',
  'today.week':
    'هذا الأسبوع: {visits, plural, =0 {لا زيارات بعد} zero {لا زيارات بعد} one {زيارة واحدة} two {زيارتان} few {# زيارات} many {# زيارة} other {# زيارة}}',
  'today.findGym': 'ابحث عن صالة',
  'today.challenge': 'الأقرب إلى الاكتمال',
  'today.challenge.open': 'عرض التحدي',
  'today.challenge.none': 'انضم إلى تحدٍّ لترى تقدّمك هنا.',
  'today.challenge.find': 'ابحث عن تحدٍّ',
  'today.suggestion.coach': 'جلسة مدرّبك اليوم',
  'today.suggestion.session': '\u2068{focus}\u2069، نحو \u2068{minutes}\u2069 دقيقة',
  'today.suggestion.openPlan': 'افتح خطتي',
  'today.suggestion.gym': 'أماكن متاحة الآن بالقرب منك',
  'today.suggestion.gymWhy': 'مفتوحة الآن، وفيها أماكن شاغرة · \u2068{distance}\u2069',
  'today.suggestion.openGym': 'عرض الصالة',
} satisfies Translation<typeof todayMessages>;
