// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { leaderboardMessages } from './messages';

export const hi = {
  'leaderboard.intro':
    'इस हफ़्ते (सोमवार से रविवार, UTC) या अब तक कमाए XP के आधार पर आपके क्षेत्र या दोस्तों में सदस्यों की रैंकिंग। XP को SweatCoins में बदलने से आपकी जगह कभी नहीं घटती।',
  'leaderboard.empty.title': 'हफ़्ता अभी शुरू हुआ है',
  'leaderboard.empty.body': 'इस हफ़्ते सदस्य जैसे-जैसे XP कमाते हैं, रैंकिंग भरती है: जिम में चेक इन, वर्कआउट पूरे करना, सेशन में शामिल होना और चैलेंज पूरे करना।',
  'leaderboard.empty.checkin': 'जिम में चेक-इन करें',
  'leaderboard.empty.allTime.title': 'यहाँ अभी तक किसी ने XP नहीं कमाया',
  'leaderboard.empty.allTime.body': 'इस बोर्ड पर पहले बनें: जिम में चेक इन करें, वर्कआउट पूरा करें या सेशन में शामिल हों।',
  'leaderboard.empty.friends.title': 'इस बोर्ड पर अभी कोई दोस्त नहीं',
  'leaderboard.empty.friends.body': 'XP कमाने वाले दोस्त यहाँ आपके साथ दिखते हैं। दोस्त खोजें या अपना इनवाइट लिंक शेयर करें।',
  'leaderboard.empty.findFriends': 'दोस्त खोजें',
  'leaderboard.period': 'अवधि',
  'leaderboard.scope': 'कौन',
  'leaderboard.weekly': 'इस हफ़्ते',
  'leaderboard.allTime': 'अब तक',
  'leaderboard.region': '{region}',
  'leaderboard.friends': 'दोस्त',
  'leaderboard.loading': 'लीडरबोर्ड लोड हो रहा है',
  'leaderboard.offline': 'लीडरबोर्ड के लिए कनेक्शन चाहिए।',
  'leaderboard.me': 'आप {score, number} XP के साथ #{rank} पर हैं',
  'leaderboard.me.none': 'इस बोर्ड पर अभी आपके XP नहीं हैं। शामिल होने के लिए चेक इन करें, वर्कआउट पूरा करें या सेशन में शामिल हों।',
  'leaderboard.you': 'आप',
} satisfies Translation<typeof leaderboardMessages>;
