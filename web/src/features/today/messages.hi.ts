// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the member's day when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { todayMessages } from './messages';

export const hi = {
  'today.today': 'आपका दिन',
  'today.next': 'अगली विज़िट',
  'today.next.visit': '{gym}, {when}',
  'today.next.none': 'अभी कोई विज़िट बुक नहीं है।',
  'today.next.checkin': 'अभी चेक-इन करें',
  'today.next.opens': 'चेक-इन {time} पर खुलेगा।',
  'today.streak.start': 'स्ट्रीक शुरू करने के लिए आज चेक-इन करें।',
  'today.streak.keep': '{days, plural, one {# दिन की स्ट्रीक} other {# दिन की स्ट्रीक}}: इसे बनाए रखने के लिए आज चेक-इन करें।',
  'today.streak.kept': '{days, plural, one {# दिन की स्ट्रीक} other {# दिन की स्ट्रीक}}: आपने आज चेक-इन कर लिया है।',
  'today.week': 'इस हफ़्ते: {visits, plural, =0 {अभी कोई विज़िट नहीं} one {# विज़िट} other {# विज़िट}}',
  'today.findGym': 'जिम खोजें',
  'today.challenge': 'पूरा होने के सबसे करीब',
  'today.challenge.open': 'चैलेंज देखें',
  'today.challenge.none': 'अपनी प्रगति यहां देखने के लिए किसी चैलेंज में शामिल हों।',
  'today.challenge.find': 'चैलेंज खोजें',
  'today.suggestion.coach': 'आज आपके कोच का सेशन',
  'today.suggestion.session': '{focus}, लगभग {minutes} मिनट',
  'today.suggestion.openPlan': 'मेरा प्लान खोलें',
  'today.suggestion.gym': 'पास में अभी जगह खाली',
  'today.suggestion.gymWhy': 'अभी खुला है, जगहें खाली हैं · {distance}',
  'today.suggestion.openGym': 'जिम देखें',
} satisfies Translation<typeof todayMessages>;
