// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { tutorialMessages } from './messages';

export const hi = {
  'tutorial.progress': '{total} में से स्टेप {current}',
  'tutorial.back': 'पीछे',
  'tutorial.next': 'आगे',
  'tutorial.close': 'टूर बंद करें',
  'tutorial.getStarted': 'शुरू करें',
  'tutorial.welcome.title': 'FitChoice में आपका स्वागत है',
  'tutorial.welcome.body': 'एक मिनट का टूर, उन चीज़ों का जिन्हें आप सबसे ज़्यादा इस्तेमाल करेंगे। इसे कभी भी बंद करें; सेटिंग से आप इसे फिर से शुरू कर सकते हैं।',
  'tutorial.xp.title': 'XP सिस्टम',
  'tutorial.xp.body': 'हर चेक-इन, पूरे हुए वर्कआउट और चैलेंज पर आपको एक्सपीरियंस पॉइंट मिलते हैं। आपका कुल स्कोर हमेशा यहां दिखता है।',
  'tutorial.coins.title': 'SweatCoins',
  'tutorial.coins.body': 'आपके XP, SweatCoins में बदल जाते हैं, जो रिवॉर्ड स्टोर की करेंसी है। आप इन्हें अपने वॉलेट से ETH देकर भी खरीद सकते हैं।',
  'tutorial.session.title': 'एक्टिव सेशन ट्रैकर',
  'tutorial.session.body': 'एक नज़र में आपकी प्रगति। जिम में चेक-इन से आपका सेशन शुरू होता है, XP मिलते हैं और आपकी स्ट्रीक बनी रहती है।',
  'tutorial.discover.title': 'खोजें',
  'tutorial.discover.body': 'अपने पास के जिम खोजें, रिव्यू, खुलने के समय, लाइव उपलब्धता और आपकी करेंसी में प्रति विज़िट कीमत के साथ।',
  'tutorial.bookings.title': 'बुकिंग',
  'tutorial.bookings.body': 'आपकी आने वाली विज़िट और सेशन, उनके चेक-इन कोड के साथ। ये आपके फ़ोन पर रहते हैं, ऑफ़लाइन भी।',
  'tutorial.profile.title': 'प्रोफ़ाइल',
  'tutorial.profile.body': 'आपका अकाउंट और सेटिंग: थीम, क्षेत्र, भाषा, लोकेशन और यह टूर।',
  'tutorial.social.title': 'सोशल फ़ीड',
  'tutorial.social.body': 'जिन लोगों को आप फ़ॉलो करते हैं, उनके वर्कआउट, चेक-इन और उपलब्धियां।',
  'tutorial.messaging.title': 'मैसेज',
  'tutorial.messaging.body': 'बुकिंग कन्फ़र्मेशन, रिमाइंडर और जिम की सूचनाएं यहां आती हैं।',
  'tutorial.qr.title': 'QR स्कैनर',
  'tutorial.qr.body': 'रिसेप्शन पर जिम का QR कोड स्कैन करके चेक-इन करें और अपनी विज़िट के लिए XP कमाएं।',
  'tutorial.leaderboards.title': 'लीडरबोर्ड',
  'tutorial.leaderboards.body': 'देखें कि इस हफ़्ते आपके क्षेत्र के मेंबर में XP के हिसाब से आपकी रैंक क्या है।',
  'tutorial.store.title': 'रिवॉर्ड स्टोर',
  'tutorial.store.body': 'अपने SweatCoins डे पास, क्लास, गियर और पार्टनर ऑफ़र पर खर्च करें। ट्रेनिंग का मज़ा लें!',
} satisfies Translation<typeof tutorialMessages>;
