// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { partnerNoticesMessages } from './messages';

export const hi = {
  'partnerNotices.title': 'आपको किन बातों की सूचना मिलती है',
  'partnerNotices.intro': 'चुनें कि नई बुकिंग, रद्दीकरण और समीक्षाओं की जानकारी आपको कैसे मिले: आपके डिवाइस पर पुश सूचना से, मेल से, या दोनों से।',
  'partnerNotices.kind.booking': 'नई बुकिंग (और क्लाइंट द्वारा बदले गए सेशन)',
  'partnerNotices.kind.cancellation': 'रद्दीकरण',
  'partnerNotices.kind.review': 'समीक्षाएँ',
  'partnerNotices.channel.push': 'पुश सूचना',
  'partnerNotices.channel.mail': 'मेल',
  'partnerNotices.save': 'सहेजें',
  'partnerNotices.saved': 'सहेजा गया।',
  'partnerNotices.loading': 'लोड हो रहा है…',
  'partnerNotices.failed': 'यह नहीं हो सका और कुछ नहीं बदला। थोड़ी देर में फिर कोशिश करें।',
  'partnerNotices.forbidden': 'ये सेटिंग्स पार्टनर खातों के लिए हैं।',
  'partnerNotices.offline': 'यह नहीं पहुँचा: कुछ नहीं बदला। कनेक्शन जाँचें और फिर कोशिश करें।',
  'partnerNotices.adminNote': 'हर पार्टनर अपनी सूचनाएँ अपने पैनल में ख़ुद चुनता है।',
  'partnerNotices.push.unsupported': 'यह ब्राउज़र पुश सूचनाएँ नहीं दिखा सकता।',
  'partnerNotices.push.off': 'इस डिवाइस पर पुश सूचनाएँ बंद हैं।',
  'partnerNotices.push.on': 'यह डिवाइस पुश सूचनाएँ दिखाता है।',
  'partnerNotices.push.blocked': 'इस ब्राउज़र की सेटिंग्स में FitChoice की सूचनाएँ ब्लॉक हैं।',
  'partnerNotices.push.enable': 'इस डिवाइस पर पुश सूचनाएँ चालू करें',
  'partnerNotices.push.failed': 'यहाँ पुश सूचनाएँ चालू नहीं हो सकीं। बाद में फिर कोशिश करें।',
} satisfies Translation<typeof partnerNoticesMessages>;
