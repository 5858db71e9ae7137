// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { settingsMessages } from './messages';

export const hi = {
  'theme.label': 'थीम',
  'theme.light': 'लाइट',
  'theme.dark': 'डार्क',
  'theme.system': 'सिस्टम',
  'theme.systemHint': 'सिस्टम थीम आपके डिवाइस की लाइट या डार्क सेटिंग के हिसाब से चलती है।',
  'settings.region.hint': 'कीमतें {currency} में दिखती हैं। क्षेत्र चुनने पर उसकी भाषा भी लग जाती है।',
  'settings.region.manual': 'आपने चुना।',
  'settings.region.automatic': 'आपकी लोकेशन से पता लगाया गया।',
  'settings.region.follow': 'मेरी लोकेशन से मेरा क्षेत्र पता करें',
  'settings.language.fallback': 'FitChoice का अभी {language} में अनुवाद नहीं हुआ है: टेक्स्ट अंग्रेज़ी में है, तारीखें और संख्याएं {language} के हिसाब से हैं।',
  'settings.location': 'लोकेशन',
  'settings.location.granted': 'लोकेशन एक्सेस की अनुमति है।',
  'settings.location.denied':
    'लोकेशन एक्सेस ब्लॉक है। अपने सबसे पास के जिम खोजने के लिए अपने ब्राउज़र की साइट सेटिंग में इसकी अनुमति दें; तब तक हम अनुमानित लोकेशन इस्तेमाल करते हैं।',
  'settings.location.unknown': 'FitChoice ने अभी तक आपकी लोकेशन नहीं मांगी है।',
  'settings.location.position': 'मौजूदा जगह: {source}, {accuracy} के अंदर।',
  'settings.location.source.gps': 'आपके डिवाइस से',
  'settings.location.source.ip': 'आपके इंटरनेट कनेक्शन से',
  'settings.location.source.cache': 'इस डिवाइस पर सेव',
  'settings.location.source.default': 'आपके टाइम ज़ोन से अनुमानित',
  'settings.location.use': 'मेरी लोकेशन इस्तेमाल करें',
  'settings.location.locating': 'आपकी लोकेशन खोजी जा रही है…',
  'settings.tutorial': 'ऐप टूर',
  'settings.tutorial.body': 'ऐप की मुख्य स्क्रीन का बारह स्टेप वाला टूर।',
  'settings.tutorial.restart': 'टूर फिर से शुरू करें',
  'settings.onboarding.reset': 'ऑनबोर्डिंग रीसेट करें',
  'settings.onboarding.reset.body': 'अगली बार साइन आउट करने पर परिचय स्लाइड फिर से दिखाता है, और उसके बाद टूर।',
  'settings.onboarding.reset.done': 'ऑनबोर्डिंग और टूर फिर से दिखेंगे।',
  'settings.password': 'पासवर्ड',
  'settings.password.body': 'साइन इन वाला पासवर्ड बदलें। आपके अकाउंट में साइन इन दूसरे डिवाइस साइन आउट हो जाएंगे।',
  'settings.password.change': 'पासवर्ड बदलें',
  'settings.data': 'इस डिवाइस का डेटा',
  'settings.data.body': 'इस डिवाइस से आपकी सेटिंग, सेव स्क्रीन और जो कुछ अभी भेजा नहीं गया, सब हटा देता है, और यहां आपको साइन आउट कर देता है।',
  'settings.data.clear': 'लोकल डेटा मिटाएं',
  'settings.data.confirm': 'इस डिवाइस पर FitChoice का सारा डेटा मिटाएं? जो काम अभी भेजे नहीं गए, वे खो जाएंगे।',
  'settings.data.confirmYes': 'हां, मिटाएं',
  'settings.data.cancel': 'रद्द करें',
} satisfies Translation<typeof settingsMessages>;
