// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const hi = {
  'leaderboard.intro': 'XP के हिसाब से मेंबर की रैंकिंग, इस हफ़्ते या अब तक, आपके क्षेत्र में या आपके दोस्तों के बीच।',
  'leaderboard.empty.title': 'हफ़्ता अभी शुरू हुआ है',
  'leaderboard.empty.body': 'मेंबर के चेक-इन करने और चैलेंज पूरे करने के साथ रैंकिंग भरती जाती है। जगह पाने के लिए XP कमाएं।',
  'leaderboard.empty.checkin': 'जिम में चेक-इन करें',
  'leaderboard.period': 'अवधि',
  'leaderboard.scope': 'कौन',
  'leaderboard.weekly': 'इस हफ़्ते',
  'leaderboard.allTime': 'अब तक',
  'leaderboard.region': '{region}',
  'leaderboard.friends': 'दोस्त',
  'leaderboard.loading': 'लीडरबोर्ड लोड हो रहा है',
  'leaderboard.offline': 'लीडरबोर्ड के लिए कनेक्शन चाहिए।',
  'leaderboard.me': 'आप {score, number} XP के साथ #{rank} पर हैं',
  'leaderboard.me.none': 'इस बोर्ड पर अभी आपके कोई XP नहीं हैं। इसमें शामिल होने के लिए किसी जिम में चेक-इन करें।',
  'leaderboard.you': 'आप',
} satisfies Translation<typeof leaderboardMessages>;
