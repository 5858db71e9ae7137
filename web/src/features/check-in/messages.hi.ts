// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { checkInMessages } from './messages';

export const hi = {
  'qrScanner.title': 'चेक-इन',
  'qrScanner.intro': 'चेक-इन करने और अपनी विज़िट के लिए XP कमाने के लिए जिम के रिसेप्शन पर QR कोड स्कैन करें।',
  'qrScanner.empty.bookings': 'आज की बुकिंग देखें',
  'qr.camera.title': 'कैमरे से स्कैन करें',
  'qr.camera.start': 'कैमरा चालू करें',
  'qr.camera.stop': 'कैमरा बंद करें',
  'qr.camera.video': 'कैमरा प्रीव्यू',
  'qr.camera.unsupported': 'यह ब्राउज़र कैमरा इस्तेमाल नहीं कर सकता। इसके बजाय नीचे कोड टाइप करें।',
  'qr.camera.denied': 'कैमरा शुरू नहीं हो सका (अनुमति नहीं मिली?)। इसके बजाय नीचे कोड टाइप करें।',
  'qr.manual.title': 'या कोड टाइप करें',
  'qr.manual.label': 'जिम कोड',
  'qr.manual.hint': 'यह जिम के रिसेप्शन पर QR कोड के नीचे लिखा होता है, जैसे FG-7K2Q-M9XH, और हर 30 सेकंड में बदलता है।',
  'qr.manual.invalid': 'यह जिम कोड नहीं है। जिम के रिसेप्शन पर QR कोड स्कैन करें या उसके नीचे लिखे 8 अक्षर टाइप करें।',
  'qr.submit': 'चेक-इन करें',
  'checkin.done': '{gym} में चेक-इन हो गया!',
  'checkin.xp': '+{xp} XP · कुल {total} XP · लेवल {level}',
  'checkin.streak': '{days, plural, one {# दिन की स्ट्रीक} other {# दिन की स्ट्रीक}} (सबसे अच्छी {best})',
  'checkin.seeProgress': 'अपनी प्रगति देखें',
  'checkin.queued': 'सेव हो गया — ऑनलाइन आते ही आपका चेक-इन भेज दिया जाएगा। पहुंचने पर इसका नतीजा यहां दिखेगा।',
  'checkin.refused': 'चेक-इन नहीं हुआ',
  'checkin.refused.noBooking': 'अभी चेक-इन के लिए आपकी कोई विज़िट नहीं है: चेक-इन विज़िट से 15 मिनट पहले खुलता है और विज़िट खत्म होने पर बंद हो जाता है।',
  'checkin.refused.wrongCode': 'यह आपके बुक किए जिम का मौजूदा कोड नहीं है: उसके रिसेप्शन पर कोड फिर से स्कैन करें।',
  'checkin.refused.payAtDesk': 'इस विज़िट का पेमेंट रिसेप्शन पर होता है: वहां अपना बुकिंग कोड दिखाएं, पेमेंट करने पर स्टाफ़ आपका चेक-इन करेगा।',
  'checkin.refused.already': 'इस विज़िट के लिए आपका चेक-इन पहले ही हो चुका है।',
  'checkin.refused.cancelled': 'यह बुकिंग कैंसल हो गई थी, इसलिए इसका चेक-इन नहीं हो सकता।',
  'checkin.refused.tooLate': 'यह चेक-इन 6 घंटे से ज़्यादा पहले स्कैन किया गया था और अब स्वीकार नहीं किया जा सकता।',
  'checkin.refused.travel': 'पिछले चेक-इन के बाद बीते समय के हिसाब से यह चेक-इन उससे बहुत दूर है। जिस जिम में आप हैं, वहीं चेक-इन करें।',
  'checkin.refused.other': 'चेक-इन नहीं हो सका। फिर से कोशिश करें।',
} satisfies Translation<typeof checkInMessages>;
