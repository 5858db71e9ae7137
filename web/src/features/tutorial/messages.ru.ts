// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { tutorialMessages } from './messages';

export const ru = {
  'tutorial.progress': 'Шаг {current} из {total}',
  'tutorial.back': 'Назад',
  'tutorial.next': 'Далее',
  'tutorial.close': 'Закрыть обзор',
  'tutorial.getStarted': 'Начать',
  'tutorial.welcome.title': 'Добро пожаловать в FitChoice',
  'tutorial.welcome.body':
    'Минутный обзор того, чем вы будете пользоваться чаще всего. Закройте его в любой момент; запустить заново можно в настройках.',
  'tutorial.xp.title': 'Система XP',
  'tutorial.xp.body': 'Вы получаете очки опыта за каждую отметку, завершённую тренировку и челлендж. Ваш итог всегда здесь.',
  'tutorial.coins.title': 'SweatCoins',
  'tutorial.coins.body': 'XP превращается в SweatCoins — валюту магазина наград. Их также можно купить за ETH в кошельке.',
  'tutorial.session.title': 'Трекер активности',
  'tutorial.session.body': 'Ваш прогресс с первого взгляда. Отметка в зале начинает занятие, приносит XP и продлевает серию.',
  'tutorial.discover.title': 'Поиск залов',
  'tutorial.discover.body':
    'Находите залы рядом с отзывами, часами работы, свободными местами в реальном времени и ценой за визит в вашей валюте.',
  'tutorial.bookings.title': 'Брони',
  'tutorial.bookings.body': 'Ваши предстоящие визиты и занятия с кодами для отметки. Они хранятся в телефоне — даже без сети.',
  'tutorial.profile.title': 'Профиль',
  'tutorial.profile.body': 'Аккаунт и настройки: тема, регион, язык, местоположение и этот обзор.',
  'tutorial.social.title': 'Лента',
  'tutorial.social.body': 'Тренировки, отметки и достижения людей, на которых вы подписаны.',
  'tutorial.messaging.title': 'Сообщения',
  'tutorial.messaging.body': 'Сюда приходят подтверждения броней, напоминания и уведомления от залов.',
  'tutorial.qr.title': 'QR-сканер',
  'tutorial.qr.body': 'На стойке администратора отсканируйте QR-код зала, чтобы отметиться и получить XP за визит.',
  'tutorial.leaderboards.title': 'Рейтинги',
  'tutorial.leaderboards.body': 'Смотрите своё место по XP среди участников вашего региона на этой неделе.',
  'tutorial.store.title': 'Магазин наград',
  'tutorial.store.body':
    'Тратьте SweatCoins на разовые посещения, групповые занятия, экипировку и предложения партнёров. Приятных тренировок!',
} satisfies Translation<typeof tutorialMessages>;
