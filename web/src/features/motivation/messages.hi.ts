// The Hindi copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Hindi is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { motivationMessages } from './messages';

export const hi = {
  'aiMotivation.title': 'AI मोटिवेशन',
  'aiMotivation.intro': 'आपकी स्ट्रीक और शेड्यूल के हिसाब से छोटे-छोटे संदेश, ताकि आप आते रहें।',
  'motivation.todayTitle': 'आज का संदेश',
  'motivation.offline': 'ऑफ़लाइन होने पर इसी डिवाइस पर लिखा गया।',
  'motivation.byModel': 'आपके डेटा से AI मॉडल ने लिखा।',
  'motivation.note.booking': 'आपने {at} के लिए {gym} बुक किया है। बाकी सब इंतज़ार कर सकता है।',
  'motivation.note.challenge': '{remaining, plural, =1 {बस एक कदम और} one {बस # कदम और} other {बस # कदम और}}, और इस हफ़्ते का चैलेंज पूरा।',
  'motivation.note.streak': 'लगातार {days} दिन। आज भी स्ट्रीक बनाए रखें।',
  'motivation.note.streak_start': 'नई स्ट्रीक का पहला दिन। कल फिर आएं और इसे दो दिन की बनाएं।',
  'motivation.note.comeback': 'आपकी पिछली विज़िट को {days} दिन हो गए हैं। आज एक छोटा सेशन भी गिना जाएगा।',
  'motivation.note.first_visit': 'आपका पहला चेक-इन आपकी स्ट्रीक शुरू करता है। अपने पास का कोई जिम चुनें।',
  'motivation.note.sessions_left': 'इस हफ़्ते के प्लान में {count, plural, =1 {एक सेशन बाकी है} one {# सेशन बाकी है} other {# सेशन बाकी हैं}}। आप कर लेंगे।',
  'motivation.note.week_done': 'इस हफ़्ते के प्लान का हर सेशन पूरा हो गया। अच्छे से आराम करें।',
  'motivation.note.mood_up': 'इस हफ़्ते आपका मूड बेहतर होता जा रहा है। इसमें ट्रेनिंग का भी हाथ है।',
  'motivation.note.mood_down': 'यह हफ़्ता थोड़ा भारी रहा। दस आसान मिनट भी आपका मूड अच्छा कर सकते हैं।',
  'motivation.note.goal': 'हर सेशन आपको आपके लक्ष्य की ओर ले जाता है: {goal}।',
  'motivation.note.general_1': 'आइए, मेहनत कीजिए, गर्व के साथ घर जाइए।',
  'motivation.note.general_2': 'रोज़ के छोटे कदम, किसी दिन की बड़ी योजनाओं से बेहतर हैं।',
  'motivation.note.general_3': 'आज थोड़ा हिलिए-डुलिए। आने वाला कल आपको धन्यवाद देगा।',
  'motivation.reminder.title': 'रोज़ का रिमाइंडर',
  'motivation.reminder.enabled': 'मुझे हर दिन याद दिलाएं',
  'motivation.reminder.time': 'समय',
  'motivation.reminder.save': 'रिमाइंडर सेव करें',
  'motivation.reminder.saved': 'रिमाइंडर सेव हो गया। जहां यह डिवाइस नोटिफ़िकेशन की अनुमति देता है, वहां यह नोटिफ़िकेशन के रूप में आएगा।',
  'motivation.history.title': 'पिछले संदेश',
  'motivation.history.empty': 'आपके पिछले संदेश यहां दिखेंगे।',
} satisfies Translation<typeof motivationMessages>;
