// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { chatMessages } from './messages';

export const ru = {
  'chat.back': 'Все сообщения',
  'chat.older': 'Загрузить более ранние сообщения',
  'chat.messages.label': 'Сообщения',
  'chat.state.sending': 'отправляется',
  'chat.state.failed': 'не отправлено',
  'chat.state.sent': 'отправлено',
  'chat.state.delivered': 'доставлено',
  'chat.state.read': 'прочитано',
  'chat.write': 'Напишите сообщение',
  'chat.placeholder': 'Сообщение',
  'chat.send': 'Отправить',
  'chat.empty.title': 'Выберите переписку',
  'chat.empty.body': 'Откройте переписку из сообщений или найдите партнёра по тренировкам, чтобы начать новую.',
  'chat.empty.messages': 'Открыть сообщения',
  'chat.empty.fitMatch': 'Найти партнёра по тренировкам',
  'messages.intro': 'Ваши переписки с друзьями и партнёрами по тренировкам.',
  'messages.unread': '{count, plural, one {# новое} few {# новых} many {# новых} other {# нового}}',
  'messages.new.open': 'Новая переписка',
  'messages.new.title': 'Начать переписку',
  'messages.new.noFriends': 'Писать можно друзьям и партнёрам из Fit match.',
  'messages.new.findFriends': 'Найти друзей',
  'messages.new.who': 'С кем (до {max})',
  'messages.new.groupName': 'Название группы (необязательно)',
  'messages.new.start': 'Начать',
  'messages.new.cancel': 'Отмена',
  'messages.new.queued': 'Сохранено: переписка начнётся, когда вы снова будете в сети.',
  'messages.new.refused': 'Эту переписку начать нельзя.',
  'messages.empty.title': 'Переписок пока нет',
  'messages.empty.body': 'Начните переписку с другом или найдите партнёра по тренировкам.',
  'messages.empty.friends': 'Найти друзей',
  'messages.empty.fitMatch': 'Найти партнёра по тренировкам',
} satisfies Translation<typeof chatMessages>;
