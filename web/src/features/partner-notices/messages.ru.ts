// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { partnerNoticesMessages } from './messages';

export const ru = {
  'partnerNotices.title': 'О чём вам сообщать',
  'partnerNotices.intro':
    'Выберите, как узнавать о новых бронях, отменах и отзывах: push-уведомлением на устройствах, письмом или обоими способами.',
  'partnerNotices.kind.booking': 'Новые брони (и сессии, перенесённые клиентом)',
  'partnerNotices.kind.cancellation': 'Отмены',
  'partnerNotices.kind.review': 'Отзывы',
  'partnerNotices.channel.push': 'Push-уведомление',
  'partnerNotices.channel.mail': 'Письмо',
  'partnerNotices.save': 'Сохранить',
  'partnerNotices.saved': 'Сохранено.',
  'partnerNotices.loading': 'Загрузка…',
  'partnerNotices.failed': 'Не получилось, ничего не изменилось. Попробуйте чуть позже.',
  'partnerNotices.forbidden': 'Эти настройки — для аккаунтов партнёров.',
  'partnerNotices.offline': 'Не отправилось, ничего не изменилось. Проверьте соединение и попробуйте снова.',
  'partnerNotices.adminNote': 'Каждый партнёр сам выбирает уведомления в своей панели.',
  'partnerNotices.push.unsupported': 'Этот браузер не умеет показывать push-уведомления.',
  'partnerNotices.push.off': 'На этом устройстве push-уведомления выключены.',
  'partnerNotices.push.on': 'Это устройство показывает push-уведомления.',
  'partnerNotices.push.blocked': 'Уведомления FitChoice заблокированы в настройках этого браузера.',
  'partnerNotices.push.enable': 'Включить push-уведомления на этом устройстве',
  'partnerNotices.push.failed': 'Не удалось включить push-уведомления. Попробуйте позже.',
} satisfies Translation<typeof partnerNoticesMessages>;
