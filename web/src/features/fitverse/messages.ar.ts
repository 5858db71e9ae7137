// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitverseMessages } from './messages';

export const ar = {
  'fitverse.intro': 'كل أقسام FitChoice على عجلة واحدة، مجمّعة حسب ما تريد فعله. أدرها لتختار لك نشاط اليوم.',
  'fitverse.wheel': 'أقسام FitChoice',
  'fitverse.hint': 'مفاتيح الأسهم تتنقّل حول العجلة؛ Enter يفتح القسم؛ Escape يعود.',
  'fitverse.area.train': 'تمرّن',
  'fitverse.area.book': 'احجز',
  'fitverse.area.earn': 'اكسب',
  'fitverse.area.connect': 'تواصل',
  'fitverse.area.wellbeing': 'العافية',
  'fitverse.item.checkin': 'تسجيل الحضور برمز QR',
  'fitverse.item.wallet': 'المحفظة',
  'fitverse.item.moodAi': 'المزاج الذكي',
  'fitverse.item.motivation': 'التحفيز الذكي',
  'fitverse.badge.book':
    '{count, plural, zero {لا حجوزات اليوم} one {حجز واحد اليوم} two {حجزان اليوم} few {# حجوزات اليوم} many {# حجزًا اليوم} other {# حجز اليوم}}',
  'fitverse.badge.earn':
    '{count, plural, zero {لا تحديات مفتوحة هذا الأسبوع} one {تحدٍّ واحد ما زال مفتوحًا هذا الأسبوع} two {تحدّيان ما زالا مفتوحين هذا الأسبوع} few {# تحديات ما زالت مفتوحة هذا الأسبوع} many {# تحديًا ما زال مفتوحًا هذا الأسبوع} other {# تحدٍّ ما زال مفتوحًا هذا الأسبوع}}',
  'fitverse.spin': 'أدِر',
  'fitverse.pick.title': 'اختيار اليوم',
  'fitverse.pick.none': 'أدِر العجلة لتختار لك شيئًا لليوم.',
  'fitverse.pick.workout': '\u2068{name}\u2069، تمرين موجَّه مدته \u2068{minutes}\u2069 دقيقة.',
  'fitverse.pick.challenge': 'أكمل تحدي هذا الأسبوع: وصلت إلى \u2068{progress}\u2069 من \u2068{target}\u2069.',
  'fitverse.pick.go': 'هيا بنا',
} satisfies Translation<typeof fitverseMessages>;
