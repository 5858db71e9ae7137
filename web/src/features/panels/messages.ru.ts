// The Russian copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Russian is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { panelsMessages } from './messages';

export const ru = {
  'panels.admin': 'Панель администратора',
  'panels.admin.body': 'Участники, заявки партнёров, модерация и журнал аудита.',
  'panels.analytics': 'Аналитика',
  'panels.analytics.body': 'Визиты, брони, оплаты на ресепшене и SweatCoins в динамике.',
  'panels.fitnessCenter': 'Панель фитнес-клуба',
  'panels.fitnessCenter.body': 'Часы работы, вместимость, цены и коды для отметки в вашем зале.',
  'panels.trainer': 'Панель тренера',
  'panels.trainer.body': 'Ваше расписание, клиенты и цены занятий.',
  'panels.nutritionist': 'Панель нутрициолога',
  'panels.nutritionist.body': 'Ваши консультации, клиенты и планы.',
  'panels.signInRequired': 'Нужен вход для партнёров',
  'panels.signInRequired.body':
    'Эта панель открывается после входа с аккаунтом партнёра. Аккаунты партнёров отделены от аккаунтов участников.',
  'panels.signIn': 'Вход для партнёров',
  'panels.register': 'Стать партнёром',
  'panels.notForYou.title': 'Недоступно для вашего аккаунта',
  'panels.notForYou.heading': 'Раздел «{panel}» недоступен этому аккаунту',
  'panels.notForYou.body':
    'Вы вошли как {account}, и у этого аккаунта нет доступа. Каждая панель открывается только аккаунтам партнёров или сотрудников, для которых она предназначена.',
  'panels.notForYou.home': 'Вернуться в приложение',
  'partnerPanel.signedInAs': 'Вы вошли как {account}',
  'partnerPanel.loadFailed': 'Не удалось загрузить панель. Проверьте подключение и повторите попытку.',
  'partnerPanel.gyms': 'Ваши залы',
  'partnerPanel.gyms.none': 'К этому аккаунту пока не привязан ни один зал.',
  'partnerPanel.gyms.draftHint':
    'Участники пока не видят черновик зала: он появится в каталоге, когда данные, часы работы и цены будут заполнены.',
  'partnerPanel.status.draft': 'Черновик',
  'partnerPanel.status.listed': 'В каталоге',
  'partnerPanel.changePassword': 'Сменить пароль',
  'partnerPanel.signOut': 'Выйти',
  'partnerForm.kind.gym': 'Зал или фитнес-клуб',
  'partnerForm.kind.trainer': 'Персональный тренер',
  'partnerForm.kind.nutritionist': 'Нутрициолог',
  'partnerForm.field.contactName': 'Контактное лицо',
  'partnerForm.field.email': 'Эл. почта',
  'partnerForm.field.phone': 'Телефон',
  'partnerForm.field.city': 'Город',
  'partnerForm.field.address': 'Адрес',
  'partnerForm.field.specialties': 'Специализации',
  'partnerForm.field.languages': 'Языки, на которых вы работаете',
  'partnerForm.field.certifications': 'Сертификаты',
  'panels.zone.search': 'Поиск часовых поясов',
  'panels.zone.list': 'Часовой пояс',
  'panels.zone.matches':
    '{count, plural, =0 {Нет подходящих часовых поясов} one {Подходит # часовой пояс} few {Подходят # часовых пояса} many {Подходят # часовых поясов} other {Подходят # часового пояса}}',
  'panels.section.failed': 'Эту часть панели не удалось показать. Остальная панель по-прежнему работает.',
  'panels.section.retry': 'Повторить',
  'partnerPanel.status.suspended': 'Не в каталоге: ваш аккаунт приостановлен',
  'partnerPanel.status.unlisted': 'Не в каталоге: FitChoice убрал из поиска',
  'partnerPanel.gyms.unlistedHint':
    'Участники не могут найти или забронировать зал, который FitChoice убрал из поиска; уже забронированные визиты остаются. Напишите в поддержку, чтобы узнать причину и что изменить.',
  'panels.tab.notifications': 'Уведомления',
} satisfies Translation<typeof panelsMessages>;
