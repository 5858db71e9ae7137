// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { authMessages } from './messages';

export const ar = {
  'common.or': 'أو',
  'auth.title': 'سجّل الدخول إلى FitChoice',
  'auth.signupTitle': 'أنشئ حسابك في FitChoice',
  'auth.intro': 'احجز الصالات والمدرّبين وأخصائيي التغذية، وسجّل حضورك برمز QR، وحوّل تمارينك إلى نقاط XP وSweatCoins.',
  'auth.tabs': 'تسجيل الدخول أو إنشاء حساب',
  'auth.tab.signIn': 'تسجيل الدخول',
  'auth.tab.signUp': 'إنشاء حساب',
  'auth.field.email': 'البريد الإلكتروني',
  'auth.field.password': 'كلمة المرور',
  'auth.field.name': 'الاسم',
  'auth.field.passwordHint': '\u2068{min}\u2069 أحرف على الأقل.',
  'auth.signIn.submit': 'تسجيل الدخول',
  'auth.signUp.submit': 'إنشاء الحساب',
  'auth.forgot': 'هل نسيت كلمة المرور؟',
  'auth.guest.hint': 'تجوّل دون حساب. يمكن للضيوف التصفّح لكنهم لا يكسبون نقاط XP.',
  'auth.refused.invalidCredentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'auth.refused.signupRefused': 'تعذّر إنشاء حساب بهذه البيانات. إن كان لديك حساب بالفعل، فسجّل الدخول بدلًا من ذلك.',
  'auth.refused.suspended': 'هذا الحساب موقوف. تواصل مع الدعم إن كنت تظن أن هذا خطأ.',
  'auth.refused.tooMany': 'محاولات كثيرة جدًا. انتظر بضع دقائق ثم حاول مرة أخرى.',
  'auth.refused.signin': 'لم يكتمل تسجيل الدخول. تحقّق من اتصالك وحاول مرة أخرى.',
  'auth.refused.signup': 'لم يُنشأ الحساب. تحقّق من اتصالك وحاول مرة أخرى.',
  'auth.refused.guest': 'لم تبدأ جلسة الضيف. تحقّق من اتصالك وحاول مرة أخرى.',
  'auth.error.emailRequired': 'أدخل بريدك الإلكتروني',
  'auth.error.emailInvalid': 'أدخل بريدًا إلكترونيًا صالحًا، مثل name@example.com',
  'auth.error.passwordRequired': 'أدخل كلمة المرور',
  'auth.error.passwordShort': 'استخدم \u2068{min}\u2069 أحرف على الأقل',
  'auth.error.passwordLong': 'استخدم \u2068{max}\u2069 حرفًا على الأكثر',
  'auth.error.passwordCommon': 'كلمة المرور هذه شائعة جدًا أو سهلة التخمين؛ اختر غيرها',
  'auth.error.nameRequired': 'أدخل اسمك',
  'auth.error.nameInvalid': 'استخدم حتى \u2068{max}\u2069 من الحروف والمسافات وعلامات الترقيم',
} satisfies Translation<typeof authMessages>;
