// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { onboardingMessages } from './messages';

export const hi = {
  'onboarding.title': 'FitChoice में आपका स्वागत है',
  'onboarding.slides': 'परिचय',
  'onboarding.progress': '{total} में से स्लाइड {current}',
  'onboarding.goTo': 'स्लाइड {number} पर जाएं',
  'onboarding.skip': 'छोड़ें',
  'onboarding.previous': 'पिछला',
  'onboarding.next': 'अगला',
  'onboarding.getStarted': 'शुरू करें',
  'onboarding.slide1.title': 'शानदार जिम खोजें',
  'onboarding.slide1.body':
    'अपने पास के जिम खोजें और दूरी, रिव्यू, खुलने के समय और लाइव उपलब्धता से उनकी तुलना करें। अपनी करेंसी में, तय प्रति विज़िट कीमत पर विज़िट बुक करें।',
  'onboarding.slide2.title': 'फ़िटनेस पार्टनर से जुड़ें',
  'onboarding.slide2.body':
    'Fit match आपको उन लोगों से मिलाता है जो आपके जिम में, आपके समय पर और आपके लेवल पर ट्रेनिंग करते हैं। चैट करें, साथ में सेशन प्लान करें और एक-दूसरे का हौसला बनाए रखें।',
  'onboarding.slide3.title': 'एक्सपर्ट कोच के साथ ट्रेनिंग करें',
  'onboarding.slide3.body':
    'सर्टिफ़ाइड पर्सनल ट्रेनर और न्यूट्रिशनिस्ट को हर सेशन के हिसाब से बुक करें, जिम में या ऑनलाइन, और अपने लक्ष्यों के हिसाब से बना प्लान पाएं।',
  'onboarding.slide4.title': 'फ़िटनेस को गेम बनाएं',
  'onboarding.slide4.body':
    'हर चेक-इन पर XP मिलते हैं, और XP रिवॉर्ड स्टोर के लिए SweatCoins में बदल जाते हैं। अपनी स्ट्रीक बनाए रखें और हफ़्ते के लीडरबोर्ड में ऊपर चढ़ें।',
  'onboarding.slide5.title': 'AI से कोचिंग',
  'onboarding.slide5.body':
    'आपका AI कोच आपकी हिस्ट्री और आपके जिम के इक्विपमेंट से वर्कआउट तैयार करता है, और AI मोटिवेशन उन दिनों आपका हौसला बढ़ाता है जब आपको इसकी सबसे ज़्यादा ज़रूरत हो।',
} satisfies Translation<typeof onboardingMessages>;
