// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { authMessages } from './messages';

export const hi = {
  'common.or': 'या',
  'auth.title': 'FitChoice में साइन इन करें',
  'auth.signupTitle': 'अपना FitChoice अकाउंट बनाएं',
  'auth.intro': 'जिम, ट्रेनर और न्यूट्रिशनिस्ट बुक करें, QR कोड से चेक-इन करें और अपने वर्कआउट को XP और SweatCoins में बदलें।',
  'auth.tabs': 'साइन इन या साइन अप',
  'auth.tab.signIn': 'साइन इन',
  'auth.tab.signUp': 'साइन अप',
  'auth.field.email': 'ईमेल',
  'auth.field.password': 'पासवर्ड',
  'auth.field.name': 'नाम',
  'auth.field.passwordHint': 'कम से कम {min} अक्षर।',
  'auth.signIn.submit': 'साइन इन करें',
  'auth.signUp.submit': 'अकाउंट बनाएं',
  'auth.forgot': 'पासवर्ड भूल गए?',
  'auth.guest.hint': 'बिना अकाउंट के ऐप देखें। गेस्ट सब कुछ देख सकते हैं, लेकिन XP नहीं कमाते।',
  'auth.refused.invalidCredentials': 'ईमेल या पासवर्ड गलत है।',
  'auth.refused.signupRefused': 'इन जानकारियों से अकाउंट नहीं बन सका। अगर आपका पहले से अकाउंट है, तो साइन इन करें।',
  'auth.refused.suspended': 'यह अकाउंट सस्पेंड है। अगर आपको लगता है कि यह गलती है, तो सपोर्ट से संपर्क करें।',
  'auth.refused.tooMany': 'बहुत ज़्यादा कोशिशें। कुछ मिनट रुककर फिर से कोशिश करें।',
  'auth.refused.signin': 'साइन इन नहीं हो सका। अपना कनेक्शन जांचें और फिर से कोशिश करें।',
  'auth.refused.signup': 'अकाउंट नहीं बना। अपना कनेक्शन जांचें और फिर से कोशिश करें।',
  'auth.refused.guest': 'गेस्ट सेशन शुरू नहीं हुआ। अपना कनेक्शन जांचें और फिर से कोशिश करें।',
  'auth.error.emailRequired': 'अपना ईमेल पता डालें',
  'auth.error.emailInvalid': 'सही ईमेल पता डालें, जैसे name@example.com',
  'auth.error.passwordRequired': 'अपना पासवर्ड डालें',
  'auth.error.passwordShort': 'कम से कम {min} अक्षर इस्तेमाल करें',
  'auth.error.passwordLong': 'ज़्यादा से ज़्यादा {max} अक्षर इस्तेमाल करें',
  'auth.error.passwordCommon': 'यह पासवर्ड बहुत आम है या आसानी से अंदाज़ा लगाया जा सकता है; कोई दूसरा चुनें',
  'auth.error.nameRequired': 'अपना नाम डालें',
  'auth.error.nameInvalid': 'ज़्यादा से ज़्यादा {max} अक्षर, स्पेस और विराम चिह्न इस्तेमाल करें',
} satisfies Translation<typeof authMessages>;
