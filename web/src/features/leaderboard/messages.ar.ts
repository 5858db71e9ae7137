// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const ar = {
  'leaderboard.intro':
    'ترتيب الأعضاء حسب نقاط XP التي كسبوها هذا الأسبوع (من الاثنين إلى الأحد بالتوقيت العالمي المنسق) أو منذ البداية، في منطقتك أو بين أصدقائك. تحويل XP إلى SweatCoins لا يخفض ترتيبك أبدًا.',
  'leaderboard.empty.title': 'بدأ الأسبوع للتو',
  'leaderboard.empty.body':
    'يمتلئ الترتيب مع كسب الأعضاء XP هذا الأسبوع: بتسجيل الحضور في نادٍ وإكمال التمارين وحضور الجلسات وإنجاز التحديات.',
  'leaderboard.empty.checkin': 'سجّل حضورك في صالة',
  'leaderboard.empty.allTime.title': 'لم يكسب أحد XP هنا بعد',
  'leaderboard.empty.allTime.body': 'كن الأول في هذه اللوحة: سجّل حضورك في نادٍ أو أكمل تمرينًا أو احضر جلسة.',
  'leaderboard.empty.friends.title': 'لا يوجد أصدقاء في هذه اللوحة بعد',
  'leaderboard.empty.friends.body': 'يظهر هنا بجانبك الأصدقاء الذين يكسبون XP. ابحث عن أصدقاء أو شارك رابط دعوتك.',
  'leaderboard.empty.findFriends': 'ابحث عن أصدقاء',

  'leaderboard.period': 'الفترة',
  'leaderboard.scope': 'مَن',
  'leaderboard.weekly': 'هذا الأسبوع',
  'leaderboard.allTime': 'منذ البداية',
  'leaderboard.region': '\u2068{region}\u2069',
  'leaderboard.friends': 'الأصدقاء',
  'leaderboard.loading': 'جارٍ تحميل لوحة المتصدّرين',
  'leaderboard.offline': 'تحتاج لوحة المتصدّرين إلى اتصال.',
  'leaderboard.me': 'ترتيبك \u2068#{rank}\u2069 برصيد {score, number} XP',
  'leaderboard.me.none': 'ليست لديك نقاط XP في هذه اللوحة بعد. سجّل حضورك أو أكمل تمرينًا أو احضر جلسة لتنضم إليها.',
  'leaderboard.you': 'أنت',
} satisfies Translation<typeof leaderboardMessages>;
