// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { tutorialMessages } from './messages';

export const ar = {
  'tutorial.progress': 'الخطوة \u2068{current}\u2069 من \u2068{total}\u2069',
  'tutorial.back': 'رجوع',
  'tutorial.next': 'التالي',
  'tutorial.close': 'إغلاق الجولة',
  'tutorial.getStarted': 'ابدأ الآن',
  'tutorial.welcome.title': 'مرحبًا بك في FitChoice',
  'tutorial.welcome.body': 'جولة مدتها دقيقة على ما ستستخدمه أكثر. أغلقها متى شئت؛ يمكنك إعادة تشغيلها من الإعدادات.',
  'tutorial.xp.title': 'نظام XP',
  'tutorial.xp.body': 'تكسب نقاط الخبرة عن كل تسجيل حضور وكل تمرين منتهٍ وكل تحدٍّ. مجموعك يظهر هنا دائمًا.',
  'tutorial.coins.title': 'SweatCoins',
  'tutorial.coins.body': 'تتحوّل نقاط XP إلى SweatCoins، عملة متجر المكافآت. يمكنك أيضًا شراؤها بعملة ETH من محفظتك.',
  'tutorial.session.title': 'متتبّع الجلسة النشطة',
  'tutorial.session.body': 'تقدّمك بنظرة واحدة. تسجيل الحضور في الصالة يبدأ جلستك ويمنحك نقاط XP ويحافظ على سلسلة أيامك.',
  'tutorial.discover.title': 'استكشف',
  'tutorial.discover.body': 'اعثر على صالات قريبة منك مع المراجعات وساعات العمل والتوفّر المباشر وسعر الزيارة بعملتك.',
  'tutorial.bookings.title': 'الحجوزات',
  'tutorial.bookings.body': 'زياراتك وجلساتك القادمة مع رموز تسجيل الحضور. تبقى على هاتفك حتى دون اتصال.',
  'tutorial.profile.title': 'الملف الشخصي',
  'tutorial.profile.body': 'حسابك وإعداداتك: المظهر والمنطقة واللغة والموقع وهذه الجولة.',
  'tutorial.social.title': 'آخر أخبار المجتمع',
  'tutorial.social.body': 'تمارين وتسجيلات حضور وإنجازات من الأشخاص الذين تتابعهم.',
  'tutorial.messaging.title': 'الرسائل',
  'tutorial.messaging.body': 'تصلك هنا تأكيدات الحجز والتذكيرات وإشعارات الصالات.',
  'tutorial.qr.title': 'ماسح QR',
  'tutorial.qr.body': 'عند مكتب الاستقبال، امسح رمز QR الخاص بالصالة لتسجيل حضورك وكسب نقاط XP عن زيارتك.',
  'tutorial.leaderboards.title': 'لوحات المتصدّرين',
  'tutorial.leaderboards.body': 'اعرف ترتيبك هذا الأسبوع حسب نقاط XP بين الأعضاء في منطقتك.',
  'tutorial.store.title': 'متجر المكافآت',
  'tutorial.store.body': 'أنفق SweatCoins على تذاكر يومية وحصص ومعدّات وعروض الشركاء. استمتع بتمرينك!',
} satisfies Translation<typeof tutorialMessages>;
