// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { chatMessages } from './messages';

export const ar = {
  'chat.back': 'كل الرسائل',
  'chat.older': 'تحميل الرسائل الأقدم',
  'chat.messages.label': 'الرسائل',
  'chat.state.sending': 'جارٍ الإرسال',
  'chat.state.failed': 'لم تُرسل',
  'chat.refused.duplicate': 'أُرسلت هذه الرسالة مرة بالفعل. تجاهل هذه النسخة.',
  'chat.refused.gone': 'هذه المحادثة لم تعد موجودة أو لم تعد فيها. تجاهل هذه الرسالة.',
  'chat.state.sent': 'أُرسلت',
  'chat.state.delivered': 'وصلت',
  'chat.state.read': 'قُرئت',
  'chat.write': 'اكتب رسالة',
  'chat.placeholder': 'رسالة',
  'chat.send': 'إرسال',
  'chat.empty.title': 'اختر محادثة',
  'chat.empty.body': 'افتح واحدة من رسائلك، أو تطابق مع شريك تمرين لتبدأ واحدة.',
  'chat.empty.messages': 'عرض رسائلك',
  'chat.empty.fitMatch': 'ابحث عن شريك تمرين',
  'messages.intro': 'محادثاتك مع أصدقائك وشركاء التمرين.',
  'messages.unread':
    '{count, plural, zero {لا جديد} one {رسالة جديدة} two {رسالتان جديدتان} few {# رسائل جديدة} many {# رسالة جديدة} other {# رسالة جديدة}}',
  'messages.new.open': 'محادثة جديدة',
  'messages.new.title': 'ابدأ محادثة',
  'messages.new.noFriends': 'يمكنك مراسلة أصدقائك ومن تطابقت معهم.',
  'messages.new.findFriends': 'ابحث عن أصدقاء',
  'messages.new.who': 'مع مَن (حتى \u2068{max}\u2069)',
  'messages.new.groupName': 'اسم المجموعة (اختياري)',
  'messages.new.start': 'ابدأ',
  'messages.new.cancel': 'إلغاء',
  'messages.new.queued': 'تم الحفظ: تبدأ المحادثة عند عودة الاتصال.',
  'messages.new.refused': 'لا يمكن بدء هذه المحادثة.',
  'messages.empty.title': 'لا محادثات بعد',
  'messages.empty.body': 'ابدأ واحدة مع صديق، أو تطابق مع شريك تمرين.',
  'messages.empty.friends': 'ابحث عن أصدقاء',
  'messages.empty.fitMatch': 'ابحث عن شريك تمرين',
} satisfies Translation<typeof chatMessages>;
