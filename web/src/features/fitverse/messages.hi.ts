// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { fitverseMessages } from './messages';

export const hi = {
  'fitverse.intro': 'FitChoice का हर हिस्सा एक पहिये पर, इस हिसाब से ग्रुप किया गया कि आप क्या करना चाहते हैं। आज के सुझाव के लिए इसे घुमाएं।',
  'fitverse.wheel': 'FitChoice के हिस्से',
  'fitverse.hint': 'तीर वाली कुंजियों से पहिये पर घूमें; Enter से हिस्सा खुलता है; Escape से वापस जाएं।',
  'fitverse.area.train': 'ट्रेनिंग',
  'fitverse.area.book': 'बुकिंग',
  'fitverse.area.earn': 'कमाई',
  'fitverse.area.connect': 'मेल-जोल',
  'fitverse.area.wellbeing': 'सेहत',
  'fitverse.item.checkin': 'QR चेक-इन',
  'fitverse.item.wallet': 'वॉलेट',
  'fitverse.item.moodAi': 'मूड AI',
  'fitverse.item.motivation': 'AI मोटिवेशन',
  'fitverse.badge.book': '{count, plural, one {आज # बुकिंग} other {आज # बुकिंग}}',
  'fitverse.badge.earn': '{count, plural, one {इस हफ़्ते # चैलेंज अभी खुला है} other {इस हफ़्ते # चैलेंज अभी खुले हैं}}',
  'fitverse.spin': 'घुमाएं',
  'fitverse.pick.title': 'आज का सुझाव',
  'fitverse.pick.none': 'पहिया घुमाएं और यह आज के लिए कुछ चुन देगा।',
  'fitverse.pick.workout': '{name}, {minutes} मिनट का गाइडेड वर्कआउट।',
  'fitverse.pick.challenge': 'इस हफ़्ते का चैलेंज पूरा करें: आप {target} में से {progress} पर हैं।',
  'fitverse.pick.go': 'चलिए शुरू करें',
} satisfies Translation<typeof fitverseMessages>;
