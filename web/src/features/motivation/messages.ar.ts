// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { motivationMessages } from './messages';

export const ar = {
  'aiMotivation.title': 'التحفيز الذكي',
  'aiMotivation.intro': 'رسائل قصيرة تناسب سلسلة أيامك وجدولك، لتبقى مواظبًا.',
  'motivation.todayTitle': 'رسالة اليوم',
  'motivation.offline': 'كُتبت على هذا الجهاز لأنك غير متصل.',
  'motivation.byModel': 'كتبها نموذج الذكاء الاصطناعي من بياناتك.',
  'motivation.note.booking': 'لديك حجز في \u2068{gym}\u2069 بتاريخ \u2068{at}\u2069. كل ما عدا ذلك يمكنه الانتظار.',
  'motivation.note.challenge':
    '{remaining, plural, zero {لا خطوات متبقية} one {خطوة واحدة بعد} two {خطوتان بعد} few {# خطوات بعد} many {# خطوة بعد} other {# خطوة بعد}} ويكتمل تحدي هذا الأسبوع.',
  'motivation.note.streak':
    '{days, plural, zero {# يوم متتالٍ} one {يوم واحد متتالٍ} two {يومان متتاليان} few {# أيام متتالية} many {# يومًا متتاليًا} other {# يوم متتالٍ}}. حافظ على السلسلة اليوم.',
  'motivation.note.streak_start': 'اليوم الأول من سلسلة جديدة. عُد غدًا لتصبح يومين.',
  'motivation.note.comeback':
    'مرّ {days, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}} على زيارتك الأخيرة. حتى جلسة قصيرة اليوم تُحتسب.',
  'motivation.note.first_visit': 'أول تسجيل حضور يبدأ سلسلة أيامك. اختر صالة قريبة منك.',
  'motivation.note.sessions_left':
    '{count, plural, zero {لا جلسات متبقية} one {جلسة واحدة متبقية} two {جلستان متبقيتان} few {# جلسات متبقية} many {# جلسة متبقية} other {# جلسة متبقية}} في خطة هذا الأسبوع. أنت قادر على ذلك.',
  'motivation.note.week_done': 'أنجزت كل جلسات خطة هذا الأسبوع. استرح جيدًا.',
  'motivation.note.mood_up': 'مزاجك في تحسّن هذا الأسبوع. والتمرين جزء من ذلك.',
  'motivation.note.mood_down': 'كان أسبوعًا أثقل. حتى عشر دقائق سهلة قد ترفع معنوياتك.',
  'motivation.note.goal': 'كل جلسة تقرّبك من هدفك: \u2068{goal}\u2069.',
  'motivation.note.general_1': 'احضر، واعمل، وعُد إلى بيتك فخورًا.',
  'motivation.note.general_2': 'خطوات صغيرة كل يوم أفضل من خطط كبيرة يومًا ما.',
  'motivation.note.general_3': 'تحرّك قليلًا اليوم. ستشكرك نفسك غدًا.',
  'motivation.reminder.title': 'تذكير يومي',
  'motivation.reminder.enabled': 'ذكّرني كل يوم',
  'motivation.reminder.time': 'الوقت',
  'motivation.reminder.save': 'حفظ التذكير',
  'motivation.reminder.saved': 'تم حفظ التذكير. يصلك كإشعار حيث يسمح هذا الجهاز بذلك.',
  'motivation.history.title': 'رسائل سابقة',
  'motivation.history.empty': 'ستظهر رسائلك السابقة هنا.',
} satisfies Translation<typeof motivationMessages>;
