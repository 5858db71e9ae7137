// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { activityMessages } from './messages';

export const hi = {
  'activity.intro': 'आपके चेक-इन, वर्कआउट और हर एक से मिले XP।',
  'activity.empty.title': 'अभी कोई एक्टिविटी नहीं',
  'activity.empty.body': 'हर चेक-इन और पूरा किया गया वर्कआउट यहां दिखेगा, उससे मिले XP और आपकी मौजूदा स्ट्रीक के साथ।',
  'activity.empty.checkin': 'जिम में चेक-इन करें',
  'activity.empty.challenges': 'चैलेंज में शामिल हों',
  'activity.loading': 'आपकी एक्टिविटी लोड हो रही है',
  'activity.offline': 'एक्टिविटी देखने के लिए कनेक्शन चाहिए।',
  'activity.more': 'पुरानी एक्टिविटी दिखाएं',
  'activity.xp': '{sign}{xp, number} XP',
  'activity.coins': '{sign}{coins} SweatCoins',
  'activity.entry.purchase': 'ETH से SweatCoins खरीदे',
  'activity.entry.conversion': '{xp, number} XP को SweatCoins में बदला',
  'activity.entry.checkin': '{gym} में चेक-इन किया',
  'activity.entry.review': '{gym} को रिव्यू किया ({stars}★)',
  'activity.entry.booking': '{when} के लिए {gym} बुक किया',
  'activity.entry.cancellation': '{when} की {gym} बुकिंग कैंसल की',
  'activity.entry.redemption': '{quantity, plural, =1 {{reward} रिडीम किया} one {# × {reward} रिडीम किए} other {# × {reward} रिडीम किए}}',
  'activity.entry.challenge': '{challenges} पूरा किया',
  'activity.entry.workout': '{program} पूरा किया{mode, select, vr { (VR में)} other {}} ({minutes} मिनट)',
  'activity.entry.sessionBooked': '{name} के साथ {when} का सेशन बुक किया',
  'activity.entry.sessionCancelled': '{name} के साथ {when} का सेशन रद्द किया',
  'activity.entry.sessionAttended': '{when} को {name} के साथ सेशन में शामिल हुए',
} satisfies Translation<typeof activityMessages>;
