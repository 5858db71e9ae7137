// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { checkInMessages } from './messages';

export const ar = {
  'qrScanner.title': 'تسجيل الحضور',
  'qrScanner.intro': 'امسح رمز QR عند مكتب استقبال الصالة لتسجيل حضورك وكسب نقاط XP عن زيارتك.',
  'qrScanner.empty.bookings': 'عرض حجوزات اليوم',

  'qr.camera.title': 'المسح بالكاميرا',
  'qr.camera.start': 'تشغيل الكاميرا',
  'qr.camera.stop': 'إيقاف الكاميرا',
  'qr.camera.video': 'معاينة الكاميرا',
  'qr.camera.unsupported': 'لا يستطيع هذا المتصفح استخدام الكاميرا. اكتب الرمز أدناه بدلًا من ذلك.',
  'qr.camera.denied': 'تعذّر تشغيل الكاميرا (هل رُفض الإذن؟). اكتب الرمز أدناه بدلًا من ذلك.',
  'qr.manual.title': 'أو اكتب الرمز',
  'qr.manual.label': 'رمز الصالة',
  'qr.manual.hint': 'تجده تحت رمز QR على مكتب الصالة، مثل FG-7K2Q-M9XH، ويتغيّر كل 30 ثانية.',
  'qr.manual.invalid': 'هذا ليس رمز صالة. امسح رمز QR على مكتب الصالة، أو اكتب الأحرف الثمانية التي تحته.',
  'qr.submit': 'تسجيل الحضور',
  'checkin.done': 'تم تسجيل حضورك في \u2068{gym}\u2069!',
  'checkin.xp': '\u2068+{xp}\u2069 XP · \u2068{total}\u2069 XP إجمالًا · المستوى \u2068{level}\u2069',
  'checkin.streak':
    '{days, plural, zero {سلسلة # يوم} one {سلسلة يوم واحد} two {سلسلة يومين} few {سلسلة # أيام} many {سلسلة # يومًا} other {سلسلة # يوم}} (الأفضل \u2068{best}\u2069)',
  'checkin.seeProgress': 'عرض تقدّمك',
  'checkin.queued': 'تم الحفظ — سيُرسل تسجيل حضورك عند عودة الاتصال. تظهر نتيجته هنا عند وصوله.',
  'checkin.refused': 'رُفض تسجيل الحضور',
  'checkin.refused.noBooking': 'ليست لديك زيارة لتسجيل الحضور فيها الآن: يبدأ تسجيل الحضور قبل زيارتك بـ15 دقيقة وينتهي بانتهائها.',
  'checkin.refused.wrongCode': 'هذا ليس الرمز الحالي للصالة التي حجزتها: امسح الرمز على مكتبها مرة أخرى.',
  'checkin.refused.payAtDesk': 'تُدفع هذه الزيارة عند المكتب: اعرض رمز حجزك هناك، وسيسجّل الموظفون حضورك عند الدفع.',
  'checkin.refused.already': 'سجّلت حضورك لهذه الزيارة بالفعل.',
  'checkin.refused.cancelled': 'أُلغي هذا الحجز، لذا لا يمكن تسجيل الحضور فيه.',
  'checkin.refused.tooLate': 'مُسح تسجيل الحضور هذا قبل أكثر من 6 ساعات ولم يعد ممكنًا قبوله.',
  'checkin.refused.travel': 'تسجيل الحضور هذا بعيد جدًا عن سابقه بالنسبة إلى الوقت بينهما. سجّل حضورك في الصالة التي أنت فيها.',
  'checkin.refused.other': 'لم يكتمل تسجيل الحضور. حاول مرة أخرى.',
} satisfies Translation<typeof checkInMessages>;
