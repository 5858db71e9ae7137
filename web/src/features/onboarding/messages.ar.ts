// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { onboardingMessages } from './messages';

export const ar = {
  'onboarding.title': 'مرحبًا بك في FitChoice',
  'onboarding.slides': 'مقدّمة',
  'onboarding.progress': 'الشريحة \u2068{current}\u2069 من \u2068{total}\u2069',
  'onboarding.goTo': 'الانتقال إلى الشريحة \u2068{number}\u2069',
  'onboarding.skip': 'تخطَّ',
  'onboarding.previous': 'السابق',
  'onboarding.next': 'التالي',
  'onboarding.getStarted': 'ابدأ الآن',
  'onboarding.slide1.title': 'اكتشف صالات رائعة',
  'onboarding.slide1.body':
    'اعثر على صالات قريبة منك وقارن بينها حسب المسافة والمراجعات وساعات العمل والتوفّر المباشر. احجز زيارة بسعر ثابت للزيارة، بعملتك.',
  'onboarding.slide2.title': 'تواصل مع شركاء التمرين',
  'onboarding.slide2.body':
    'تعرّفك ميزة «شريك التمرين» على أشخاص يتمرّنون في صالاتك، في أوقاتك وبمستواك. تحدّثوا وخطّطوا للجلسات معًا وشجّعوا بعضكم.',
  'onboarding.slide3.title': 'تمرّن مع مدرّبين خبراء',
  'onboarding.slide3.body': 'احجز مدرّبين شخصيين وأخصائيي تغذية معتمدين بالجلسة، في الصالة أو عبر الإنترنت، واحصل على خطة مبنية حول أهدافك.',
  'onboarding.slide4.title': 'حوّل لياقتك إلى لعبة',
  'onboarding.slide4.body':
    'كل تسجيل حضور يمنحك نقاط XP، وتتحوّل نقاط XP إلى SweatCoins لمتجر المكافآت. حافظ على سلسلة أيامك وتقدّم في لوحات المتصدّرين الأسبوعية.',
  'onboarding.slide5.title': 'تدريب مدعوم بالذكاء الاصطناعي',
  'onboarding.slide5.body': 'يصمّم مدرّبك الذكي التمارين من سجلّك ومعدّات صالتك، ويشجّعك التحفيز الذكي في الأيام التي تحتاجه فيها أكثر.',
} satisfies Translation<typeof onboardingMessages>;
