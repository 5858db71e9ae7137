// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { settingsMessages } from './messages';

export const ar = {
  'theme.label': 'المظهر',
  'theme.light': 'فاتح',
  'theme.dark': 'داكن',
  'theme.system': 'النظام',
  'theme.systemHint': 'خيار «النظام» يتبع إعداد جهازك الفاتح أو الداكن.',
  'settings.region.hint': 'تظهر الأسعار بعملة \u2068{currency}\u2069. اختيار منطقة يغيّر اللغة أيضًا إلى لغتها.',
  'settings.region.manual': 'اخترتها بنفسك.',
  'settings.region.automatic': 'تم تحديدها من موقعك.',
  'settings.region.follow': 'حدّد منطقتي من موقعي',
  'settings.language.fallback':
    'FitChoice غير مترجم إلى \u2068{language}\u2069 بعد: النصوص بالإنجليزية، والتواريخ والأرقام تتبع \u2068{language}\u2069.',
  'settings.location': 'الموقع',
  'settings.location.granted': 'الوصول إلى الموقع مسموح.',
  'settings.location.denied':
    'الوصول إلى الموقع محظور. اسمح به في إعدادات الموقع في متصفحك لتجد أقرب الصالات إليك؛ وحتى ذلك الحين نستخدم موقعًا تقريبيًا.',
  'settings.location.unknown': 'لم يطلب FitChoice موقعك بعد.',
  'settings.location.position': 'الموقع الحالي: \u2068{source}\u2069، بدقة \u2068{accuracy}\u2069.',
  'settings.location.source.gps': 'من جهازك',
  'settings.location.source.ip': 'من اتصالك بالإنترنت',
  'settings.location.source.cache': 'محفوظ على هذا الجهاز',
  'settings.location.source.default': 'مقدَّر من منطقتك الزمنية',
  'settings.location.use': 'استخدم موقعي',
  'settings.location.locating': 'جارٍ تحديد موقعك…',
  'settings.tutorial': 'الجولة الإرشادية',
  'settings.tutorial.body': 'جولة من اثنتي عشرة خطوة على الشاشات الرئيسية للتطبيق.',
  'settings.tutorial.restart': 'إعادة تشغيل الجولة',
  'settings.onboarding.reset': 'إعادة ضبط التعريف',
  'settings.onboarding.reset.body': 'تعرض شرائح التعريف مرة أخرى عند تسجيل خروجك القادم، ثم الجولة بعدها.',
  'settings.onboarding.reset.done': 'سيظهر التعريف والجولة مرة أخرى.',
  'settings.password': 'كلمة المرور',
  'settings.password.body': 'غيّر كلمة المرور التي تسجّل الدخول بها. سيُسجَّل خروج الأجهزة الأخرى المتصلة بحسابك.',
  'settings.password.change': 'تغيير كلمة المرور',
  'settings.data': 'البيانات على هذا الجهاز',
  'settings.data.body': 'يزيل إعداداتك والشاشات المحفوظة وكل ما لم يُرسل بعد من هذا الجهاز، ويسجّل خروجك هنا.',
  'settings.data.clear': 'مسح البيانات المحلية',
  'settings.data.confirm': 'هل تريد مسح كل بيانات FitChoice على هذا الجهاز؟ ستضيع الإجراءات التي لم تُرسل بعد.',
  'settings.data.confirmYes': 'نعم، امسحها',
  'settings.data.cancel': 'إلغاء',
} satisfies Translation<typeof settingsMessages>;
