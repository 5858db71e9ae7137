// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { chatMessages } from './messages';

export const hi = {
  'chat.back': 'सभी मैसेज',
  'chat.older': 'पुराने मैसेज लोड करें',
  'chat.messages.label': 'मैसेज',
  'chat.state.sending': 'भेजा जा रहा है',
  'chat.state.failed': 'नहीं भेजा गया',
  'chat.state.sent': 'भेजा गया',
  'chat.state.delivered': 'पहुंच गया',
  'chat.state.read': 'पढ़ लिया',
  'chat.write': 'मैसेज लिखें',
  'chat.placeholder': 'मैसेज',
  'chat.send': 'भेजें',
  'chat.empty.title': 'कोई बातचीत चुनें',
  'chat.empty.body': 'अपने मैसेज से कोई बातचीत खोलें, या नई बातचीत शुरू करने के लिए वर्कआउट पार्टनर से मैच करें।',
  'chat.empty.messages': 'अपने मैसेज देखें',
  'chat.empty.fitMatch': 'वर्कआउट पार्टनर खोजें',
  'messages.intro': 'दोस्तों और वर्कआउट पार्टनर के साथ आपकी बातचीत।',
  'messages.unread': '{count, plural, one {# नया} other {# नए}}',
  'messages.new.open': 'नई बातचीत',
  'messages.new.title': 'बातचीत शुरू करें',
  'messages.new.noFriends': 'आप अपने दोस्तों और मैच को मैसेज कर सकते हैं।',
  'messages.new.findFriends': 'दोस्त खोजें',
  'messages.new.who': 'किसके साथ ({max} तक)',
  'messages.new.groupName': 'ग्रुप का नाम (वैकल्पिक)',
  'messages.new.start': 'शुरू करें',
  'messages.new.cancel': 'रद्द करें',
  'messages.new.queued': 'सेव हो गया: ऑनलाइन आते ही बातचीत शुरू हो जाएगी।',
  'messages.new.refused': 'यह बातचीत शुरू नहीं की जा सकती।',
  'messages.empty.title': 'अभी कोई बातचीत नहीं',
  'messages.empty.body': 'किसी दोस्त के साथ बातचीत शुरू करें, या किसी वर्कआउट पार्टनर से मैच करें।',
  'messages.empty.friends': 'दोस्त खोजें',
  'messages.empty.fitMatch': 'वर्कआउट पार्टनर खोजें',
} satisfies Translation<typeof chatMessages>;
