// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { onboardingMessages } from './messages';

export const ru = {
  'onboarding.title': 'Добро пожаловать в FitChoice',
  'onboarding.slides': 'Знакомство',
  'onboarding.progress': 'Слайд {current} из {total}',
  'onboarding.goTo': 'Перейти к слайду {number}',
  'onboarding.skip': 'Пропустить',
  'onboarding.previous': 'Назад',
  'onboarding.next': 'Далее',
  'onboarding.getStarted': 'Начать',
  'onboarding.slide1.title': 'Находите отличные залы',
  'onboarding.slide1.body':
    'Находите залы рядом и сравнивайте их по расстоянию, отзывам, часам работы и свободным местам в реальном времени. Бронируйте визит по фиксированной цене в своей валюте.',
  'onboarding.slide2.title': 'Тренируйтесь с партнёрами',
  'onboarding.slide2.body':
    'Fit match знакомит вас с людьми, которые тренируются в ваших залах, в ваше время и на вашем уровне. Общайтесь, планируйте занятия вместе и поддерживайте друг друга.',
  'onboarding.slide3.title': 'Занимайтесь с экспертами',
  'onboarding.slide3.body':
    'Записывайтесь к сертифицированным персональным тренерам и нутрициологам на разовые занятия — в зале или онлайн — и получайте план под свои цели.',
  'onboarding.slide4.title': 'Фитнес как игра',
  'onboarding.slide4.body':
    'Каждая отметка приносит XP, а XP превращается в SweatCoins для магазина наград. Поддерживайте серию и поднимайтесь в еженедельных рейтингах.',
  'onboarding.slide5.title': 'Тренер на базе ИИ',
  'onboarding.slide5.body':
    'ИИ-тренер составляет тренировки по вашей истории и оборудованию вашего зала, а ИИ-мотивация подбадривает в те дни, когда это нужнее всего.',
} satisfies Translation<typeof onboardingMessages>;
