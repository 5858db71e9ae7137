// The Arabic copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Arabic is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const ar = {
  'leaderboard.intro': 'الأعضاء مرتّبون حسب نقاط XP، هذا الأسبوع أو منذ البداية، في منطقتك أو بين أصدقائك.',
  'leaderboard.empty.title': 'بدأ الأسبوع للتو',
  'leaderboard.empty.body': 'يمتلئ الترتيب كلما سجّل الأعضاء حضورهم وأنهوا التحديات. اكسب نقاط XP لتحجز مكانك.',
  'leaderboard.empty.checkin': 'سجّل حضورك في صالة',

  'leaderboard.period': 'الفترة',
  'leaderboard.scope': 'مَن',
  'leaderboard.weekly': 'هذا الأسبوع',
  'leaderboard.allTime': 'منذ البداية',
  'leaderboard.region': '\u2068{region}\u2069',
  'leaderboard.friends': 'الأصدقاء',
  'leaderboard.loading': 'جارٍ تحميل لوحة المتصدّرين',
  'leaderboard.offline': 'تحتاج لوحة المتصدّرين إلى اتصال.',
  'leaderboard.me': 'ترتيبك \u2068#{rank}\u2069 برصيد {score, number} XP',
  'leaderboard.me.none': 'ليس لديك نقاط XP في هذه اللوحة بعد. سجّل حضورك في صالة للانضمام إليها.',
  'leaderboard.you': 'أنت',
} satisfies Translation<typeof leaderboardMessages>;
