// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the sheet or screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { refusalMessages } from './messages';

export const hi = {
  'outbox.error.refused': 'FitChoice ने इसे स्वीकार नहीं किया। फिर से कोशिश करें, या इसे हटा दें।',
  'outbox.refused.emailNotVerified': 'पहले अपना ईमेल पता कन्फ़र्म करें, फिर दोबारा कोशिश करें।',
  'outbox.refused.notFound': 'जिससे यह जुड़ा था, वह अब मौजूद नहीं है। इसे हटा दें।',
  'outbox.refused.invalid': 'इसमें कुछ स्वीकार नहीं हुआ। इसे हटाकर फिर से करें।',
  'outbox.refused.forbidden': 'आपका खाता यह नहीं कर सकता।',
  'outbox.refused.signedOut': 'आप साइन आउट हो गए। फिर से साइन इन करें, फिर दोबारा कोशिश करें।',
  'outbox.refused.passwordChange': 'पहले अपना पासवर्ड बदलें, फिर दोबारा कोशिश करें।',
  'outbox.refused.suspended': 'आपका खाता निलंबित है, इसलिए यह भेजा नहीं जा सकता। इसे हटाएं।',
  'outbox.refused.conflict': 'इस बीच कुछ बदल गया, इसलिए यह अब सही नहीं बैठता। इसे हटाकर फिर से करें।',
  'outbox.refused.tooLarge': 'यह भेजने के लिए बहुत बड़ा है। इसे हटाकर छोटा करके फिर से करें।',
  'outbox.refused.later': 'उस समय FitChoice इसे नहीं ले सका। थोड़ी देर में फिर से कोशिश करें।',
} satisfies Translation<typeof refusalMessages>;
